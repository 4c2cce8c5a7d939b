// Trending searches (docs/behaviour/search.md#trending-searches): strings or objects with term or text, 8 kept; the 8
// fixed terms on failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_TRENDING_TERMS } from '@haat/domain/search/search.schema';
import { getTrendingSearches, readTrendingTerms } from './get-trending.ts';

afterEach(() => vi.unstubAllGlobals());

describe('readTrendingTerms', () => {
  it.each([
    [
      {
        trending: [
          { term: 'saree', count: 30 },
          { term: 'kurta', count: 2 },
        ],
      },
      ['saree', 'kurta'],
    ],
    [{ trending: ['saree', ' Saree ', '', 'air  fryer'] }, ['saree', 'air fryer']],
    [{ trending: [{ text: 'laptop' }, { term: 3 }, null, 7] }, ['laptop']],
    [
      { trending: Array.from({ length: 10 }, (_, i) => `t${i}`) },
      ['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7'],
    ],
  ])('%j → %j', (data, terms) => {
    expect(readTrendingTerms(data)).toEqual(terms);
  });
});

describe('getTrendingSearches', () => {
  it('asks for 10 and reads the answer', async () => {
    const urls: string[] = [];
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(
        JSON.stringify({ success: true, trending: [{ term: 'smart watch', count: 4 }], fallback: false }),
        {
          headers: { 'content-type': 'application/json' },
        },
      );
    });
    await expect(getTrendingSearches()).resolves.toEqual(['smart watch']);
    expect(urls).toEqual(['/api/products/search/trending?limit=10']);
  });

  it('falls back to the 8 fixed terms when the call fails', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    await expect(getTrendingSearches()).resolves.toEqual([...FALLBACK_TRENDING_TERMS]);
  });
});
