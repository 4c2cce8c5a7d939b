import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { QueryLexicon } from './query-understanding.ts';
import {
  asciiDigits,
  queryTokens,
  readPrice,
  typeNameCorrections,
  understandQuery,
} from './query-understanding.ts';

// A small lexicon of its own, so these tests read the rules and not the store's word lists.
const LEXICON: QueryLexicon = {
  types: [
    { paths: ['electronics/tv'], names: ['tv', 'tvs', 'television', 'led tv', 'टीवी'] },
    { paths: ['electronics/wearables/smart-watches'], names: ['smart watch', 'smartwatch'] },
    { paths: ['fashion/accessories/watches'], names: ['watch', 'ghadi', 'घड़ी'] },
    { paths: ['fashion/womens/kurtis'], names: ['kurti', 'kurthi', 'कुर्ती'], audience: 'women' },
    { paths: ['fashion/mens/kurtas'], names: ['kurta'] },
    { paths: ['sports/cricket/bats'], names: ['cricket bat', 'bat'] },
    { paths: ['mobile-phones/smartphones/iphones'], names: ['iphone'] },
    { paths: ['mobile-phones/accessories/cases-and-covers'], names: ['cover', 'case', 'back cover'] },
    { paths: ['appliances/large/air-conditioners'], names: ['ac', 'air conditioner'] },
    { paths: ['fashion/mens/jeans', 'fashion/womens/jeans'], names: ['jeans'] },
    { paths: ['grocery/packaged/atta-and-flours'], names: ['atta', 'aata'] },
  ],
  colours: { red: 'Red', laal: 'Red', लाल: 'Red', black: 'Black' },
  audiences: {
    men: 'men',
    mens: 'men',
    "men's": 'men',
    gents: 'men',
    ladies: 'women',
    पुरुषों: 'men',
    kids: 'kids',
  },
  brandSpellings: { सैमसंग: 'Samsung' },
  stopWords: new Set(['for', 'with', 'ke', 'liye', 'के', 'लिए']),
};
const BRANDS = new Map([
  ['samsung', 'Samsung'],
  ['boat', 'boAt'],
  ['nothing', 'Nothing'],
  ['the souled store', 'The Souled Store'],
]);
const read = (q: string) => understandQuery(q, BRANDS, LEXICON);

describe('queryTokens', () => {
  it.each([
    ['1.5 ton AC', ['1.5', 'ton', 'ac']],
    ["Men's T-Shirt", ["men's", 't', 'shirt']],
    ['₹2,000 se kam', ['₹', '2,000', 'se', 'kam']],
    ['samsung & !galaxy a:*', ['samsung', 'galaxy', 'a']],
    ['256GB', ['256gb']],
  ])('%s', (q, words) => expect(queryTokens(q).map((t) => t.text)).toEqual(words));

  it('reads the digits of Indian scripts as 0-9', () => {
    expect(asciiDigits('५०० से कम')).toBe('500 से कम');
    expect(asciiDigits('৫০০')).toBe('500');
    expect(asciiDigits('۵۰۰')).toBe('500');
  });
});

describe('price phrases', () => {
  const price = (q: string) => {
    const p = readPrice(queryTokens(q));
    return p && { min: p.minRupees, max: p.maxRupees, cheapest: p.cheapest };
  };
  it.each([
    ['smart watch under 2000', { max: 2000 }],
    ['below 500 kurti', { max: 500 }],
    ['phones upto 15,000', { max: 15000 }],
    ['up to ₹999', { max: 999 }],
    ['less than 1k', { max: 1000 }],
    ['2k se kam headphones', { max: 2000 }],
    ['10k ke andar phone', { max: 10000 }],
    ['रु 500 से कम कुर्ती', { max: 500 }],
    ['५०० से कम', { max: 500 }],
    ['mobile 15k', { max: 15000 }],
    ['₹500 kurti', { max: 500 }],
    ['1000 rupees tak', { max: 1000 }],
    ['tv between 20000 and 30000', { min: 20000, max: 30000 }],
    ['shoes 1000 to 2000', { min: 1000, max: 2000 }],
    ['₹1000-₹2000', { min: 1000, max: 2000 }],
    ['phone above 50000', { min: 50000 }],
    ['laptop 50000 se upar', { min: 50000 }],
    ['1 lakh', { max: 100000 }],
    ['cheap earbuds', { cheapest: true }],
    ['sasta mobile', { cheapest: true }],
  ])('%s', (q, want) =>
    expect(price(q)).toEqual({ min: undefined, max: undefined, cheapest: undefined, ...want }),
  );

  it.each(['iphone 15', 'galaxy s24 256gb', '1.5 ton ac', '5l cooker', '55 inch 4k tv', 'redmi note 13 pro'])(
    '%s has no price',
    (q) => expect(price(q)).toBeUndefined(),
  );
});

describe('typeNameCorrections', () => {
  it('reads a misspelt type name as the name', () => {
    expect(typeNameCorrections(['televison', 'kurthy', 'atttaa', 'samsung'], LEXICON)).toEqual(
      new Map([
        ['televison', 'television'],
        ['kurthy', 'kurthi'],
        ['atttaa', 'atta'],
      ]),
    );
  });
});

describe('understandQuery', () => {
  it('reads a type, a price and the search that undoes each', () => {
    const r = read('smart watch under 2000');
    expect(r.types.map((t) => t.entry.paths[0])).toEqual(['electronics/wearables/smart-watches']);
    expect(r.price).toMatchObject({ maxRupees: 2000, words: 'under 2000' });
    expect(r.freeWords).toEqual([]);
    expect(r.parts).toEqual([
      {
        kind: 'type',
        words: 'smart watch',
        value: 'electronics/wearables/smart-watches',
        undo: { q: 'smart watch under 2000', exact: true },
      },
      { kind: 'price', words: 'under 2000', value: '-2000', undo: { q: 'smart watch' } },
    ]);
  });

  it('reads synonyms both ways to one type', () => {
    expect(read('television').types[0]!.entry.paths).toEqual(['electronics/tv']);
    expect(read('tv').types[0]!.entry.paths).toEqual(['electronics/tv']);
    expect(read('टीवी').types[0]!.entry.paths).toEqual(['electronics/tv']);
  });

  it('keeps a kurti a kurti, for women', () => {
    const r = read('kurthi');
    expect(r.types[0]!.entry.paths).toEqual(['fashion/womens/kurtis']);
    expect(r.audience?.audience).toBe('women');
    expect(read('kurti for men').audience?.audience).toBe('men');
  });

  it('prefers the longest name and takes the last type as the head', () => {
    expect(read('cricket bat').types.map((t) => t.words)).toEqual(['cricket bat']);
    expect(read('iphone back cover').types.map((t) => t.entry.paths[0])).toEqual([
      'mobile-phones/smartphones/iphones',
      'mobile-phones/accessories/cases-and-covers',
    ]);
  });

  it('reads plurals of names given in one number', () => {
    expect(read('cricket bats').types[0]!.words).toBe('cricket bats');
    expect(read('smart watches').types[0]!.entry.paths[0]).toBe('electronics/wearables/smart-watches');
  });

  it('reads sizes, audiences, colours and stop words, and searches the rest as text', () => {
    const r = read('1.5 ton ac');
    expect(r.sizes).toEqual([{ value: 1.5, unit: 'ton', words: '1.5 ton' }]);
    expect(r.types[0]!.entry.paths[0]).toBe('appliances/large/air-conditioners');
    const jeans = read('red jeans for men');
    expect(jeans.colour).toEqual({ colour: 'Red', words: 'red' });
    expect(jeans.audience).toEqual({ audience: 'men', words: 'men' });
    expect(jeans.freeWords).toEqual([]);
    expect(read('पुरुषों के लिए घड़ी').audience?.audience).toBe('men');
    expect(read('256gb samsung galaxy').sizes[0]).toMatchObject({ value: 256, unit: 'gb' });
  });

  it('reads brands of one or several words, in any spelling, and keeps them as text', () => {
    expect(read('boat earphones').brand).toEqual({ name: 'boAt', words: 'boat' });
    expect(read('boat earphones').freeWords).toEqual(['boat', 'earphones']);
    expect(read('the souled store tshirt').brand?.name).toBe('The Souled Store');
    expect(read('सैमसंग मोबाइल').brand?.name).toBe('Samsung');
    expect(read('nothing phone').brand?.name).toBe('Nothing');
    expect(understandQuery('one plus nord', new Map([['oneplus', 'OnePlus']]), LEXICON)).toMatchObject({
      brand: { name: 'OnePlus', words: 'one plus' },
      freeWords: ['oneplus', 'nord'],
    });
    expect(read('सैमसंग टीवी').freeWords).toEqual(['samsung']);
    // One everyday word is the brand only first: "max" here is the model's.
    const withMax = new Map([...BRANDS, ['max', 'Max']]);
    expect(understandQuery('iphone 15 pro max', withMax, LEXICON).brand).toBeUndefined();
    expect(understandQuery('max kurta', withMax, LEXICON).brand?.name).toBe('Max');
  });

  it('reads operators as separators and a lone letter as nothing', () => {
    expect(read('a:*').freeWords).toEqual([]);
    expect(read('samsung & !galaxy').freeWords).toEqual(['samsung', 'galaxy']);
    expect(read('for').freeWords).toEqual(['for']);
  });

  it('undoes a part by cutting its words out of the query as typed', () => {
    const r = read('Kurti for Ladies under ₹500');
    expect(r.parts.find((p) => p.kind === 'price')!.undo).toEqual({ q: 'Kurti for Ladies' });
    expect(r.parts.find((p) => p.kind === 'audience')).toMatchObject({
      words: 'for Ladies',
      undo: { q: 'Kurti under ₹500' },
    });
  });

  it('never throws and never reads a word into two parts (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (q) => {
        const r = read(q);
        const words = r.parts.map((p) => p.words);
        expect(new Set(words).size).toBe(words.length);
        for (const part of r.parts) expect(r.original).toContain(part.words);
      }),
      { numRuns: 500 },
    );
  });
});
