// The open box's suggestions for a partly typed brand (docs/behaviour/search.md#suggestions; issue 24 item 6): the
// server's completions are phrases the box offers as searches, products one per group with their price, the typed
// part marked. (The box's own completions, when every suggestion call fails, are local-suggestions.test.ts's.)
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_MEMORY } from '@haat/domain/search/search-history';
import {
  suggestionsResponseSchema,
  trendingSearchResponseSchema,
  type SearchSuggestion,
} from '@haat/domain/search/search.schema';
import { apiPath, contractJson, server } from '../../../testing/msw-server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useSearchHistoryStore } from '../stores/search-history-store.ts';
import { SearchBox } from './search-box.tsx';

const completion = (text: string): SearchSuggestion => ({
  type: 'completion',
  text,
  searchTerm: text,
  url: `/search?q=${encodeURIComponent(text)}`,
});
const product = (id: string, text: string, sellingPrice: number): SearchSuggestion => ({
  type: 'product',
  _id: id,
  text,
  brand: 'Samsung',
  category: 'mobile-phones',
  sellingPrice,
  url: `/product/${id}`,
});

/** What the server answers for "sams" (search-suggestions.ts): completions first, then one product per group. */
const SAMS: SearchSuggestion[] = [
  completion('samsung phone under 20000'),
  completion('samsung smartphones'),
  product('prd_a35', 'Samsung Galaxy A35 5G (Awesome Navy, 8GB RAM, 128GB Storage)', 27999),
  product('prd_watch7', 'Samsung Galaxy Watch7 44mm Bluetooth (Green)', 29999),
  {
    type: 'category',
    text: 'Smartphones',
    category: 'mobile-phones',
    url: '/category/mobile-phones/smartphones',
  },
  { type: 'brand', text: 'Samsung', brand: 'Samsung', searchTerm: 'Samsung', url: '/search?q=Samsung' },
];

function trending() {
  server.use(
    http.get(apiPath('/products/search/trending'), () =>
      contractJson(trendingSearchResponseSchema, { success: true, trending: [], fallback: false }),
    ),
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search for products, brands, categories...' });

beforeEach(() => {
  useSearchHistoryStore.setState(EMPTY_SEARCH_MEMORY);
});

describe('SuggestionsPanel for a brand being typed', () => {
  it('lists the whole phrases first, then products with their price, the typed part marked', async () => {
    trending();
    server.use(
      http.get(apiPath('/products/search/suggestions'), () =>
        contractJson(suggestionsResponseSchema, { success: true, suggestions: SAMS }),
      ),
    );
    const { user } = renderWithProviders(<SearchBox />);
    await user.type(input(), 'sams');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const options = within(list).getAllByRole('option');
    // Four visible (SEARCH_LIMITS.visibleSuggestions), in the server's order.
    expect(options.map((o) => o.getAttribute('data-suggestion-type'))).toEqual([
      'completion',
      'completion',
      'product',
      'product',
    ]);
    expect(options[1]).toHaveTextContent('samsung smartphones');
    expect(within(options[1]!).getByText('sams', { selector: 'mark' })).toBeInTheDocument();
    expect(options[2]).toHaveTextContent('₹27,999');
  });

  it('searches a chosen completion as a phrase and remembers it', async () => {
    trending();
    server.use(
      http.get(apiPath('/products/search/suggestions'), () =>
        contractJson(suggestionsResponseSchema, { success: true, suggestions: SAMS }),
      ),
    );
    const { user, location } = renderWithProviders(<SearchBox />);
    await user.type(input(), 'sams');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location.current?.pathname).toBe('/search');
    expect(new URLSearchParams(location.current?.search).get('q')).toBe('samsung smartphones');
    expect(input()).toHaveValue('samsung smartphones');
    await waitFor(() => expect(useSearchHistoryStore.getState().recent).toContain('samsung smartphones'));
  });
});
