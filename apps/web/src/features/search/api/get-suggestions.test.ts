// The fallback chain of docs/behaviour/search.md#suggestions with fetch mocked: each step answers only when every
// earlier one failed, the product steps become local fallback suggestions, and a term's answer is reused from
// sessionStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSuggestionsChain, getSuggestions } from './get-suggestions.ts';
import { SEARCH_CACHE_KEY } from './search-cache.ts';

const session = new Map<string, string>();
let calls: string[] = [];
let answers: Record<string, () => Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const product = (i: number) => ({
  _id: `p${i}`,
  name: `boAt Rockerz ${i} Headphones`,
  sellingPrice: 1499 + i,
  images: [{ url: `/api/images/p${i}.svg`, alt: '' }],
  category: 'electronics/audio/headphones',
  brand: 'boAt',
});

/** The step a URL belongs to, by path and its telling parameter. */
function stepOf(url: string): string {
  const u = new URL(url, 'http://x');
  if (u.pathname === '/api/products/search/suggestions') return 'suggestions';
  if (u.pathname === '/api/products/suggestions') return 'term-suggestions';
  if (u.pathname === '/api/products/search') return u.searchParams.has('q') ? 'search' : 'search-term';
  if (u.pathname === '/api/products') return 'products';
  return 'other';
}

beforeEach(() => {
  session.clear();
  calls = [];
  answers = {};
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => session.get(k) ?? null,
    setItem: (k: string, v: string) => void session.set(k, v),
    removeItem: (k: string) => void session.delete(k),
  });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const answer = answers[stepOf(url)];
    return answer ? answer() : json(404, { success: false, error: 'Not found', code: 'NOT_FOUND' });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchSuggestionsChain', () => {
  it('asks the suggestion endpoint first, with q and limit 8, and takes its answer', async () => {
    answers.suggestions = () =>
      json(200, {
        success: true,
        suggestions: [
          { type: 'brand', text: 'boAt', brand: 'boAt', url: '/search?q=boAt', searchTerm: 'boAt' },
        ],
        correctedTerm: 'headphones',
      });
    const result = await fetchSuggestionsChain('headph');
    expect(calls).toEqual(['/api/products/search/suggestions?q=headph&limit=8']);
    expect(result).toEqual({
      suggestions: [
        { type: 'brand', text: 'boAt', brand: 'boAt', url: '/search?q=boAt', searchTerm: 'boAt' },
      ],
      correctedTerm: 'headphones',
      total: null,
      source: 'suggestions',
    });
  });

  it('keeps an entry that breaks the contract as unreadable (null), not as a broken row', async () => {
    answers.suggestions = () =>
      json(200, {
        success: true,
        suggestions: [{ type: 'product' }, { type: 'completion', text: 'x y', url: '/search?q=x+y' }],
      });
    const result = await fetchSuggestionsChain('xy');
    expect(result.suggestions).toEqual([null, { type: 'completion', text: 'x y', url: '/search?q=x+y' }]);
  });

  it.each([
    ['term-suggestions', '/api/products/suggestions?term=headph&limit=8'],
    ['search', '/api/products/search?q=headph&limit=6&sortBy=relevance&page=1&facets=true'],
    ['search-term', '/api/products/search?term=headph&limit=6'],
    ['products', '/api/products?search=headph&approvalStatus=approved&limit=6'],
  ])('falls through to %s when every earlier step fails', async (step, url) => {
    answers[step] =
      step === 'term-suggestions'
        ? () => json(200, { success: true, suggestions: [] })
        : () => json(200, { success: true, products: [1, 2, 3, 4, 5, 6].map(product), total: 37 });
    const result = await fetchSuggestionsChain('headph');
    expect(calls.at(-1)).toBe(url);
    expect(calls).toHaveLength(
      ['suggestions', 'term-suggestions', 'search', 'search-term', 'products'].indexOf(step) + 1,
    );
    expect(result.source).toBe(step);
    if (step !== 'term-suggestions') {
      expect(result.total).toBe(37);
      const types = result.suggestions.map((s) => s?.type);
      expect(types.filter((t) => t === 'product')).toHaveLength(4);
      expect(types.filter((t) => t === 'completion')).toHaveLength(3);
      expect(result.suggestions).toContainEqual({
        type: 'category',
        text: 'Headphones',
        category: 'electronics/audio/headphones',
        url: '/category/electronics/audio/headphones',
      });
      expect(result.suggestions[0]).toEqual({
        type: 'product',
        text: 'boAt Rockerz 1 Headphones',
        _id: 'p1',
        url: '/product/p1',
        sellingPrice: 1500,
        image: '/api/images/p1.svg',
        category: 'electronics/audio/headphones',
        brand: 'boAt',
      });
    }
  });

  it('treats a 200 without the expected list, or success false, as a failed step', async () => {
    answers.suggestions = () => json(200, { success: false });
    answers['term-suggestions'] = () => json(200, { hello: 'world' });
    answers.search = () => json(500, { success: false, error: 'boom' });
    answers['search-term'] = () =>
      new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } });
    answers.products = () => json(200, { success: true, products: [], pagination: { totalProducts: 0 } });
    const result = await fetchSuggestionsChain('qzxw');
    expect(result.source).toBe('products');
    expect(result.total).toBe(0);
    expect(result.suggestions.every((s) => s?.type === 'completion')).toBe(true);
  });

  it('keeps no total when the list says it is an estimate (totalExact false)', async () => {
    answers.suggestions = () => json(500, { success: false, error: 'boom' });
    answers['term-suggestions'] = () => json(500, { success: false, error: 'boom' });
    answers.search = () =>
      json(200, { success: true, products: [1, 2].map(product), total: 27000, totalExact: false });
    const result = await fetchSuggestionsChain('headph');
    expect(result.source).toBe('search');
    expect(result.total).toBeNull();
  });

  it('rejects when every step fails (the box shows it is unavailable)', async () => {
    await expect(fetchSuggestionsChain('headph')).rejects.toThrow();
    expect(calls).toHaveLength(5);
  });

  it('stops at once when the request is aborted (the shopper typed on)', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      controller.abort();
      throw new DOMException('Aborted', 'AbortError');
    });
    await expect(fetchSuggestionsChain('headph', controller.signal)).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });
});

describe('getSuggestions (per-term session cache)', () => {
  it('answers a term again from sessionStorage, whatever its case and spacing', async () => {
    answers.suggestions = () =>
      json(200, {
        success: true,
        suggestions: [{ type: 'completion', text: 'saree for women', url: '/search?q=saree+for+women' }],
      });
    const first = await getSuggestions('saree');
    const again = await getSuggestions('  SAREE ');
    expect(again).toEqual(first);
    expect(calls).toHaveLength(1);
    expect(Object.keys(JSON.parse(session.get(SEARCH_CACHE_KEY)!))).toEqual(['saree']);
  });

  it('does not cache a failure, and ignores broken or blocked storage', async () => {
    session.set(SEARCH_CACHE_KEY, '{not json');
    await expect(getSuggestions('headph')).rejects.toThrow();
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    answers.suggestions = () => json(200, { success: true, suggestions: [] });
    await expect(getSuggestions('headph')).resolves.toMatchObject({ suggestions: [], source: 'suggestions' });
  });
});
