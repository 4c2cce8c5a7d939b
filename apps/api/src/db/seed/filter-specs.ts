// The specifications the filter panels read (SPECIFICATION_FILTERS in @haat/domain, plus each panel's own keys),
// written with one spelling per value so the facet counts add up.
import { SPECIFICATION_FILTERS } from '@haat/domain/catalog/products-query.schema';

export interface FilterSpecInput {
  root: string;
  sub: string;
  itemId: string;
  itemName: string;
  subName: string;
  title: string;
  specs: Readonly<Record<string, string>>;
}

const IRREGULAR: Readonly<Record<string, string>> = {
  Dresses: 'Dress',
  Watches: 'Watch',
  Sunglasses: 'Sunglasses',
  Jeans: 'Jeans',
  Trousers: 'Trousers',
  'Cargo Pants': 'Cargo Pants',
  Glasses: 'Glasses',
  Boxes: 'Box',
  'Storage Boxes': 'Storage Box',
  'Lunch Boxes': 'Lunch Box',
  Series: 'Series',
  Innerwear: 'Innerwear',
  Nightwear: 'Nightwear',
  Cookware: 'Cookware',
  Dinnerware: 'Dinnerware',
};

/** "Android Phones" → "Android Phone", "Lunch Boxes" → "Lunch Box". */
export function singular(name: string): string {
  if (IRREGULAR[name]) return IRREGULAR[name];
  if (/ies$/.test(name)) return name.replace(/ies$/, 'y');
  if (/(ch|sh|ss|x)es$/.test(name)) return name.replace(/es$/, '');
  if (/[^s]s$/.test(name)) return name.replace(/s$/, '');
  return name;
}

const OCCASIONS: readonly [RegExp, string][] = [
  [/wedding|lehenga|sherwani/i, 'Wedding'],
  [/festive|ethnic|diwali|kurta pyjama|saree|silk/i, 'Festive'],
  [/formal|oxford|derby|blazer/i, 'Formal'],
  [/running|training|sports|gym|dri-fit|walking/i, 'Sports'],
  [/night|pyjama set|innerwear|vests|trunks|lounge/i, 'Lounge'],
  [/party|sequin|stiletto|heels/i, 'Party'],
  [/trolley|duffel|travel|backpack/i, 'Travel'],
];

function occasion(text: string): string {
  return OCCASIONS.find(([pattern]) => pattern.test(text))?.[1] ?? 'Casual';
}

function season(text: string, itemId: string): string {
  if (
    /jacket|winter|fleece|puffer|sweatshirt|blanket|hood|boots|thermal|windcheater/i.test(`${text} ${itemId}`)
  ) {
    return 'Winter';
  }
  if (
    /t-shirt|tee|shorts|sandal|floater|flip|linen|cotton mulmul|sunglass|frock|cap/i.test(`${text} ${itemId}`)
  ) {
    return 'Summer';
  }
  return 'All Season';
}

function style(text: string): string {
  if (/embroider|chikankari|zari|gota|sequin/i.test(text)) return 'Embroidered';
  if (/\bchecked\b|\bchecks\b/i.test(text)) return 'Checked';
  if (/stripe/i.test(text)) return 'Striped';
  if (/print|floral|graphic|block|acid wash/i.test(text)) return 'Printed';
  return 'Solid';
}

function idealFor(input: FilterSpecInput): string {
  const text = `${input.title} ${input.itemId}`;
  if (/\bboys?\b/i.test(text)) return 'Boys';
  if (/\bgirls?\b/i.test(text)) return 'Girls';
  if (input.root === 'kids' || input.sub === 'kids' || /\bkids?\b|infant|baby/i.test(text)) return 'Kids';
  if (/women|saree|kurti|lehenga|salwar|heels/i.test(text) || input.sub === 'womens') return 'Women';
  if (/\bmen'?s?\b/i.test(text) || input.sub === 'mens') return 'Men';
  return 'Unisex';
}

/** 'Oily and acne-prone' → 'Oily'; the panel lists one word per skin type. */
function skinType(value: string | undefined): string {
  if (!value) return 'All';
  if (/oily/i.test(value)) return 'Oily';
  if (/dry/i.test(value)) return 'Dry';
  if (/sensitive/i.test(value)) return 'Sensitive';
  if (/combination/i.test(value)) return 'Combination';
  return 'All';
}

function beautyConcern(input: FilterSpecInput): string {
  const text = `${input.title} ${input.specs['Key Ingredient'] ?? ''}`;
  if (input.sub === 'haircare') {
    if (/dandruff/i.test(text)) return 'Dandruff';
    if (/hair ?fall|amla|bringha/i.test(text)) return 'Hair Fall';
    if (/repair|damage|keratin/i.test(text)) return 'Damage Repair';
    if (/colour/i.test(input.itemName)) return 'Grey Coverage';
    return 'Frizz Control';
  }
  if (/acne|neem|salicylic|charcoal/i.test(text)) return 'Acne';
  if (/spf|sun/i.test(text)) return 'Sun Protection';
  if (/vitamin c|ubtan|niacinamide|radiance/i.test(text)) return 'Dullness';
  if (/moistur|cream|dry/i.test(text)) return 'Dryness';
  return 'Oil Control';
}

const ROOMS: readonly [RegExp, string][] = [
  [/kitchen|cookware|dinnerware|storage-containers|kitchen-racks|dishwash|lunch/, 'Kitchen'],
  [/beds|bedding|bedsheets|comforters|pillows|blankets|mattresses|wardrobes/, 'Bedroom'],
  [/dining/, 'Dining Room'],
  [/office-chairs|bookshelves/, 'Study'],
  [/toilet|bath/, 'Bathroom'],
  [/diyas|showpieces/, 'Puja Room'],
  [/shoe-racks|laundry|hangers|organisers|mops|floor|detergents/, 'Utility'],
];

function room(input: FilterSpecInput): string {
  const path = `${input.sub}/${input.itemId}`;
  return ROOMS.find(([pattern]) => pattern.test(path))?.[1] ?? 'Living Room';
}

const GENRES: Readonly<Record<string, string>> = {
  fiction: 'Fiction',
  'non-fiction': 'Non-Fiction',
  childrens: "Children's",
  textbooks: 'Education',
  format: 'General',
};

/** The filter-panel specifications for a listing; the listing's own specifications win over these. */
export function filterSpecs(input: FilterSpecInput): Record<string, string> {
  const { root, sub, itemId, title, specs } = input;
  const type = singular(input.itemName);
  switch (root) {
    case 'fashion':
      return {
        Type: type,
        'Ideal For': idealFor(input),
        Occasion: occasion(`${title} ${specs.Occasion ?? ''} ${itemId}`),
        Season: season(title, itemId),
        Style: style(title),
        ...(specs.Fabric || specs.Material
          ? {}
          : { Material: sub === 'luggage' ? 'Polyester' : 'Synthetic' }),
        ...(sub === 'accessories' || sub === 'luggage' || sub === 'shoes'
          ? {}
          : { Fit: specs.Fit ?? 'Regular' }),
      };
    case 'kids': {
      const age = specs['Age Range'] ?? (sub === 'baby' ? '0-2 years' : '3 years and up');
      return {
        Type: type,
        'Ideal For': idealFor(input),
        'Age Range': age,
        ...(sub === 'toys' ? { 'Toy Type': type } : {}),
        ...(sub === 'clothing'
          ? { 'Clothing Type': type, Occasion: 'Casual', Season: season(title, itemId) }
          : {}),
      };
    }
    case 'beauty':
      return {
        'Product Type': type,
        Type: type,
        'Ideal For': specs['Ideal For'] ?? (/\bmen\b|beard/i.test(title) ? 'Men' : 'Unisex'),
        ...(sub === 'skincare'
          ? { 'Skin Type': skinType(specs['Skin Type']), Concern: beautyConcern(input) }
          : {}),
        ...(sub === 'haircare'
          ? {
              'Hair Type': /damaged/i.test(specs['Hair Type'] ?? title)
                ? 'Damaged'
                : /dry/i.test(specs['Hair Type'] ?? '')
                  ? 'Dry'
                  : 'All',
              Concern: beautyConcern(input),
            }
          : {}),
      };
    case 'grocery': {
      const veg = (specs['Dietary Preference'] ?? 'Vegetarian') !== 'Non-Vegetarian';
      return {
        Type: type,
        'Food Type': veg ? 'Veg' : 'Non-Veg',
        'Dietary Preference': /organic/i.test(title) ? 'Organic' : veg ? 'Vegetarian' : 'Non-Vegetarian',
      };
    }
    case 'books':
      return {
        Genre: sub === 'format' ? 'General' : input.itemName,
        Format: specs.Binding ?? 'Paperback',
        Language: specs.Language ?? 'English',
        Type: GENRES[sub] ?? 'General',
      };
    case 'home':
    case 'appliances':
    case 'home-appliances':
      return {
        Type: type,
        Room:
          root === 'home'
            ? room(input)
            : /kettles|mixer|fryers|microwaves|refrigerators|purifiers/.test(itemId)
              ? 'Kitchen'
              : /washing|irons/.test(itemId)
                ? 'Utility'
                : room(input),
        ...(specs.Material
          ? {}
          : {
              Material:
                /appliances/.test(`${root} ${sub}`) || root !== 'home'
                  ? 'Plastic and Metal'
                  : sub === 'bedding'
                    ? 'Cotton'
                    : sub === 'furniture'
                      ? 'Engineered Wood'
                      : 'Plastic',
            }),
      };
    case 'mobile-phones':
      return {
        Type: type,
        ...(sub === 'smartphones' || sub === 'price-range'
          ? { Connectivity: specs.Network === '5G' ? '5G' : '4G' }
          : {}),
      };
    default:
      return { Type: type, ...(root === 'sports' ? { 'Ideal For': idealFor(input) } : {}) };
  }
}

/** Keys whose spelling the panels fix: these replace the data's wording ('Oily and acne-prone' → 'Oily'). */
export const NORMALISED_KEYS = ['Occasion', 'Skin Type', 'Hair Type', 'Ideal For', 'Room'] as const;

/** Every specification key some filter reads; used by the seed test to prove the panels have values. */
export const FILTER_KEYS = Object.values(SPECIFICATION_FILTERS).flat();
