import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QueryLexicon } from './query-understanding.ts';
import { understandQuery } from './query-understanding.ts';
import { SEARCH_AUDIENCES } from './search-interpretation.schema.ts';
import {
  audienceRule,
  otherNameFragments,
  otherNamePattern,
  searchPlan,
  sizePattern,
} from './search-plan.ts';

const LEXICON: QueryLexicon = {
  types: [
    { paths: ['electronics/tv'], names: ['tv', 'television'] },
    { paths: ['mobile-phones/smartphones/iphones'], names: ['iphone'] },
    { paths: ['mobile-phones/accessories/cases-and-covers'], names: ['cover'] },
    { paths: ['appliances/large/air-conditioners'], names: ['ac'] },
  ],
  colours: { red: 'Red' },
  audiences: { men: 'men' },
  brandSpellings: {},
  stopWords: new Set(['for']),
};
const plan = (q: string) => searchPlan(understandQuery(q, new Map([['samsung', 'Samsung']]), LEXICON));

/** PostgreSQL's word boundaries as JavaScript's, to try a pattern here. */
const asJs = (pattern: string) => new RegExp(pattern.replace(/\\[mM]/g, '\\b'), 'i');

describe('searchPlan', () => {
  it('asks each type by its paths or its words, and each other word as text', () => {
    const p = plan('samsung curved tv');
    // The type's paths stand for its rewrite (tv → television); its text is the typed word or its first name.
    expect(p.groups).toEqual([{ paths: ['electronics/tv'], text: "'tv'", titleOnly: true }]);
    expect(plan('television').groups).toEqual([
      { paths: ['electronics/tv'], text: "('television':* | 'tv')", titleOnly: true },
    ]);
    expect(p.headPaths).toEqual(['electronics/tv']);
    // With a type named, the other words and the brand rank its products first rather than leave others out.
    expect(p.softWords).toEqual(["'samsung':*", "'curved':*"]);
    expect(p.brand).toBe('Samsung');
    expect(plan('samsung').groups).toEqual([{ paths: [], text: "'samsung':*" }]);
  });

  it('takes the last type as the head and ranks the others second', () => {
    const p = plan('iphone cover');
    expect(p.headPaths).toEqual(['mobile-phones/accessories/cases-and-covers']);
    expect(p.otherTypePaths).toEqual(['mobile-phones/smartphones/iphones']);
    // Only the head filters: the iPhone ranks the covers that name it first.
    expect(p.groups).toHaveLength(1);
    expect(p.softWords).toEqual(["'iphone':*"]);
  });

  it('reads the type after "for" as what the product is for: it ranks, never filters', () => {
    const p = plan('cover for iphone');
    expect(p.headPaths).toEqual(['mobile-phones/accessories/cases-and-covers']);
    expect(p.otherTypePaths).toEqual(['mobile-phones/smartphones/iphones']);
    expect(p.groups.map((g) => g.paths)).toEqual([['mobile-phones/accessories/cases-and-covers']]);
  });

  it('turns a price phrase into paise and a size into a pattern', () => {
    const p = plan('1.5 ton ac under 40000');
    expect(p.maxPricePaise).toBe(4_000_000);
    expect(p.sizePatterns).toHaveLength(1);
    expect(p.groups).toEqual([
      { paths: ['appliances/large/air-conditioners'], text: "'ac'", titleOnly: true },
    ]);
  });

  it('leaves out what a relaxation drops', () => {
    const read = understandQuery('red samsung zyx tv for men under 500', new Map(), LEXICON);
    const relaxed = searchPlan(read, {
      dropPrice: true,
      dropAudience: true,
      dropWords: ['zyx'],
    });
    expect(relaxed.maxPricePaise).toBeUndefined();
    expect(relaxed.audience).toBeUndefined();
    expect(relaxed.groups.map((g) => g.text)).not.toContain("'zyx':*");
  });

  it('lets no tsquery operator through (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (q) => {
        const p = plan(q);
        for (const text of [...p.groups.map((g) => g.text), p.rankWhole, p.rankPrefix]) {
          // Inside quotes only letters, marks and digits; outside only the plan's own operators.
          const outside = text.replace(/'[\p{L}\p{M}\p{N}]+'/gu, '');
          expect(outside).toMatch(/^[\s()&|:*]*$/);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('sizePattern', () => {
  it.each([
    [
      { value: 1.5, unit: 'ton' as const },
      ['Voltas 1.5 Ton 3 Star Split AC', '1.5-ton inverter'],
      ['1 Ton', '11.5 ton', '2 Ton'],
    ],
    [
      { value: 55, unit: 'inch' as const },
      ['139 cm (55 inch) 4K TV', 'Sony 55" Bravia'],
      ['65 inch', '155 inch'],
    ],
    [{ value: 256, unit: 'gb' as const }, ['iPhone 16 (256GB)', '8 GB RAM, 256 GB'], ['128GB', '1256 gb']],
    [
      { value: 5, unit: 'kg' as const },
      ['Aashirvaad Atta 5kg', 'Atta 5 Kg Pack'],
      ['10 kg', '0.5 kg', '15kg'],
    ],
  ])('%o', (size, yes, no) => {
    const re = asJs(sizePattern(size));
    for (const text of yes) expect(re.test(text.toLowerCase()), text).toBe(true);
    for (const text of no) expect(re.test(text.toLowerCase()), text).toBe(false);
  });
});

describe('audience rules', () => {
  it.each(SEARCH_AUDIENCES)(
    '%s: every name word holds one fragment, and the fragments are the fewest words',
    (audience) => {
      const rule = audienceRule(audience);
      const fragments = otherNameFragments(rule);
      for (const word of rule.otherNameWords) expect(fragments.some((f) => word.includes(f))).toBe(true);
      for (const fragment of fragments) {
        expect(rule.otherNameWords).toContain(fragment);
        expect(fragments.filter((other) => other !== fragment && fragment.includes(other))).toEqual([]);
      }
    },
  );

  it('fragments of words that hold one another: "women" for womens and women\'s; "men" for women too', () => {
    expect(
      otherNameFragments({
        idealFor: [],
        otherSegments: [],
        otherSegmentPrefixes: [],
        otherNameWords: ['women', 'womens', "women's", 'ladies'],
      }),
    ).toEqual(['women', 'ladies']);
    expect(otherNameFragments(audienceRule('boys'))).toEqual(['men', 'ladies', 'girl']);
  });

  it('the name pattern holds each word whole, its marks escaped', () => {
    expect(
      otherNamePattern({
        idealFor: [],
        otherSegments: [],
        otherSegmentPrefixes: [],
        otherNameWords: ['men', "men's", 'a.b'],
      }),
    ).toBe("\\m(men|men's|a\\.b)\\M");
  });
});
