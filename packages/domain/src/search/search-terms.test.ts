import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_REWRITES,
  anyOfTsQuery,
  closestCorrection,
  editDistance,
  isFuzzyMatch,
  meaningfulWords,
  normaliseSearchTerm,
  prefixTsQuery,
  rewriteOfWord,
  rewriteSearchTerm,
  searchWords,
  singularPrefix,
} from './search-terms.ts';

const word = fc.string({ unit: fc.constantFrom(...'abcdeAB'), maxLength: 8 });

describe('rewriteSearchTerm', () => {
  it.each([
    ['mobile', 'smartphone'],
    ['Mobile cover', 'smartphone cover'],
    ['laptop bag', 'computer bag'],
    ['tv', 'television'],
    ['fridge', 'refrigerator'],
    ['phone', 'smartphone'],
    ['earphones', 'headphones'],
    ['tshirt', 't-shirt'],
    ['jeans', 'denim'],
    ['cotton  sari', 'cotton saree'],
    ['ac', 'air conditioner'],
    ['headfone', 'headphones'],
    ['साड़ी', 'saree'],
    ['लाल साड़ी', 'लाल saree'],
    ['earph', 'headphones'],
    ['headfo', 'headphones'],
  ])('%s → %s', (typed, searched) => {
    expect(rewriteSearchTerm(typed)).toBe(searched);
  });

  it.each([
    'smartphone',
    'mobilecase',
    'actor',
    'tvstand',
    'jeansy',
    'chappal',
    'sneakers',
    'ear',
    'mob',
    '',
  ])('leaves %j alone: whole words only', (typed) => {
    expect(rewriteSearchTerm(typed)).toBeUndefined();
  });

  it('the spec’s eight rewrites are all there', () => {
    expect(SEARCH_REWRITES).toMatchObject({
      mobile: 'smartphone',
      laptop: 'computer',
      tv: 'television',
      fridge: 'refrigerator',
      phone: 'smartphone',
      earphones: 'headphones',
      tshirt: 't-shirt',
      jeans: 'denim',
    });
  });

  it('never rewrites a word that is not a whole key', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 4 }), (words) => {
        const term = words.filter(Boolean).join(' ');
        const rewritten = rewriteSearchTerm(term);
        const hasKey = term
          .split(' ')
          .some(
            (w) =>
              SEARCH_REWRITES[w.toLowerCase()] !== undefined ||
              (w.length >= 4 &&
                Object.keys(SEARCH_REWRITES).some(
                  (k) => k.startsWith(w.toLowerCase()) && w.length >= 0.6 * k.length,
                )),
          );
        expect(rewritten !== undefined).toBe(hasKey);
      }),
    );
  });
});

describe('editDistance', () => {
  it.each([
    ['samsng', 'samsung', 1],
    ['iphon', 'iphone', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
    ['Apple', 'apple', 0],
  ])('%s ↔ %s = %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });

  it('is symmetric, zero exactly for equal words ignoring case, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(word, word, word, (a, b, c) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a.toLowerCase() === b.toLowerCase());
        expect(editDistance(a, c)).toBeLessThanOrEqual(editDistance(a, b) + editDistance(b, c));
        expect(editDistance(a, b)).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });
});

describe('isFuzzyMatch', () => {
  it.each([
    ['samsng', 'samsung', true],
    ['headphnes', 'headphones', true],
    ['iphine', 'iphone', true],
    // 2 edits in 5 letters is 40 %; in 4 letters it is 50 %.
    ['aplpe', 'apple', true],
    ['abcd', 'abef', false],
    ['ab', 'cd', false],
    ['sansmg', 'samsung', false],
    ['cat', 'dog', false],
  ])('%s ~ %s: %s', (typed, candidate, expected) => {
    expect(isFuzzyMatch(typed, candidate)).toBe(expected);
  });

  it('holds only within 2 edits and 40 % of the longer word', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = editDistance(a, b);
        expect(isFuzzyMatch(a, b)).toBe(d <= 2 && d <= 0.4 * Math.max(a.length, b.length));
      }),
    );
  });
});

describe('query text', () => {
  it('normalises and splits terms into words of any script', () => {
    expect(normaliseSearchTerm('  Air \t Fryer ')).toBe('air fryer');
    expect(searchWords("T-Shirt for men's")).toEqual(['t', 'shirt', 'for', 'men', 's']);
    expect(searchWords('मोबाइल फ़ोन')).toEqual(['मोबाइल', 'फ़ोन']);
    expect(searchWords("'; drop table products; --")).toEqual(['drop', 'table', 'products']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it.each([
    ['shoes', 'shoe'],
    ['watches', 'watch'],
    ['batteries', 'batter'],
    ['glass', 'glass'],
    ['bus', 'bus'],
    ['tv', 'tv'],
  ])('matches %s as a prefix of %s', (typed, prefix) => {
    expect(singularPrefix(typed)).toBe(prefix);
  });

  it('builds prefix tsqueries, one reading or several', () => {
    expect(prefixTsQuery(['air', 'fryers'])).toBe("'air':* & 'fryer':*");
    expect(prefixTsQuery(['watch', 'for', 'men'])).toBe("'watch':* & 'men':*");
    expect(prefixTsQuery(['watch', 'for'])).toBe("'watch':* & 'for':*");
    expect(prefixTsQuery(['t', 'shirt'], 'AB')).toBe("'t':AB & 'shirt':*AB");
    expect(anyOfTsQuery(['mobile', 'smartphone'])).toBe("('mobile') | ('smartphone':*)");
    expect(anyOfTsQuery(['tv', 'TV', undefined])).toBe("'tv'");
    expect(anyOfTsQuery(['mobile cover'])).toBe("'mobile' & 'cover':*");
    expect(anyOfTsQuery(['!!!'])).toBe('');
  });

  it('quotes nothing a shopper types: the words hold only letters, marks and digits', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        for (const w of searchWords(typed)) expect(w).toMatch(/^[\p{L}\p{M}\p{N}]+$/u);
      }),
    );
  });
});

describe('closestCorrection', () => {
  it('picks the closest fuzzy candidate, and none when the word is known or nothing is close', () => {
    expect(closestCorrection('samsng', ['samsonite', 'Samsung', 'sam'])).toBe('samsung');
    expect(closestCorrection('samsung', ['samsung', 'samsong'])).toBeUndefined();
    expect(closestCorrection('xyz', ['kettle'])).toBeUndefined();
  });
});

describe('meaningfulWords', () => {
  it.each([
    [
      ['watch', 'for', 'men'],
      ['watch', 'men'],
    ],
    [
      ['shoes', 'with', 'laces', 'for'],
      ['shoes', 'laces', 'for'],
    ],
    [['for'], ['for']],
    [['the', 'for'], ['for']],
    [
      ['बच्चों', 'के', 'लिए', 'जूते'],
      ['बच्चों', 'जूते'],
    ],
  ])('%j → %j', (words, kept) => {
    expect(meaningfulWords(words)).toEqual(kept);
  });

  it('keeps the last word and never answers nothing for a term with words', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('for', 'with', 'the', 'men', 'watch', 'a'), { minLength: 1, maxLength: 6 }),
        (words) => {
          const kept = meaningfulWords(words);
          expect(kept.length).toBeGreaterThan(0);
          expect(kept.at(-1)).toBe(words.at(-1));
        },
      ),
    );
  });
});

describe('rewriteOfWord', () => {
  it('matches a Devanagari key whether the nukta is one code point or two', () => {
    const composed = 'सा\u095Cी'; // ड़ as U+095C
    const decomposed = 'सा\u0921\u093Cी'; // ड + nukta
    expect(rewriteOfWord(composed)).toBe('saree');
    expect(rewriteOfWord(decomposed)).toBe('saree');
    expect(searchWords(composed)).toEqual(searchWords(decomposed));
  });

  it('completes a start of 4+ letters only when every key it begins agrees', () => {
    expect(rewriteOfWord('earph')).toBe('headphones');
    expect(rewriteOfWord('mobil')).toBe('smartphone');
    expect(rewriteOfWord('ear')).toBeUndefined();
    // A word of its own that merely begins a compound key stays itself.
    expect(rewriteOfWord('power')).toBeUndefined();
    expect(rewriteOfWord('cell')).toBeUndefined();
    // 'tshi' begins tshirt and tshirts, both t-shirt.
    expect(rewriteOfWord('tshi')).toBe('t-shirt');
  });
});
