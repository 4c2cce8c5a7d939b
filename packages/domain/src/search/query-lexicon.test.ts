// The shopping vocabulary of docs/behaviour/search.md#query-understanding: the tables are checked against the
// category tree, the seed's colours and brands, and the tokeniser that reads queries, so that every name can match.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, leafPaths } from '../catalog/category-tree.ts';
import {
  AUDIENCE_WORDS,
  BRAND_SPELLINGS,
  COLOUR_WORDS,
  PRODUCT_TYPES,
  QUERY_STOP_WORDS,
  type ProductTypeEntry,
} from './query-lexicon.ts';
import { queryTokens } from './query-understanding.ts';
import { SEARCH_AUDIENCES } from './search-interpretation.schema.ts';

/** The values of the seed's Colour specification (`select distinct specifications->>'Colour' from products`). */
const SEED_COLOURS = [
  'Black',
  'Green',
  'Blue',
  'White',
  'Grey',
  'Navy Blue',
  'Red',
  'Brown',
  'Pink',
  'Beige',
  'Silver',
  'Purple',
  'Maroon',
  'Yellow',
  'Gold',
  'Orange',
  'Multicolour',
];

/** Brands the seed sells, as it spells them, that BRAND_SPELLINGS may name (`select distinct brand from products`). */
const SEED_BRANDS = new Set([
  'Samsung',
  'Apple',
  'realme',
  'Motorola',
  'vivo',
  'OnePlus',
  'POCO',
  'iQOO',
  'Redmi',
  'Adidas',
  'Xiaomi',
  'ASUS',
  'Philips',
  'Hopscotch',
  'Van Heusen',
  "Levi's",
  'Google',
  'OPPO',
  'Manyavar',
  'Bata',
  'Biba',
  'Wildcraft',
  'Puma',
  'LG',
  'Woodland',
  'boAt',
  'HP',
  'Lenovo',
  'Tata Sampann',
  'Nivia',
  'Sony',
  'Pepe Jeans',
  'Fabindia',
  'Red Tape',
  'Cello',
  'U.S. Polo Assn.',
  'Nike',
  'Campus',
  'Allen Solly',
  'Sparx',
  'Fortune',
  'itel',
  'Wakefit',
  "Haldiram's",
  'Lakmé',
  'Maybelline New York',
  'Babyhug',
  'Saffola',
  'Infinix',
  'Dell',
  'Milton',
  'Logitech',
  'JBL',
  'Bajaj',
  'Prestige',
  'Titan',
  'American Tourister',
  'Noise',
  'Nokia',
]);

/** The scripts of the store's 13 languages besides English: Hindi, Marathi and Nepali share Devanagari, Bengali and Assamese the Bengali script. */
const SCRIPTS = [
  'Devanagari',
  'Bengali',
  'Tamil',
  'Telugu',
  'Gujarati',
  'Kannada',
  'Malayalam',
  'Gurmukhi',
  'Oriya',
  'Arabic',
] as const;

const tokensOf = (text: string) =>
  queryTokens(text)
    .map((t) => t.text)
    .join(' ');

const allPaths = new Set<string>();
for (const category of CATEGORIES.filter((c) => !c.pseudo)) {
  allPaths.add(category.id);
  for (const sub of category.subcategories) {
    allPaths.add(`${category.id}/${sub.id}`);
    for (const item of sub.items) allPaths.add(`${category.id}/${sub.id}/${item.id}`);
  }
}

const covers = (path: string, leaf: string) => leaf === path || leaf.startsWith(`${path}/`);

/** The entry a whole name belongs to (the lexicon's own lookup, independent of how queries are read). */
function entryNamed(name: string): ProductTypeEntry | undefined {
  return PRODUCT_TYPES.find((entry) => entry.names.includes(name.normalize('NFC').toLowerCase()));
}

describe('PRODUCT_TYPES', () => {
  it('covers every leaf path products live in', () => {
    const uncovered = leafPaths().filter(
      (leaf) => !PRODUCT_TYPES.some((e) => e.paths.some((p) => covers(p, leaf))),
    );
    expect(uncovered).toEqual([]);
  });

  it('names only paths of the category tree, never a pseudo-category, and labels no type by a price band', () => {
    const unknown = PRODUCT_TYPES.flatMap((e) => e.paths).filter((path) => !allPaths.has(path));
    expect(unknown).toEqual([]);
    expect(PRODUCT_TYPES.filter((e) => e.paths[0]!.startsWith('mobile-phones/price-range'))).toEqual([]);
    for (const entry of PRODUCT_TYPES) {
      expect(entry.paths.length).toBeGreaterThan(0);
      expect(new Set(entry.paths).size).toBe(entry.paths.length);
    }
  });

  it('writes every name lower-case NFC, trimmed, with single spaces, as words the tokeniser reads', () => {
    const bad = PRODUCT_TYPES.flatMap((e) => e.names).filter(
      (name) =>
        name !== name.normalize('NFC').toLowerCase() ||
        name !== name.trim().replace(/\s+/g, ' ') ||
        queryTokens(name).length === 0,
    );
    expect(bad).toEqual([]);
  });

  it('gives each name, and each sequence of words, to one entry only', () => {
    const owner = new Map<string, number>();
    const clashes: string[] = [];
    PRODUCT_TYPES.forEach((entry, index) => {
      for (const key of new Set(entry.names.map(tokensOf))) {
        const first = owner.get(key);
        if (first !== undefined && first !== index)
          clashes.push(`${key}: ${PRODUCT_TYPES[first]!.paths[0]} / ${entry.paths[0]}`);
        owner.set(key, index);
      }
    });
    expect(clashes).toEqual([]);
  });

  it('keeps audience, colour and stop words out of type names of one word (a type is read first and would hide them)', () => {
    const shadowing = PRODUCT_TYPES.flatMap((e) => e.names).filter((name) => {
      const tokens = queryTokens(name);
      if (tokens.length !== 1) return false;
      const word = tokens[0]!.text;
      return word in AUDIENCE_WORDS || word in COLOUR_WORDS || QUERY_STOP_WORDS.has(word);
    });
    expect(shadowing).toEqual([]);
  });

  it.each(SCRIPTS)('names at least 30 types in the %s script', (script) => {
    const pattern = new RegExp(`\\p{Script=${script}}`, 'u');
    const typesNamed = PRODUCT_TYPES.filter((e) => e.names.some((name) => pattern.test(name)));
    expect(typesNamed.length).toBeGreaterThanOrEqual(30);
  });

  // The most shopped types as written in each of the 14 languages.
  it.each([
    ['en', 'television', 'electronics/tv/smart-tvs'],
    ['en', 'fridge', 'appliances/large/refrigerators'],
    ['en', 'mixie', 'appliances/small/mixer-grinders'],
    ['en', 'cooling glass', 'fashion/accessories/sunglasses'],
    ['en', 'banian', 'fashion/mens/innerwear'],
    ['en', 'sleepers', 'fashion/shoes/chappals'],
    ['en', 'scent', 'beauty/fragrance/perfumes'],
    ['en', 'almirah', 'home/furniture/wardrobes'],
    ['en', 'tiffin', 'kids/school/lunch-boxes'],
    ['en', 'scooty cover', 'automotive/motorbike-accessories/bike-covers'],
    ['en', 'nighty', 'fashion/womens/nightwear'],
    ['en', 'frock', 'fashion/kids/girls-clothing'],
    ['hinglish', 'kurthi', 'fashion/womens/kurtis'],
    ['hinglish', 'chawal', 'grocery/packaged/rice'],
    ['hinglish', 'aata', 'grocery/packaged/atta-and-flours'],
    ['hinglish', 'chai patti', 'grocery/coffee/tea'],
    ['hinglish', 'achaar', 'grocery/general/pickles'],
    ['hinglish', 'agarbatti', undefined],
    ['hinglish', 'ghadi', 'fashion/accessories/watches'],
    ['hinglish', 'joote', 'fashion/shoes/sneakers'],
    ['hinglish', 'kitab', 'books'],
    ['hinglish', 'sabun', 'beauty/personal-care/bath-and-body'],
    ['hinglish', 'lehnga', 'fashion/womens/lehengas'],
    ['hi', 'मोबाइल', 'mobile-phones/smartphones/android-phones'],
    ['hi', 'फ़ोन', 'mobile-phones/smartphones/android-phones'],
    ['hi', 'टीवी', 'electronics/tv/smart-tvs'],
    ['hi', 'लैपटॉप', 'electronics/computers/laptops'],
    ['hi', 'साड़ी', 'fashion/womens/sarees'],
    ['hi', 'कुर्ती', 'fashion/womens/kurtis'],
    ['hi', 'चप्पल', 'fashion/shoes/chappals'],
    ['hi', 'दाल', 'grocery/packaged/dals-and-pulses'],
    ['mr', 'तांदूळ', 'grocery/packaged/rice'],
    ['mr', 'घड्याळ', 'fashion/accessories/watches'],
    ['ne', 'चामल', 'grocery/packaged/rice'],
    ['ne', 'चिया', 'grocery/coffee/tea'],
    ['bn', 'মোবাইল', 'mobile-phones/smartphones/android-phones'],
    ['bn', 'শাড়ি', 'fashion/womens/sarees'],
    ['bn', 'বই', 'books'],
    ['as', 'কিতাপ', 'books'],
    ['as', 'চাউল', 'grocery/packaged/rice'],
    ['ta', 'மொபைல்', 'mobile-phones/smartphones/android-phones'],
    ['ta', 'சேலை', 'fashion/womens/sarees'],
    ['ta', 'அரிசி', 'grocery/packaged/rice'],
    ['te', 'చీర', 'fashion/womens/sarees'],
    ['te', 'బియ్యం', 'grocery/packaged/rice'],
    ['gu', 'સાડી', 'fashion/womens/sarees'],
    ['gu', 'ચોખા', 'grocery/packaged/rice'],
    ['kn', 'ಸೀರೆ', 'fashion/womens/sarees'],
    ['kn', 'ಅಕ್ಕಿ', 'grocery/packaged/rice'],
    ['ml', 'സാരി', 'fashion/womens/sarees'],
    ['ml', 'അരി', 'grocery/packaged/rice'],
    ['pa', 'ਸਾੜੀ', 'fashion/womens/sarees'],
    ['pa', 'ਚੌਲ', 'grocery/packaged/rice'],
    ['or', 'ଶାଢ଼ୀ', 'fashion/womens/sarees'],
    ['or', 'ଚାଉଳ', 'grocery/packaged/rice'],
    ['ur', 'موبائل', 'mobile-phones/smartphones/android-phones'],
    ['ur', 'چاول', 'grocery/packaged/rice'],
  ] as const)('%s: "%s" names the type first filed under %s', (_language, name, path) => {
    const entry = entryNamed(name);
    if (path === undefined) {
      // The catalogue sells no incense: the word is left to the text search rather than read as another type.
      expect(entry).toBeUndefined();
    } else {
      expect(entry?.paths[0]).toBe(path);
    }
  });

  it('keeps Indian words as their own types: a kurti is a women’s tunic, atta is flour, not attar', () => {
    const kurti = entryNamed('kurti')!;
    expect(kurti.paths).toEqual(['fashion/womens/kurtis']);
    expect(kurti.audience).toBe('women');
    expect(entryNamed('kurthi')).toBe(kurti);
    expect(entryNamed('kurta')!.paths).toEqual([
      'fashion/mens/kurtas',
      'fashion/womens/kurtis',
      'fashion/kids/ethnic-wear',
    ]);
    expect(entryNamed('kurta')!.audience).toBeUndefined();
    expect(entryNamed('atta')!.paths).toEqual(['grocery/packaged/atta-and-flours']);
    expect(entryNamed('attar')!.paths).toEqual(['beauty/fragrance/attars']);
  });

  // A name that narrows its type ("cotton saree", "toor dal") would filter by the type and drop the word that
  // narrows it; such words are left to the text search, and the type is read from the head word alone.
  it.each([
    ['5g phone', 'phone'],
    ['gaming laptop', 'laptop'],
    ['split ac', 'ac'],
    ['ceiling fan', 'fan'],
    ['cotton saree', 'saree'],
    ['formal shirt', 'shirt'],
    ['toor dal', 'dal'],
    ['basmati rice', 'rice'],
    ['mustard oil', 'oil'],
    ['garam masala', 'masala'],
    ['tomato ketchup', 'sauce'],
    ['iphone cover', 'cover'],
  ] as const)('leaves "%s" unnamed and reads its type from "%s"', (phrase, head) => {
    expect(entryNamed(phrase)).toBeUndefined();
    expect(entryNamed(head)).toBeDefined();
  });

  it('reads a watch as a wrist watch first and a smart watch second; a smart watch as a smart watch only', () => {
    expect(entryNamed('watch')!.paths[0]).toBe('fashion/accessories/watches');
    expect(entryNamed('watch')!.paths).toContain('electronics/wearables/smart-watches');
    expect(entryNamed('smartwatch')!.paths).toEqual([
      'electronics/wearables/smart-watches',
      'mobile-phones/wearables/smart-watches',
    ]);
  });

  it('reads a tv as every television path and not the streaming sticks; an accessory apart from its device', () => {
    const tv = entryNamed('tv')!;
    expect(tv.paths.filter((p) => p.startsWith('electronics/tv/')).sort()).toEqual(
      leafPaths()
        .filter((p) => p.startsWith('electronics/tv/') && p !== 'electronics/tv/streaming-devices')
        .sort(),
    );
    expect(entryNamed('tv unit')!.paths).toEqual(['home/furniture/tv-units']);
    expect(entryNamed('iphone')!.paths).toEqual(['mobile-phones/smartphones/iphones']);
    expect(entryNamed('cover')!.paths).toEqual(['mobile-phones/accessories/cases-and-covers']);
    expect(entryNamed('car cover')!.paths).toEqual(['automotive/car-accessories/car-covers']);
    expect(entryNamed('scooty cover')!.paths).toEqual(['automotive/motorbike-accessories/bike-covers']);
    expect(entryNamed('cricket bat')!.paths).toEqual(['sports/cricket/bats']);
    expect(entryNamed('batting pads')!.paths).toEqual(['sports/cricket/pads']);
  });
});

describe('COLOUR_WORDS', () => {
  it('maps every word, in any script, to a colour the seed uses', () => {
    const unknown = Object.entries(COLOUR_WORDS).filter(([, colour]) => !SEED_COLOURS.includes(colour));
    expect(unknown).toEqual([]);
  });

  it('names every colour the seed uses in English, Hinglish and the Indian scripts', () => {
    for (const colour of SEED_COLOURS) expect(Object.values(COLOUR_WORDS)).toContain(colour);
    expect(COLOUR_WORDS['laal']).toBe('Red');
    expect(COLOUR_WORDS['kala']).toBe('Black');
    expect(COLOUR_WORDS['neela']).toBe('Blue');
    expect(COLOUR_WORDS['safed']).toBe('White');
    expect(COLOUR_WORDS['gray']).toBe('Grey');
    expect(COLOUR_WORDS['navy']).toBe('Navy Blue');
    expect(COLOUR_WORDS['लाल']).toBe('Red');
    expect(COLOUR_WORDS['सफ़ेद'.normalize('NFC')]).toBe('White');
    expect(COLOUR_WORDS['কালো']).toBe('Black');
    expect(COLOUR_WORDS['நீலம்']).toBe('Blue');
    expect(COLOUR_WORDS['سفید']).toBe('White');
    for (const script of SCRIPTS) {
      const pattern = new RegExp(`\\p{Script=${script}}`, 'u');
      expect(Object.keys(COLOUR_WORDS).filter((w) => pattern.test(w)).length).toBeGreaterThanOrEqual(8);
    }
  });
});

describe('AUDIENCE_WORDS', () => {
  it('maps words to the audiences a search knows', () => {
    for (const audience of Object.values(AUDIENCE_WORDS)) expect(SEARCH_AUDIENCES).toContain(audience);
  });

  it.each([
    ['men', 'men'],
    ["men's", 'men'],
    ['gents', 'men'],
    ['पुरुषों', 'men'],
    ['मर्द', 'men'],
    ['ladies', 'women'],
    ['mahila', 'women'],
    ['महिलाओं', 'women'],
    ['औरत', 'women'],
    ['boys', 'boys'],
    ['लड़कों', 'boys'],
    ['girls', 'girls'],
    ['लड़कियों', 'girls'],
    ['kids', 'kids'],
    ['bacche', 'kids'],
    ['बच्चों', 'kids'],
    ['infant', 'baby'],
    ['शिशु', 'baby'],
  ] as const)('reads "%s" as %s', (word, audience) => {
    expect(AUDIENCE_WORDS[word.normalize('NFC')]).toBe(audience);
  });

  it.each(SCRIPTS)('names men, women and kids in the %s script', (script) => {
    const pattern = new RegExp(`\\p{Script=${script}}`, 'u');
    const named = new Set(
      Object.entries(AUDIENCE_WORDS)
        .filter(([word]) => pattern.test(word))
        .map(([, audience]) => audience),
    );
    for (const audience of ['men', 'women', 'kids'] as const) expect(named).toContain(audience);
  });
});

describe('BRAND_SPELLINGS', () => {
  it('maps spellings to brands exactly as the catalogue spells them', () => {
    const unknown = Object.entries(BRAND_SPELLINGS).filter(([, brand]) => !SEED_BRANDS.has(brand));
    expect(unknown).toEqual([]);
    expect(BRAND_SPELLINGS['सैमसंग']).toBe('Samsung');
    expect(BRAND_SPELLINGS['एप्पल']).toBe('Apple');
    expect(BRAND_SPELLINGS['ऐपल']).toBe('Apple');
    expect(BRAND_SPELLINGS['श्याओमी']).toBe('Xiaomi');
    expect(BRAND_SPELLINGS['रेडमी']).toBe('Redmi');
    expect(BRAND_SPELLINGS['वनप्लस']).toBe('OnePlus');
    expect(BRAND_SPELLINGS['रियलमी']).toBe('realme');
    expect(BRAND_SPELLINGS['बोट']).toBe('boAt');
  });

  it('writes every spelling as the words a query is read into (up to three, joined by one space)', () => {
    const bad = Object.keys(BRAND_SPELLINGS).filter(
      (spelling) => spelling !== tokensOf(spelling) || queryTokens(spelling).length > 3,
    );
    expect(bad).toEqual([]);
  });
});

describe('QUERY_STOP_WORDS', () => {
  it('holds the joiners of English, Hinglish and Hindi', () => {
    for (const word of ['for', 'with', 'and', 'of', 'the', 'a', 'an', 'in', 'on', 'to', 'by']) {
      expect(QUERY_STOP_WORDS.has(word)).toBe(true);
    }
    for (const word of ['ke', 'ka', 'ki', 'liye', 'wala', 'wali', 'wale', 'mein', 'aur', 'ko']) {
      expect(QUERY_STOP_WORDS.has(word)).toBe(true);
    }
    for (const word of ['के', 'का', 'की', 'लिए', 'वाला', 'वाली', 'में', 'और', 'को']) {
      expect(QUERY_STOP_WORDS.has(word)).toBe(true);
    }
  });

  it('leaves out the words of price phrases, which are read before stop words ("2k se kam", "500 से कम", "1000 tak")', () => {
    for (const word of ['se', 'kam', 'से', 'कम', 'tak', 'तक', 'under', 'below', 'above', 'andar', 'upar']) {
      expect(QUERY_STOP_WORDS.has(word)).toBe(false);
    }
  });
});

describe('single-word tables', () => {
  it('keys colours, audiences and stop words by one lower-case NFC word as the tokeniser reads it', () => {
    const words = [...Object.keys(COLOUR_WORDS), ...Object.keys(AUDIENCE_WORDS), ...QUERY_STOP_WORDS];
    expect(words.filter((word) => tokensOf(word) !== word)).toEqual([]);
  });

  it('gives no word two meanings across colours, audiences and stop words', () => {
    const colours = new Set(Object.keys(COLOUR_WORDS));
    const audiences = new Set(Object.keys(AUDIENCE_WORDS));
    expect([...audiences].filter((w) => colours.has(w))).toEqual([]);
    expect([...QUERY_STOP_WORDS].filter((w) => colours.has(w) || audiences.has(w))).toEqual([]);
  });
});
