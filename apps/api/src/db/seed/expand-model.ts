// Chooses how a model is split into listings, by where it sits in the category tree.
import { APPAREL_COLOURS, GOODS_COLOURS } from './colours.ts';
import type { Random } from './random.ts';
import {
  amountVariants,
  BEAUTY_LADDERS,
  bookVariants,
  capacityVariants,
  GROCERY_LADDERS,
  packOfVariants,
  shadeVariants,
} from './variant-kinds.ts';
import { cameraKitVariants, luggageVariants, tyreVariants } from './variant-goods.ts';
import {
  colourVariants,
  computerVariants,
  phoneVariants,
  single,
  tvVariants,
  type Variant,
  type VariantInput,
} from './variants.ts';

type Rule = (input: VariantInput, rng: Random) => Variant[];

const colours =
  (palette: readonly string[], count: number): Rule =>
  (input, rng) =>
    colourVariants(input, palette, count, rng);
const packs =
  (...counts: number[]): Rule =>
  (input) =>
    packOfVariants(input, counts);
const capacity =
  (exponent = 0.6, key = 'Capacity'): Rule =>
  (input) =>
    capacityVariants(input, exponent, key);
const solo: Rule = (input) => single(input);

const MEN_SHOE_SIZES = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'];
const WOMEN_SHOE_SIZES = ['UK 3', 'UK 4', 'UK 5', 'UK 6', 'UK 7', 'UK 8'];

/** The sizes a model is made in: the data's list, else the usual run for shoes; one size for sarees. */
function sizesOffered(input: VariantInput): string[] {
  if (/saree|dupatta|stole/i.test(input.title)) return [];
  if (input.sub === 'shoes') return /women/i.test(input.title) ? WOMEN_SHOE_SIZES : MEN_SHOE_SIZES;
  const listed = (input.specs.Size ?? '').split(',').map((size) => size.trim());
  return listed.length >= 3 ? listed : [];
}

/** Three sizes from the middle of the run, where most shoppers buy ("M, L, XL", "UK 7, 8, 9"). */
function middleSizes(sizes: readonly string[]): string[] {
  const from = sizes.includes('M') ? sizes.indexOf('M') : Math.max(0, Math.floor((sizes.length - 3) / 2));
  return sizes.slice(from, from + 3);
}

/**
 * Apparel as Amazon.in lists it: every colour and size is its own listing with its own stock and sku (three
 * colours in three sizes); the Size specification is the listing's size, "Sizes Available" the model's run.
 */
function apparel(input: VariantInput, rng: Random): Variant[] {
  const idealFor = input.specs['Ideal For'] ?? '';
  const palette =
    input.root === 'kids' || input.sub === 'kids'
      ? APPAREL_COLOURS.kids
      : input.sub === 'shoes'
        ? APPAREL_COLOURS.shoes
        : /women/i.test(input.title) || idealFor === 'Women' || input.sub === 'womens'
          ? APPAREL_COLOURS.women
          : APPAREL_COLOURS.men;
  const offered = sizesOffered(input);
  if (!offered.length) {
    return colourVariants(input, palette, 6, rng).map((v) => ({
      ...v,
      specs: { ...v.specs, Size: 'Free Size' },
    }));
  }
  const colours = colourVariants(input, palette, 3, rng);
  const available = { 'Sizes Available': offered.join(', ') };
  return middleSizes(offered).flatMap((size) =>
    colours.map((v) => ({
      ...v,
      name: `${v.name ?? ''}, ${size}`,
      title: v.title.replace(/\)$/, `, Size ${size})`),
      specs: { ...v.specs, Size: size, ...available },
      options: { ...v.options, size },
    })),
  );
}

/** Most specific path first: "root/sub/item", then "root/sub", then "root". */
const RULES: Readonly<Record<string, Rule>> = {
  'mobile-phones/smartphones': (input, rng) =>
    input.specs.RAM ? phoneVariants(input, rng, false) : colourVariants(input, GOODS_COLOURS.gadgets, 3, rng),
  'mobile-phones/price-range': (input, rng) => phoneVariants(input, rng, true),
  'mobile-phones/accessories/memory-cards': capacity(0.7),
  'mobile-phones/accessories/screen-guards': packs(1, 2, 3),
  'mobile-phones/storage': capacity(0.7),
  'mobile-phones/storage/cloud-storage-plans': solo,
  'mobile-phones': colours(GOODS_COLOURS.gadgets, 4),
  'electronics/computers/laptops': computerVariants,
  'electronics/computers/desktops': computerVariants,
  'electronics/computers/tablets': (input, rng) => phoneVariants(input, rng, false),
  'electronics/computers/monitors': solo,
  'electronics/computers/printers': solo,
  'electronics/computers/networking': solo,
  'electronics/computers': colours(GOODS_COLOURS.gadgets, 3),
  'electronics/tv/smart-tvs': tvVariants,
  'electronics/tv/4k-tvs': tvVariants,
  'electronics/tv/oled-tvs': tvVariants,
  'electronics/tv/qled-tvs': tvVariants,
  'electronics/tv': solo,
  'electronics/audio/soundbars': solo,
  'electronics/audio/home-theatres': solo,
  'electronics/audio/party-speakers': solo,
  'electronics/audio/microphones': packs(1, 2),
  'electronics/audio': colours(GOODS_COLOURS.gadgets, 5),
  'electronics/cameras/dslr-cameras': cameraKitVariants,
  'electronics/cameras/mirrorless-cameras': cameraKitVariants,
  'electronics/cameras/security-cameras': packs(1, 2, 4),
  'electronics/cameras/instant-cameras': colours(
    ['Pastel Blue', 'Blossom Pink', 'Lilac Purple', 'Clay White', 'Mint Green'],
    4,
  ),
  'electronics/cameras/tripods': colours(['Black', 'Grey'], 2),
  'electronics/cameras': solo,
  'electronics/wearables/vr-headsets': capacity(0.5, 'Storage'),
  'electronics/wearables': colours(GOODS_COLOURS.gadgets, 4),
  'fashion/luggage/trolley-bags': (input) => luggageVariants(input, APPAREL_COLOURS.luggage),
  'fashion/luggage': colours(APPAREL_COLOURS.luggage, 4),
  'fashion/accessories': colours(APPAREL_COLOURS.accessories, 5),
  fashion: apparel,
  'kids/clothing': apparel,
  'home/kitchen/large-appliances': capacity(),
  'home/kitchen/climate-control': capacity(),
  'home/kitchen/cookware': (input, rng) =>
    /Pressure Cooker/.test(input.title)
      ? capacityVariants(input, 0.5)
      : colourVariants(input, ['Black', 'Red', 'Grey'], 2, rng),
  'home/kitchen/storage-containers': packs(1, 2),
  'home/kitchen/specialty': solo,
  'home/kitchen': colours(GOODS_COLOURS.appliances, 3),
  'home/cleaning/mops': colours(['Blue', 'Green', 'Grey'], 2),
  'home/cleaning': (input) => amountVariants(input, GROCERY_LADDERS),
  'home/furniture/sofas': colours(GOODS_COLOURS.home, 5),
  'home/furniture/office-chairs': colours(['Black', 'Grey', 'Blue'], 2),
  'home/furniture/shoe-racks': colours(['Brown', 'Grey', 'Blue'], 2),
  'home/furniture/wardrobes': colours(['Silver Grey', 'Ivory', 'Coffee Brown'], 3),
  'home/furniture': colours(GOODS_COLOURS.wood, 4),
  'home/decor/diyas-and-lights': packs(1, 2, 4),
  'home/decor': colours(GOODS_COLOURS.home, 5),
  'home/bedding/pillows': packs(1, 2, 4),
  'home/bedding': colours(GOODS_COLOURS.home, 5),
  'home/storage': colours(GOODS_COLOURS.home, 5),
  books: bookVariants,
  'beauty/makeup/makeup-kits': solo,
  'beauty/makeup': (input, rng) => shadeVariants(input, rng, 4),
  'beauty/haircare/hair-colour': (input, rng) => shadeVariants(input, rng, 4),
  'beauty/haircare/hair-dryers': colours(['Black', 'Pink', 'Purple'], 2),
  'beauty/haircare/straighteners': colours(['Black', 'Pink', 'Purple'], 2),
  'beauty/personal-care/trimmers': solo,
  'beauty/personal-care/shavers': packs(1, 2),
  'beauty/personal-care': (input) => amountVariants(input, GROCERY_LADDERS),
  beauty: (input) => amountVariants(input, BEAUTY_LADDERS),
  grocery: (input) => amountVariants(input, GROCERY_LADDERS, true),
  'kids/toys/board-games': solo,
  'kids/toys/puzzles': solo,
  'kids/toys/building-blocks': solo,
  'kids/toys/action-figures': solo,
  'kids/toys/educational-toys': solo,
  'kids/toys': colours(GOODS_COLOURS.kids, 5),
  'kids/baby/baby-food': (input) => amountVariants(input, GROCERY_LADDERS),
  'kids/baby/baby-bath': (input) => amountVariants(input, BEAUTY_LADDERS),
  'kids/baby/diapers': packs(1, 2),
  'kids/baby/feeding-bottles': packs(1, 2),
  'kids/baby': colours(GOODS_COLOURS.kids, 3),
  'kids/school/stationery': packs(1, 2),
  kids: colours(GOODS_COLOURS.kids, 5),
  'sports/fitness/dumbbells': capacity(0.8, 'Weight'),
  'sports/fitness/treadmills': solo,
  'sports/fitness/exercise-bikes': solo,
  'sports/fitness/yoga-mats': colours(['Purple', 'Blue', 'Black', 'Green', 'Pink'], 4),
  'sports/cricket/bats': solo,
  'sports/cricket/balls': packs(1, 2, 6),
  'sports/team-sports/badminton': (input, rng) =>
    /Pack of/.test(input.title)
      ? packOfVariants(input, [1, 2])
      : colourVariants(input, GOODS_COLOURS.sports, 3, rng),
  'sports/outdoor/skating': solo,
  sports: colours(GOODS_COLOURS.sports, 5),
  'automotive/tyres/tyre-inflators': solo,
  automotive: colours(GOODS_COLOURS.auto, 4),
  'automotive/tyres': tyreVariants,
  'automotive/riding-gear/helmets': colours(['Matt Black', 'Glossy White', 'Red', 'Blue', 'Grey'], 4),
  'automotive/motorbike-accessories/lights': solo,
  'automotive/motorbike-accessories/locks': solo,
  'automotive/car-accessories/car-perfumes': packs(1, 2, 3),
  'automotive/car-accessories/dash-cams': solo,
  'appliances/large': capacity(),
  'appliances/small/water-purifiers': solo,
  'appliances/small/kettles': capacity(0.4),
  'appliances/small': colours(GOODS_COLOURS.appliances, 3),
  'home-appliances/climate/air-coolers': capacity(),
  'home-appliances/climate/fans': (input, rng) =>
    /\d+ mm/.test(input.title)
      ? capacityVariants(input, 0.3, 'Sweep')
      : colourVariants(input, GOODS_COLOURS.appliances, 2, rng),
  'home-appliances': solo,
};

/** Shelves where sellers also list certified refurbished and open-box units of a model. */
const SECOND_HAND_SHELVES = new Set([
  'mobile-phones/smartphones',
  'electronics/computers/laptops',
  'electronics/computers/tablets',
]);

/**
 * Refurbished and open-box units stay in the model's group, with a `condition` option beside its memory and
 * colour, as Flipkart shows them inside the product page (Amazon.in's "Renewed" store lists them apart); every
 * listing of such a group then carries its condition, "New" included, so the picker can offer the choice
 * (docs/behaviour/catalogue.md#product-groups). They sell below the new listing of the same options
 * (build-products.ts groupDiscount).
 */
function secondHand(variants: Variant[], rng: Random): Variant[] {
  const pick = (list: Variant[]) => list[Math.floor(list.length / 2)] ?? list[0];
  const base = pick(variants);
  if (!base) return variants;
  const extra: Variant[] = [
    {
      ...base,
      name: `${base.name ?? 'Standard'}, Refurbished`,
      title: `${base.title} (Refurbished)`,
      options: { ...base.options, condition: 'Refurbished' },
      condition: 'refurbished',
    },
  ];
  if (rng.chance(0.4)) {
    extra.push({
      ...base,
      name: `${base.name ?? 'Standard'}, Open Box`,
      title: `${base.title} (Open Box)`,
      options: { ...base.options, condition: 'Open Box' },
      condition: 'open-box',
    });
  }
  return [...variants.map((v) => ({ ...v, options: { ...v.options, condition: 'New' } })), ...extra];
}

export function expandModel(input: VariantInput, rng: Random): Variant[] {
  const rule =
    RULES[`${input.root}/${input.sub}/${input.itemId}`] ??
    RULES[`${input.root}/${input.sub}`] ??
    RULES[input.root] ??
    solo;
  const variants = rule(input, rng);
  const shelf =
    SECOND_HAND_SHELVES.has(`${input.root}/${input.sub}`) ||
    SECOND_HAND_SHELVES.has(`${input.root}/${input.sub}/${input.itemId}`);
  return shelf && input.itemId !== 'feature-phones' ? secondHand(variants, rng) : variants;
}
