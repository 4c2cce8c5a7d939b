// What bench/search.mjs sends: typed prefixes, whole queries and filtered searches an Indian shopper would.
/** What shoppers type before a suggestion appears: prefixes, a typo, a Hindi word, a rewrite's source. */
export const prefixes = [
  'iph',
  'iphon',
  'samsu',
  'samsng',
  'headph',
  'kurt',
  'sare',
  'mobil',
  'refri',
  'साड़ी',
  'lapt',
  'redmi',
  'jean',
  'tshi',
  'pressure c',
  'boa',
  'runnin',
  'wat',
  'fridg',
  'earph',
];

/** Whole queries: plain, multi-word, the spec's rewrites, Indian spellings and synonyms, typos, Hindi. */
export const terms = [
  'iphone 15',
  'samsung galaxy',
  'mobile',
  'phone under 20000',
  'fridge',
  'tv',
  'laptop',
  'earphones',
  'headfone',
  'samsng',
  'tshirt',
  'jeans',
  'kurti',
  'saree',
  'sari',
  'ac',
  'chappal',
  'running shoes',
  'pressure cooker',
  'watch for men',
  'bluetooth speaker',
  'साड़ी',
];

/** Search within a category and a price range (rupees), as the results page's filters send it. */
export const filtered = [
  ['mobile', 'mobile-phones', 10000, 30000],
  ['samsung', 'mobile-phones', 15000, 80000],
  ['headphones', 'electronics', 500, 5000],
  ['kurta', 'fashion', 300, 2000],
  ['saree', 'fashion', 500, 5000],
  ['refrigerator', 'appliances', 10000, 60000],
];
