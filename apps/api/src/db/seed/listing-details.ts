// The declarations an Indian listing carries besides its price: maker and model number, the Legal Metrology
// packer or importer, certifications (BIS, ISI, BEE, FSSAI, CDSCO), safety warnings and how it ships.
import { slugify } from '@haat/domain/catalog/slug';
import type { ShippingDimensions } from '../schema/products.ts';
import { MAKERS } from './content/makers.ts';
import { Random } from './random.ts';

export interface ListingFacts {
  rng: Random;
  root: string;
  sub: string;
  itemId: string;
  brand: string;
  title: string;
  specs: Readonly<Record<string, string>>;
  sellingRupees: number;
  weightGrams: number;
  countryOfOrigin: string;
  sellerState: string;
  /** The group's model code, shared by every listing of the model. */
  groupKey: string;
  variantIndex: number;
}

export interface ListingDetails {
  manufacturerName: string;
  modelNumber: string;
  packerName: string;
  packerContact: string;
  shelfLife: string | null;
  isLiquid: boolean;
  fulfillmentChannel: 'seller' | 'haat';
  shippingDimensions: ShippingDimensions;
  availableRegions: string[];
  freeShipping: boolean;
  shippingPricePaise: number;
  complianceCertifications: string[];
  safetyWarnings: string[];
}

/** Where makers and importers register their Indian offices (a real industrial address per city). */
const OFFICES: readonly (readonly [string, string])[] = [
  ['Plot 21, Sector 18, Udyog Vihar, Gurugram, Haryana 122015', '0124'],
  ['A-27, MIDC Industrial Area, Andheri East, Mumbai, Maharashtra 400093', '022'],
  ['No. 48, Electronic City Phase 1, Bengaluru, Karnataka 560100', '080'],
  ['D-12, Okhla Industrial Area Phase 2, New Delhi, Delhi 110020', '011'],
  ['SIPCOT Industrial Park, Sriperumbudur, Tamil Nadu 602105', '044'],
  ['Survey No. 113, Hinjawadi Phase 2, Pune, Maharashtra 411057', '020'],
  ['Plot 7, Sector 63, Noida, Uttar Pradesh 201301', '0120'],
  ['GIDC Estate, Sanand, Ahmedabad, Gujarat 382110', '079'],
  ['IDA Uppal, Hyderabad, Telangana 500039', '040'],
  ['Salt Lake Sector V, Kolkata, West Bengal 700091', '033'],
  ['SIDCO Industrial Estate, Ambattur, Chennai, Tamil Nadu 600098', '044'],
  ['Baddi Industrial Area, Solan, Himachal Pradesh 173205', '01795'],
];

/** Delivery zones: a bulky or perishable listing ships only inside its seller's zone. */
const ZONES: readonly (readonly string[])[] = [
  [
    'Delhi',
    'Haryana',
    'Punjab',
    'Chandigarh',
    'Uttar Pradesh',
    'Rajasthan',
    'Uttarakhand',
    'Himachal Pradesh',
  ],
  ['Maharashtra', 'Gujarat', 'Goa', 'Madhya Pradesh', 'Chhattisgarh'],
  ['Karnataka', 'Tamil Nadu', 'Kerala', 'Telangana', 'Andhra Pradesh', 'Puducherry'],
  ['West Bengal', 'Odisha', 'Bihar', 'Jharkhand', 'Assam', 'Sikkim'],
];

const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

function maker(brand: string, countryOfOrigin: string): string {
  return (
    MAKERS[brand] ?? `${brand} ${countryOfOrigin === 'India' ? 'Private Limited' : 'India Private Limited'}`
  );
}

/** A model code from the title ("KD-55X74L", "BT3211/15", "GC1905"), else one made from the model's key. */
function modelCode(facts: ListingFacts): string {
  const fromTitle = /\b(?=[A-Z0-9/-]*\d)(?=[A-Z0-9/-]*[A-Z])[A-Z][A-Z0-9]*(?:[-/][A-Z0-9]+)*\b/.exec(
    facts.title.replace(/\b\d+(GB|TB|MP|mAh|W|L|ml|kg|g|mm|cm|Hz|V)\b/g, ''),
  )?.[0];
  if (
    fromTitle &&
    fromTitle.length >= 4 &&
    !/^(RAM|SSD|HD|FHD|QHD|LED|ANC|USB|TWS|SPF|UV|RO)/.test(fromTitle)
  ) {
    return fromTitle;
  }
  const prefix = slugify(facts.brand).replace(/-/g, '').slice(0, 3).toUpperCase() || 'HT';
  const number = facts.groupKey.split('').reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 100_000;
  return `${prefix}${facts.root.slice(0, 2).toUpperCase()}${String(number).padStart(5, '0')}`;
}

function isElectronic(f: ListingFacts): boolean {
  if (f.root === 'electronics') return true;
  if (f.root === 'mobile-phones') return f.sub !== 'storage' || f.itemId !== 'cloud-storage-plans';
  return false;
}

const isAppliance = (f: ListingFacts) =>
  f.root === 'appliances' ||
  f.root === 'home-appliances' ||
  (f.root === 'home' && f.sub === 'kitchen' && /appliances|climate|vacuums|specialty/.test(f.itemId));

function certifications(f: ListingFacts): string[] {
  const { rng } = f;
  const out: string[] = [];
  if (isElectronic(f)) out.push(`BIS R-41${digits(rng, 6)}`);
  if (isAppliance(f)) out.push(`ISI marked, CM/L-${digits(rng, 10)}`);
  const stars = f.specs['Energy Rating'];
  if (stars && isAppliance(f)) out.push(`BEE ${stars} energy label`);
  if (f.itemId === 'helmets' && f.root === 'automotive') out.push('ISI marked, IS 4151:2015');
  if (f.root === 'grocery' || (f.root === 'kids' && f.itemId === 'baby-food'))
    out.push(`FSSAI Lic. No. 1${digits(rng, 13)}`);
  if (f.root === 'beauty' && !/dryers|straighteners|trimmers|shavers/.test(f.itemId)) {
    out.push(
      f.countryOfOrigin === 'India'
        ? `Cosmetics Mfg. Licence ${digits(rng, 4)}/C`
        : `CDSCO Import Reg. No. RC-${digits(rng, 6)}`,
    );
  }
  if (f.root === 'kids' && f.sub === 'toys') out.push('ISI marked, IS 9873 (Safety of Toys)');
  return out;
}

const BATTERY =
  /phones|wearables|power-banks|laptops|tablets|earbuds|headphones|neckbands|speakers|cameras|drones|trimmers|remote-control|dash-cams|robot|watches|smart/;

function warnings(f: ListingFacts): string[] {
  const out: string[] = [];
  const path = `${f.root}/${f.sub}/${f.itemId}`;
  if (BATTERY.test(path) && f.itemId !== 'feature-phones' && f.root !== 'fashion') {
    out.push('Contains a lithium-ion battery: do not puncture, overheat or dispose of in fire');
  }
  if (f.root === 'kids' && f.sub === 'toys')
    out.push('Not for children under 3 years: small parts, choking hazard');
  if (isAppliance(f)) out.push('Switch off and unplug before cleaning; do not immerse in water');
  if (f.itemId === 'heaters') out.push('Keep at least 1 m from curtains, bedding and furniture');
  if (f.root === 'home' && f.sub === 'cleaning')
    out.push('Keep out of reach of children; if swallowed, seek medical advice');
  if (
    f.root === 'beauty' &&
    /skincare|haircare|makeup/.test(f.sub) &&
    !/dryers|straighteners/.test(f.itemId)
  ) {
    out.push('For external use only; do a patch test before first use');
  }
  if (f.itemId === 'energy-drinks') {
    out.push('High caffeine content: not recommended for children, pregnant or lactating women');
  }
  if (/protein-powders|vitamins/.test(f.itemId))
    out.push('Not for medicinal use; do not exceed the stated daily serving');
  if (/treadmills|exercise-bikes/.test(f.itemId))
    out.push('Consult a doctor before starting a new exercise programme');
  return out;
}

/** Grams per cubic centimetre of the packed parcel, and the carton's proportions. */
function parcelShape(f: ListingFacts): { density: number; ratio: readonly [number, number, number] } {
  if (f.root === 'books') return { density: 0.6, ratio: [1.45, 1, 0.22] };
  if (f.root === 'grocery') return { density: 0.5, ratio: [1.5, 1, 1.2] };
  if (f.root === 'beauty') return { density: 0.45, ratio: [1, 1, 2.2] };
  if (f.root === 'fashion') return { density: f.sub === 'shoes' ? 0.12 : 0.18, ratio: [1.6, 1.1, 0.45] };
  if (f.root === 'mobile-phones') return { density: 0.22, ratio: [1.9, 1, 0.5] };
  if (f.sub === 'furniture' || f.sub === 'bedding') return { density: 0.09, ratio: [2.4, 1.1, 0.6] };
  if (isAppliance(f)) return { density: 0.13, ratio: [1.1, 1, 1.6] };
  return { density: 0.18, ratio: [1.5, 1.1, 0.9] };
}

function dimensions(f: ListingFacts): ShippingDimensions {
  const inches = parseInt(f.specs['Screen Size'] ?? '', 10);
  if (f.root === 'electronics' && f.sub === 'tv' && inches > 0) {
    const cm = inches * 2.54;
    return { length: round1(cm * 0.9 + 14), width: round1(16 + inches / 8), height: round1(cm * 0.52 + 18) };
  }
  const { density, ratio } = parcelShape(f);
  const volume = Math.max(300, f.weightGrams / density);
  const unit = Math.cbrt(volume / (ratio[0] * ratio[1] * ratio[2]));
  return { length: round1(unit * ratio[0]), width: round1(unit * ratio[1]), height: round1(unit * ratio[2]) };
}

const round1 = (n: number) => Math.max(1, Math.round(n * 10) / 10);

const BULKY = /furniture|large-appliances|^appliances\/large|mattresses|treadmills|exercise-bikes|cycles/;
const PERISHABLE = /grocery\/snacks\/sweets|grocery\/drinks/;

function regions(f: ListingFacts): string[] {
  const path = `${f.root}/${f.sub}/${f.itemId}`;
  const big = BULKY.test(path) || f.weightGrams > 25_000;
  if (!(big || PERISHABLE.test(path)) || !f.rng.chance(0.5)) return [];
  return [...(ZONES.find((zone) => zone.includes(f.sellerState)) ?? ZONES[0] ?? [])];
}

const LIQUID = /^(?:\d+ x )?\d+(?:\.\d+)? (ml|L)$/;

export function listingDetails(f: ListingFacts): ListingDetails {
  const { rng } = f;
  const manufacturerName = maker(f.brand, f.countryOfOrigin);
  // One registered office and phone line per maker, the same on every listing of the brand.
  const office = new Random(`office:${manufacturerName}`);
  const [address, stdCode] = OFFICES[office.int(0, OFFICES.length - 1)] ?? OFFICES[0] ?? ['', ''];
  const phone = `${stdCode}-${office.int(2, 6)}${digits(office, 7)}`;
  const domain = `${slugify(f.brand).replace(/-/g, '') || 'haat'}.in`;
  const imported = f.countryOfOrigin !== 'India';
  const code = modelCode(f);
  const heavy = f.weightGrams > 20_000;
  const free = f.sellingRupees >= 500 || rng.chance(0.2);
  const quantity = f.specs['Net Quantity'] ?? f.specs.Volume ?? '';
  const shelf =
    f.specs['Shelf Life'] ?? (f.root === 'beauty' || f.root === 'grocery' ? '24 months' : undefined);
  return {
    manufacturerName,
    modelNumber: f.variantIndex ? `${code}-${String(f.variantIndex + 1).padStart(2, '0')}` : code,
    packerName: imported ? `Imported and marketed by ${manufacturerName}` : `Packed by ${manufacturerName}`,
    packerContact: `${address} · Tel ${phone} · care@${domain}`,
    shelfLife: shelf ?? (f.itemId === 'baby-food' ? '12 months' : null),
    isLiquid: LIQUID.test(quantity),
    fulfillmentChannel: !heavy && rng.chance(0.45) ? 'haat' : 'seller',
    shippingDimensions: dimensions(f),
    availableRegions: regions(f),
    freeShipping: free,
    shippingPricePaise: free ? 0 : rng.pick([40, 49, 59, 69, 79, 99]) * 100,
    complianceCertifications: certifications(f),
    safetyWarnings: warnings(f),
  };
}
