// The header's search box with its lazily loaded suggestions panel, against the search endpoints answered from
// their contracts: where a search goes, what the open box lists (trending, suggestions, failure), the combobox's
// keyboard, and what it remembers.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_MEMORY } from '@haat/domain/search/search-history';
import {
  FALLBACK_TRENDING_TERMS,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  trendingSearchResponseSchema,
  type SearchSuggestion,
} from '@haat/domain/search/search.schema';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { apiPath, contractError, contractJson, server } from '../../../testing/msw-server.ts';
import { renderWithProviders, testQueryClient } from '../../../testing/render.tsx';
import { useSearchHistoryStore } from '../stores/search-history-store.ts';
import { SearchBox } from './search-box.tsx';

const TRENDING = ['saree', 'air fryer', 'smart watch'];

const KETTLE: SearchSuggestion = {
  type: 'product',
  text: 'Prestige Electric Kettle 1.5 L',
  _id: 'prod-kettle-1',
  brand: 'Prestige',
  sellingPrice: 1299,
  url: '/product/prod-kettle-1',
};
const COMPLETION: SearchSuggestion = {
  type: 'completion',
  text: 'kettle electric',
  searchTerm: 'kettle electric',
  url: '/search?q=kettle+electric',
};

/** Trending and suggestions, from their contracts; the terms the suggestion endpoint was asked for are kept. */
function searchApi({ suggestions = [KETTLE, COMPLETION] }: { suggestions?: SearchSuggestion[] } = {}) {
  const asked: string[] = [];
  server.use(
    http.get(apiPath('/products/search/trending'), () =>
      contractJson(trendingSearchResponseSchema, {
        success: true,
        trending: TRENDING.map((term, i) => ({ term, count: 30 - i })),
        fallback: false,
      }),
    ),
    http.get(apiPath('/products/search/suggestions'), ({ request }) => {
      const query = suggestionsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
      asked.push(query.q);
      return contractJson(suggestionsResponseSchema, { success: true, suggestions });
    }),
  );
  return asked;
}

function renderBox(route = '/') {
  return renderWithProviders(<SearchBox />, { route });
}

const input = () => screen.getByRole('combobox', { name: 'Search for products, brands, categories...' });

beforeEach(() => {
  useSearchHistoryStore.setState(EMPTY_SEARCH_MEMORY);
});

describe('SearchBox', () => {
  it('searches the typed term on Enter, trimmed, and remembers it as typed', async () => {
    searchApi();
    const { user, location } = renderBox();

    await user.type(input(), '  red saree {Enter}');

    expect(location.current?.pathname).toBe('/search');
    expect(location.current?.search).toBe('?q=red+saree');
    await waitFor(() => expect(useSearchHistoryStore.getState().history).toContain('red saree'));
    expect(input()).toHaveValue('red saree');
  });

  it('does not search for nothing', async () => {
    searchApi();
    const { user, location } = renderBox('/cart');

    await user.type(input(), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(location.current?.pathname).toBe('/cart');
    expect(input()).toHaveFocus();
  });

  it('searches inside the category chosen in the dropdown', async () => {
    searchApi();
    const { user, location } = renderBox();

    await user.selectOptions(
      screen.getByLabelText('Search in category'),
      screen.getByRole('option', { name: 'Home & Kitchen' }),
    );
    await user.type(input(), 'kettle{Enter}');

    expect(location.current?.pathname).toBe('/category/home/kitchen');
    expect(location.current?.search).toBe('?query=kettle');
  });

  it('keeps what the shopper types while the results page it asked for is still loading', async () => {
    searchApi();
    // The app's routes load their code before the router moves (createBrowserRouter's lazy routes): until then
    // the router still reports the page the box was on.
    let arrive = () => {};
    const resultsCode = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <SearchBox />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: null },
          { path: 'search', lazy: async () => (await resultsCode, { Component: () => null }) },
        ],
      },
    ]);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    await user.type(input(), 'kurti{Enter}');
    await user.clear(input());
    await user.type(input(), 'gita');
    arrive();

    await waitFor(() => expect(router.state.location.search).toBe('?q=kurti'));
    expect(input()).toHaveValue('gita');
  });

  it('shows the term of the results page it is on', () => {
    searchApi();
    renderBox('/search?q=smart%20watch');

    expect(input()).toHaveValue('smart watch');
  });

  it('opens on focus with the trending searches, and a choice searches for it', async () => {
    searchApi();
    const { user, location } = renderBox();

    await user.click(input());

    const trending = await screen.findByRole('listbox', { name: 'Trending Searches' });
    expect(
      within(trending)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(TRENDING);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(trending).getByRole('option', { name: 'air fryer' }));

    expect(location.current?.search).toBe('?q=air+fryer');
    expect(input()).toHaveValue('air fryer');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the fixed trending terms when the trending call fails', async () => {
    searchApi();
    server.use(
      http.get(apiPath('/products/search/trending'), () =>
        contractError(500, 'Something went wrong', ERROR_CODES.internal),
      ),
    );
    const { user } = renderBox();

    await user.click(input());

    const trending = await screen.findByRole('listbox', { name: 'Trending Searches' });
    expect(
      within(trending)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(FALLBACK_TRENDING_TERMS.slice(0, SEARCH_LIMITS.trendingShown));
  });

  it('asks for suggestions once typing pauses, and only for the settled term', async () => {
    const asked = searchApi();
    const { user } = renderBox();

    await user.type(input(), 'kett');

    const suggestions = await screen.findByRole('listbox', { name: 'Suggestions' });
    const [product, completion] = within(suggestions).getAllByRole('option');
    expect(product).toHaveTextContent('Prestige Electric Kettle 1.5 L');
    expect(product).toHaveTextContent('₹1,299');
    expect(completion).toHaveTextContent('kettle electric');
    // The typed part is marked in each.
    expect(within(product!).getByText('Kett', { selector: 'mark' })).toBeInTheDocument();
    expect(asked).toEqual(['kett']);
  });

  it('moves through the suggestions with the arrows and follows the chosen one on Enter', async () => {
    searchApi();
    const { user, location } = renderBox();

    await user.type(input(), 'kettle');
    const suggestions = await screen.findByRole('listbox', { name: 'Suggestions' });
    await user.keyboard('{ArrowDown}');

    const first = within(suggestions).getAllByRole('option')[0]!;
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');

    expect(location.current?.pathname).toBe('/product/prod-kettle-1');
    // A product is found through the typed term: that is the search remembered, as chosen rather than typed.
    expect(useSearchHistoryStore.getState()).toMatchObject({ recent: ['kettle'], history: [] });
  });

  it('closes on Escape and keeps the text', async () => {
    searchApi();
    const { user } = renderBox();

    await user.type(input(), 'kettle');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveValue('kettle');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when no suggestion matches', async () => {
    searchApi({ suggestions: [] });
    const { user } = renderBox();

    await user.type(input(), 'zzqx');

    expect(await screen.findByText(SEARCH_MESSAGES.noSuggestions)).toBeInTheDocument();
  });

  it('says search is unavailable when every step of the suggestion chain fails', async () => {
    searchApi();
    server.use(
      http.get(apiPath('/products/search/suggestions'), () => HttpResponse.error()),
      http.get(apiPath('/products/suggestions'), () => HttpResponse.error()),
      http.get(apiPath('/products/search'), () => HttpResponse.error()),
      http.get(apiPath('/products'), () => HttpResponse.error()),
    );
    const { user } = renderBox();

    await user.type(input(), 'kettle');

    expect(await screen.findByRole('alert')).toHaveTextContent(SEARCH_MESSAGES.unavailable);
  });

  it('clears the text with the clear button and keeps the focus in the box', async () => {
    searchApi();
    const { user } = renderBox();

    await user.type(input(), 'kettle');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('lists and clears the search history', async () => {
    searchApi();
    useSearchHistoryStore.getState().record({ query: 'cotton kurta', typed: true });
    const { user } = renderBox();

    await user.click(input());
    const history = await screen.findByRole('listbox', { name: 'Search History' });
    expect(within(history).getByRole('option', { name: 'cotton kurta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(screen.queryByRole('listbox', { name: 'Search History' })).not.toBeInTheDocument();
    expect(useSearchHistoryStore.getState().history).toEqual([]);
  });
});
