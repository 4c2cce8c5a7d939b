// Generated product artwork: a deterministic SVG per product (category pictogram, a palette from the id, the brand).
import { createHash } from 'node:crypto';
import { findCategory } from '@haat/domain/catalog/category-tree';
import { PICTOGRAMS, type Palette, type PictogramKey } from './pictograms.ts';

export interface ArtworkFacts {
  id: string;
  brand: string;
  category: string;
  subcategory: string;
  subSubcategory: string | null;
  /** The listing's variant ('8 GB RAM, 256 GB, Arctic White'), printed on the angle view. */
  variantName?: string | null;
  specifications?: Readonly<Record<string, string>>;
}

/** Most specific first: "root/sub/item", then "root/sub", then "root". */
const PICTOGRAM_BY_PATH: Readonly<Record<string, PictogramKey>> = {
  'mobile-phones': 'phone',
  'mobile-phones/wearables': 'watch',
  'mobile-phones/storage': 'card',
  'mobile-phones/accessories/memory-cards': 'card',
  electronics: 'laptop',
  'electronics/computers/monitors': 'tv',
  'electronics/computers/desktops': 'tv',
  'electronics/computers/tablets': 'phone',
  'electronics/tv': 'tv',
  'electronics/audio': 'headphones',
  'electronics/audio/bluetooth-speakers': 'speaker',
  'electronics/audio/soundbars': 'speaker',
  'electronics/audio/home-theatres': 'speaker',
  'electronics/audio/party-speakers': 'speaker',
  'electronics/cameras': 'camera',
  'electronics/wearables': 'watch',
  'electronics/wearables/smart-glasses': 'glasses',
  fashion: 'shirt',
  'fashion/womens': 'dress',
  'fashion/womens/tops': 'shirt',
  'fashion/womens/jeans': 'shirt',
  'fashion/kids/girls-clothing': 'dress',
  'fashion/shoes': 'shoe',
  'fashion/accessories': 'bag',
  'fashion/accessories/watches': 'watch',
  'fashion/accessories/sunglasses': 'glasses',
  'fashion/accessories/jewellery': 'gift',
  'fashion/luggage': 'suitcase',
  'fashion/luggage/backpacks': 'bag',
  'fashion/luggage/laptop-bags': 'bag',
  home: 'lamp',
  'home/kitchen': 'pot',
  'home/kitchen/large-appliances': 'fridge',
  'home/kitchen/climate-control': 'fan',
  'home/kitchen/vacuums': 'vacuum',
  'home/furniture': 'sofa',
  'home/furniture/beds': 'bed',
  'home/bedding': 'bed',
  'home/storage': 'box',
  'home/cleaning': 'bottle',
  books: 'book',
  beauty: 'bottle',
  'beauty/makeup': 'lipstick',
  grocery: 'packet',
  'grocery/coffee': 'mug',
  'grocery/drinks': 'mug',
  kids: 'blocks',
  'kids/baby': 'bottle',
  'kids/clothing': 'shirt',
  'kids/clothing/footwear': 'shoe',
  'kids/school': 'bag',
  sports: 'ball',
  'sports/fitness': 'dumbbell',
  'sports/outdoor/cycles': 'tyre',
  automotive: 'car',
  'automotive/riding-gear': 'helmet',
  'automotive/tyres': 'tyre',
  appliances: 'fridge',
  'appliances/large/washing-machines': 'washer',
  'appliances/small': 'pot',
  'home-appliances': 'fan',
  'home-appliances/cleaning': 'vacuum',
};

export function pictogramFor(
  facts: Pick<ArtworkFacts, 'category' | 'subcategory' | 'subSubcategory'>,
): PictogramKey {
  const { category, subcategory, subSubcategory } = facts;
  return (
    (subSubcategory ? PICTOGRAM_BY_PATH[`${category}/${subcategory}/${subSubcategory}`] : undefined) ??
    PICTOGRAM_BY_PATH[`${category}/${subcategory}`] ??
    PICTOGRAM_BY_PATH[category] ??
    'gift'
  );
}

/** Text placed in SVG: XML-escaped, with characters XML 1.0 forbids removed. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

export function truncate(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** A palette from the id's hash: the hue varies per product, lightness stays readable. */
export function paletteFor(
  id: string,
): Palette & { hue: number; backgroundFrom: string; backgroundTo: string; glow: string } {
  const digest = createHash('sha256').update(id).digest();
  const hue = digest.readUInt16BE(0) % 360;
  const shift = 20 + (digest.readUInt8(2) % 40);
  const h2 = (hue + shift) % 360;
  return {
    hue,
    backgroundFrom: `hsl(${hue} 85% 96%)`,
    backgroundTo: `hsl(${h2} 78% 87%)`,
    glow: `hsl(${(hue + 180) % 360} 80% 86%)`,
    primary: `hsl(${hue} 62% 44%)`,
    secondary: `hsl(${h2} 72% 62%)`,
    accent: `hsl(${(hue + 160) % 360} 82% 58%)`,
    ink: `hsl(${hue} 42% 20%)`,
  };
}

/** The label under the brand: the item's name from the category tree ("Android Phones"), else the subcategory's. */
export function shelfLabel(facts: ArtworkFacts): string {
  const sub = findCategory(facts.category)?.subcategories.find((s) => s.id === facts.subcategory);
  const item = sub?.items.find((i) => i.id === facts.subSubcategory);
  return item?.name ?? sub?.name ?? '';
}

/** The listing's own colour, so the Arctic White phone is drawn white and the Navy Blue shirt navy. */
const COLOUR_FILL: Readonly<Record<string, string>> = {
  Black: '#2b2b2e',
  White: '#f2f2ef',
  Grey: '#8a8f98',
  Silver: '#c3c7cc',
  Gold: '#d4a640',
  Blue: '#2f6fd6',
  'Navy Blue': '#1f2f5c',
  Green: '#2f9a5b',
  Red: '#d8353a',
  Maroon: '#7a1f2b',
  Pink: '#e46c9a',
  Purple: '#7d4fc4',
  Yellow: '#f2c230',
  Orange: '#ef7d22',
  Brown: '#8a5a35',
  Beige: '#d9c3a0',
};

/** The id's palette with the listing's own colour, when it has one, as the main fill. */
export function artworkPalette(
  facts: Pick<ArtworkFacts, 'id' | 'specifications'>,
): ReturnType<typeof paletteFor> {
  const palette = paletteFor(facts.id);
  const own = COLOUR_FILL[facts.specifications?.Colour ?? ''];
  return own ? { ...palette, primary: own } : palette;
}

export function renderProductArtwork(facts: ArtworkFacts): string {
  const p = artworkPalette(facts);
  const digest = createHash('sha256').update(`${facts.id}:layout`).digest();
  const glowX = 120 + (digest.readUInt8(0) % 360);
  const glowY = 80 + (digest.readUInt8(1) % 180);
  const glowR = 150 + (digest.readUInt8(2) % 90);
  const brand = truncate(facts.brand, 24);
  const brandSize = [...brand].length > 16 ? 30 : 38;
  const label = truncate(shelfLabel(facts), 30);
  const pictogram = PICTOGRAMS[pictogramFor(facts)](p);
  // Unique per product: several artworks inlined in one page must not share a gradient.
  const gradientId = `bg-${digest.toString('hex').slice(0, 10)}`;
  const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";

  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(
    `${brand} ${label}`.trim(),
  )}">
<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.backgroundFrom}"/><stop offset="1" stop-color="${p.backgroundTo}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#${gradientId})"/>
<circle cx="${glowX}" cy="${glowY}" r="${glowR}" fill="${p.glow}" opacity=".55"/>
<circle cx="${600 - glowX / 2}" cy="${520 - glowY / 3}" r="${glowR / 2}" fill="${p.backgroundFrom}" opacity=".6"/>
<ellipse cx="300" cy="402" rx="165" ry="20" fill="${p.ink}" opacity=".12"/>
<g transform="translate(150 96) scale(1.25)">${pictogram}</g>
<rect x="60" y="438" width="480" height="118" rx="24" fill="#ffffff" opacity=".92"/>
<text x="300" y="${brandSize > 30 ? 494 : 490}" text-anchor="middle" font-family="${font}" font-size="${brandSize}" font-weight="700" fill="${p.ink}">${escapeXml(brand)}</text>
<text x="300" y="532" text-anchor="middle" font-family="${font}" font-size="22" fill="${paletteFor(facts.id).primary}">${escapeXml(label)}</text>
</svg>
`;
}
