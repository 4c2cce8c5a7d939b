// Colour names as listings write them ("Arctic White", "Awesome Navy") and the plain colour the filter panels list.

/** The colours the colour filter offers; every listing's Colour specification is one of these. */
export const FILTER_COLOURS = [
  'Black',
  'White',
  'Grey',
  'Silver',
  'Gold',
  'Blue',
  'Navy Blue',
  'Green',
  'Red',
  'Maroon',
  'Pink',
  'Purple',
  'Yellow',
  'Orange',
  'Brown',
  'Beige',
  'Multicolour',
] as const;

export type FilterColour = (typeof FILTER_COLOURS)[number];

/** Words in marketing colour names and the filter colour they read as; the first word found wins. */
const COLOUR_WORDS: readonly [RegExp, FilterColour][] = [
  [/\b(navy|indigo)\b/i, 'Navy Blue'],
  [/\brose gold\b/i, 'Gold'],
  [/\b(multicolou?r|floral|assorted|rainbow)\b/i, 'Multicolour'],
  [/\b(black|obsidian|onyx|midnight|jet|phantom|conqueror|asteroid|matte black)\b/i, 'Black'],
  [/\b(white|porcelain|ivory|off white|starlight|pearl|clear|crystal|legend|frost)\b/i, 'White'],
  [/\b(grey|gray|charcoal|titanium|slate|ash|melange|graphite)\b/i, 'Grey'],
  [/\b(silver|chrome|inox|steel|platinum)\b/i, 'Silver'],
  [/\b(gold|golden|champagne|mustard|brass)\b/i, 'Gold'],
  [/\b(blue|teal|cyan|turquoise|aqua|ultramarine|bay|iceblue|denim|ocean|andaman|sky|cobalt)\b/i, 'Blue'],
  [/\b(green|olive|mint|emerald|sage|celadon|aloe|jade|peacock|lime|bottle)\b/i, 'Green'],
  [/\b(maroon|wine|burgundy|crimson|cherry|berry)\b/i, 'Maroon'],
  [/\b(red|scarlet|fiery|coral)\b/i, 'Red'],
  [/\b(pink|rani|blush|rose|magenta|fuchsia|peach)\b/i, 'Pink'],
  [/\b(purple|lilac|lavender|violet|mauve|plum)\b/i, 'Purple'],
  [/\b(yellow|lemon|sunshine)\b/i, 'Yellow'],
  [/\b(orange|saffron|rust|neon)\b/i, 'Orange'],
  [/\b(brown|tan|camel|walnut|wenge|teak|honey|coffee|chocolate|mocha|copper|sheesham)\b/i, 'Brown'],
  [/\b(beige|cream|khaki|sand|nude|natural|oatmeal)\b/i, 'Beige'],
];

/** The filter colour a marketing colour name reads as ("Arctic White" → White), or undefined for none. */
export function filterColourOf(name: string): FilterColour | undefined {
  for (const [pattern, colour] of COLOUR_WORDS) if (pattern.test(name)) return colour;
  return undefined;
}

/** Brand colour names for phones, as the makers list them. */
const PHONE_COLOURS: Readonly<Record<string, readonly string[]>> = {
  Apple: ['Black', 'White', 'Pink', 'Teal', 'Ultramarine'],
  Samsung: ['Awesome Navy', 'Onyx Black', 'Silver Shadow', 'Awesome Lilac', 'Mint'],
  Redmi: ['Arctic White', 'Midnight Black', 'Ocean Teal', 'Aurora Purple'],
  POCO: ['Titanium', 'Black', 'Frost Blue', 'Power Yellow'],
  realme: ['Glass Green', 'Glass Gold', 'Leather Blue', 'Mirage Purple'],
  Motorola: ['Cobalt Blue', 'Marshmallow Blue', 'Olive Green', 'Midnight Blue'],
  vivo: ['Andaman Blue', 'Peacock Green', 'Classic Black'],
  iQOO: ['Fiery Red', 'Conqueror Black', 'Dancing Green'],
  OnePlus: ['Flowy Emerald', 'Silky Black', 'Celadon Marble', 'Dark Chrome'],
  Google: ['Obsidian', 'Porcelain', 'Bay', 'Aloe'],
  Nothing: ['Black', 'Light Green', 'Orange', 'Blue'],
  Lava: ['Titanium Grey', 'Glass Blue', 'Starlight Purple'],
  Nokia: ['Charcoal', 'Cyan', 'Red'],
  Jio: ['Black', 'Blue'],
};
const APPLE_PRO_COLOURS = ['Desert Titanium', 'Black Titanium', 'White Titanium', 'Natural Titanium'];
const DEFAULT_PHONE_COLOURS = ['Black', 'Blue', 'Green', 'Silver'];

export function phoneColours(brand: string, title: string): readonly string[] {
  if (brand === 'Apple' && /\bPro\b/.test(title)) return APPLE_PRO_COLOURS;
  return PHONE_COLOURS[brand] ?? DEFAULT_PHONE_COLOURS;
}

/** Colour names clothing and shoes come in, by who wears them. */
export const APPAREL_COLOURS = {
  men: ['Black', 'White', 'Navy Blue', 'Olive Green', 'Maroon', 'Grey Melange', 'Sky Blue', 'Beige'],
  women: [
    'Black',
    'Maroon',
    'Mustard Yellow',
    'Teal Blue',
    'Rani Pink',
    'Bottle Green',
    'Peach',
    'Lavender',
    'Off White',
  ],
  kids: ['Red', 'Royal Blue', 'Yellow', 'Pink', 'Green', 'Navy Blue', 'Orange'],
  shoes: ['Black', 'White', 'Navy Blue', 'Grey', 'Tan', 'Olive Green'],
  accessories: ['Black', 'Brown', 'Navy Blue', 'Silver', 'Rose Gold', 'Tan'],
  luggage: ['Navy Blue', 'Black', 'Teal Blue', 'Red', 'Graphite Grey', 'Lavender'],
} as const;

/** Colours for gadgets, homeware, toys and sports goods. */
export const GOODS_COLOURS = {
  gadgets: ['Black', 'White', 'Blue', 'Grey', 'Green', 'Red'],
  laptops: ['Natural Silver', 'Arctic Grey', 'Midnight Black'],
  macbooks: ['Midnight', 'Starlight', 'Space Grey', 'Silver'],
  home: ['Grey', 'Beige', 'Blue', 'Green', 'White', 'Brown'],
  wood: ['Walnut', 'Wenge', 'Honey Teak', 'Natural Sheesham'],
  kids: ['Red', 'Blue', 'Yellow', 'Pink', 'Green', 'Multicolour'],
  sports: ['Black', 'Blue', 'Red', 'Green', 'Orange', 'Grey'],
  auto: ['Black', 'Grey', 'Beige', 'Red'],
  appliances: ['White', 'Black', 'Silver', 'Grey'],
} as const;
