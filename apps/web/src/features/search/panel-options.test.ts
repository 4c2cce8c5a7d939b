// What the open box lists: groups by what is typed, the spec's counts, no term twice, at most 12 choices.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_MEMORY } from '@haat/domain/search/search-history';
import type { SearchSuggestion } from '@haat/domain/search/search.schema';
import { panelGroups, type PanelInput } from './panel-options.ts';
import { searchTarget, suggestionTarget } from './search-target.ts';

const base: PanelInput = {
  term: '',
  history: [],
  recent: [],
  trending: [],
  analytics: EMPTY_SEARCH_MEMORY.analytics,
};
const product = (i: number, brand = 'boAt'): SearchSuggestion => ({
  type: 'product',
  text: `Headphones ${i}`,
  _id: `p${i}`,
  url: `/product/p${i}`,
  brand,
});
const summary = (input: PanelInput) =>
  panelGroups(input).map((g) => [g.key, g.options.map((o) => o.suggestion.text)]);

describe('panelGroups', () => {
  it('an empty box shows history (4), then recent (5) and trending (5) without repeats, 12 at most', () => {
    const history = ['h1', 'h2', 'h3', 'h4', 'h5'];
    const recent = ['h1', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6'];
    const trending = ['t1', 'H2', 't2', 't3', 't4', 't5', 't6', 't7'];
    expect(summary({ ...base, history, recent, trending })).toEqual([
      ['history', ['h1', 'h2', 'h3', 'h4']],
      ['recent', ['r1', 'r2', 'r3', 'r4', 'r5']],
      ['trending', ['t1', 't2', 't3']],
    ]);
  });

  it('a new visitor sees the trending searches (5)', () => {
    expect(summary({ ...base, trending: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'] })).toEqual([
      ['trending', ['a1', 'a2', 'a3', 'a4', 'a5']],
    ]);
  });

  it('one character still shows the empty-box groups; two show suggestions (4) and matching history', () => {
    const input = {
      ...base,
      history: ['headphones', 'saree', 'HEADset'],
      suggestions: [1, 2, 3, 4, 5].map((i) => product(i)),
    };
    expect(summary({ ...input, term: 'h' })[0]![0]).toBe('history');
    expect(summary({ ...input, term: 'he' })).toEqual([
      ['suggestions', ['Headphones 1', 'Headphones 2', 'Headphones 3', 'Headphones 4']],
      ['history', ['headphones', 'HEADset']],
    ]);
  });

  it('ranks preferred brands first and counts unreadable entries', () => {
    const groups = panelGroups({
      ...base,
      term: 'headph',
      suggestions: [product(1), null, product(2, 'Sony')],
      analytics: { ...base.analytics, brandPreferences: { sony: 1 } },
    });
    expect(groups[0]!.options.map((o) => o.suggestion._id)).toEqual(['p2', 'p1']);
    expect(groups[0]!.unreadable).toBe(1);
  });

  it('never repeats an option key, never exceeds 12 or a group limit', () => {
    const words = fc.array(fc.constantFrom('ab', 'AB', 'cd', 'ef', 'gh', 'ij', 'kl', 'mn', 'op', 'qr'), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.constantFrom('', 'a', 'ab'), words, words, words, (term, history, recent, trending) => {
        const groups = panelGroups({
          ...base,
          term,
          history,
          recent,
          trending,
          suggestions: [product(1), product(2)],
        });
        const options = groups.flatMap((g) => g.options);
        expect(options.length).toBeLessThanOrEqual(12);
        expect(new Set(options.map((o) => o.key)).size).toBe(options.length);
        const terms = options.filter((o) => !o.suggestion._id).map((o) => o.suggestion.text.toLowerCase());
        expect(new Set(terms).size).toBe(terms.length);
        for (const g of groups)
          expect(g.options.length).toBeLessThanOrEqual(g.key === 'recent' || g.key === 'trending' ? 5 : 4);
      }),
    );
  });
});

describe('search targets', () => {
  it.each([
    ['  kurti ', '', '/search?q=kurti'],
    ['gita', 'books', '/category/books?query=gita'],
    ['tea', '/home/kitchen/', '/category/home/kitchen?query=tea'],
    ['   ', 'books', null],
  ])('searchTarget(%j, %j) → %s', (term, category, target) => {
    expect(searchTarget(term, category)).toBe(target);
  });

  it.each([
    ['/product/p1', 'x', '/product/p1'],
    ['/category/electronics/audio', 'Audio', '/category/electronics/audio'],
    ['https://evil.example', 'boAt', '/search?q=boAt'],
    ['//evil.example', 'boAt', '/search?q=boAt'],
    [undefined, 'running shoes', '/search?q=running+shoes'],
  ])('suggestionTarget(%j) → %s', (url, text, target) => {
    expect(suggestionTarget(url, text)).toBe(target);
  });
});
