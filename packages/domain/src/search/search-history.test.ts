import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from './search.schema.ts';
import {
  EMPTY_SEARCH_MEMORY,
  MAX_COUNTED_KEYS,
  normaliseSearchMemory,
  personalScore,
  rankSuggestions,
  recordSearch,
  withTerm,
  type SearchAnalytics,
  type SearchMemory,
} from './search-history.ts';

const record = (
  memory: SearchMemory,
  query: string,
  extra: Partial<Parameters<typeof recordSearch>[1]> = {},
) => recordSearch(memory, { query, at: 1000, ...extra });

describe('recordSearch', () => {
  it.each(['', ' ', 'a', ' b ', '\tc\n'])('ignores %j (under 2 characters)', (query) => {
    expect(record(EMPTY_SEARCH_MEMORY, query)).toBe(EMPTY_SEARCH_MEMORY);
  });

  it('records the entry, both lists and the analytics', () => {
    const m = record(EMPTY_SEARCH_MEMORY, '  running   shoes ', { resultCount: 42, at: 5 });
    expect(m.entries).toEqual([{ query: 'running shoes', timestamp: 5, resultCount: 42 }]);
    expect(m.history).toEqual(['running shoes']);
    expect(m.recent).toEqual(['running shoes']);
    expect(m.analytics).toEqual({
      popularTerms: { 'running shoes': 1 },
      categoryPreferences: {},
      brandPreferences: {},
      lastSearchTime: 5,
    });
  });

  it('moves a repeated term to the front, case-insensitively, and counts it again', () => {
    let m = record(EMPTY_SEARCH_MEMORY, 'Saree');
    m = record(m, 'kurta');
    m = record(m, 'saree', { at: 2000 });
    expect(m.history).toEqual(['saree', 'kurta']);
    expect(m.recent).toEqual(['saree', 'kurta']);
    expect(m.entries.map((e) => e.query)).toEqual(['saree', 'kurta']);
    expect(m.analytics.popularTerms).toEqual({ saree: 2, kurta: 1 });
    expect(m.analytics.lastSearchTime).toBe(2000);
  });

  it('a chosen term joins Recent Searches but not Search History, and feeds the preferences', () => {
    const m = record(EMPTY_SEARCH_MEMORY, 'Sony WH-1000XM5', {
      typed: false,
      category: 'electronics/audio/headphones',
      brand: 'Sony',
    });
    expect(m.history).toEqual([]);
    expect(m.recent).toEqual(['Sony WH-1000XM5']);
    expect(m.analytics.categoryPreferences).toEqual({ 'electronics/audio/headphones': 1 });
    expect(m.analytics.brandPreferences).toEqual({ sony: 1 });
  });

  it('keeps 50 entries, 10 history terms and 8 recent terms, newest first', () => {
    let m = EMPTY_SEARCH_MEMORY;
    for (let i = 0; i < 60; i++) m = record(m, `term ${i}`, { at: i });
    expect(m.entries).toHaveLength(SEARCH_LIMITS.analyticsHistory);
    expect(m.history).toHaveLength(SEARCH_LIMITS.historyInBox);
    expect(m.recent).toHaveLength(SEARCH_LIMITS.headerRecent);
    expect(m.history[0]).toBe('term 59');
    expect(m.entries.at(-1)?.query).toBe('term 10');
    expect(Object.keys(m.analytics.popularTerms)).toHaveLength(MAX_COUNTED_KEYS);
    expect(m.analytics.popularTerms['term 59']).toBe(1);
  });

  it('never holds duplicates or more than the caps, whatever is searched', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('ab', 'AB', 'cd', 'x', 'saree', 'Saree ', 'kurta', 'e f'), {
          maxLength: 80,
        }),
        (queries) => {
          let m = EMPTY_SEARCH_MEMORY;
          queries.forEach((q, i) => (m = record(m, q, { at: i, typed: i % 3 !== 0 })));
          for (const [list, cap] of [
            [m.history, SEARCH_LIMITS.historyInBox],
            [m.recent, SEARCH_LIMITS.headerRecent],
            [m.entries.map((e) => e.query), SEARCH_LIMITS.analyticsHistory],
          ] as const) {
            expect(list.length).toBeLessThanOrEqual(cap);
            expect(new Set(list.map((t) => t.toLowerCase())).size).toBe(list.length);
            for (const t of list) expect(t.trim().length).toBeGreaterThanOrEqual(2);
          }
          expect(normaliseSearchMemory(JSON.parse(JSON.stringify(m)))).toEqual(m);
        },
      ),
    );
  });
});

describe('withTerm', () => {
  it.each([
    [[], 'a', 3, ['a']],
    [['b', 'A'], 'a', 3, ['a', 'b']],
    [['b', 'c', 'd'], 'a', 3, ['a', 'b', 'c']],
  ])('%j + %s (cap %i)', (list, term, cap, expected) => {
    expect(withTerm(list, term, cap)).toEqual(expected);
  });
});

const analytics = (categoryPreferences: Record<string, number>, brandPreferences: Record<string, number>) =>
  ({
    popularTerms: {},
    categoryPreferences,
    brandPreferences,
    lastSearchTime: null,
  }) satisfies SearchAnalytics;

describe('personalised ranking', () => {
  it.each([
    [{ category: 'Fashion', brand: 'Biba' }, analytics({ fashion: 1 }, {}), 2],
    [{ category: 'fashion', brand: 'Biba' }, analytics({}, { biba: 1 }), 3],
    [{ category: 'fashion', brand: 'biba' }, analytics({ fashion: 2 }, { biba: 2 }), 10],
    [{}, analytics({ fashion: 2 }, { biba: 2 }), 0],
  ])('%j scores %#', (suggestion, a, score) => {
    expect(personalScore(suggestion, a)).toBe(score);
  });

  it('puts preferred brands (3) above preferred categories (2), keeps server order on ties, caps at 12', () => {
    const list = Array.from({ length: 15 }, (_, i) => ({
      text: `s${i}`,
      category: i === 5 ? 'books' : 'x',
      brand: i === 9 ? 'apple' : 'y',
    }));
    const ranked = rankSuggestions(list, analytics({ books: 1 }, { apple: 1 }));
    expect(ranked).toHaveLength(SEARCH_LIMITS.maxSmartSuggestions);
    expect(ranked.slice(0, 4).map((s) => s.text)).toEqual(['s9', 's5', 's0', 's1']);
  });

  it('is a stable permutation of the first 12 when nothing is preferred', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ category: fc.string(), brand: fc.string() }), { maxLength: 30 }),
        (list) => {
          expect(rankSuggestions(list, analytics({}, {}))).toEqual(list.slice(0, 12));
        },
      ),
    );
  });
});

describe('normaliseSearchMemory', () => {
  it.each([null, 'x', 42, [], {}])('reads %j as empty', (stored) => {
    expect(normaliseSearchMemory(stored)).toEqual(EMPTY_SEARCH_MEMORY);
  });

  it('drops malformed parts of stored data', () => {
    const m = normaliseSearchMemory({
      entries: [
        { query: 'ok', timestamp: 1, resultCount: 'x' },
        { query: 'a', timestamp: 2 },
        null,
        { query: 3 },
      ],
      history: ['ok', 'OK', 'a', 7, 'fine'],
      recent: 'nope',
      analytics: { popularTerms: { ok: 2, bad: -1, nan: 'x' }, lastSearchTime: 'then' },
    });
    expect(m).toEqual({
      entries: [{ query: 'ok', timestamp: 1, resultCount: null }],
      history: ['ok', 'fine'],
      recent: [],
      analytics: {
        popularTerms: { ok: 2 },
        categoryPreferences: {},
        brandPreferences: {},
        lastSearchTime: null,
      },
    });
  });
});
