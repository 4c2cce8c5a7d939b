// The search listing's notices and sort (docs/behaviour/search.md#results-page-notices, #sort; issue 24 items 2, 4,
// 5): what the server understood with a chip that undoes each part, the relaxation, the rewrite, and Relevance
// as a search's default order. The API is answered by MSW through the listing's contract.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  listingFacetsResponseSchema,
  productPageResponseSchema,
  type ProductFacets,
} from '@haat/domain/catalog/product.schema';
import type { SearchInterpretation } from '@haat/domain/search/search-interpretation.schema';
import { productFixture } from '../../../testing/fixtures.ts';
import { apiPath, contractJson, server } from '../../../testing/msw-server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SearchListing } from './search-listing.tsx';

const EMPTY_FACETS: ProductFacets = {
  approximate: false,
  brands: [],
  priceRanges: [],
  price: null,
  ratings: [],
  inStock: 0,
  onSale: 0,
  freeShipping: 0,
  categories: [],
  specifications: {},
};

/**
 * Answers GET /api/products with one product and `query`, and its counts (GET /api/products/facets); returns the
 * query strings the page sent.
 */
function answerProducts(query?: SearchInterpretation): URLSearchParams[] {
  const sent: URLSearchParams[] = [];
  server.use(
    http.get(apiPath('/products'), ({ request }) => {
      sent.push(new URL(request.url).searchParams);
      return contractJson(productPageResponseSchema, {
        success: true,
        products: [productFixture({ name: 'Noise ColorFit Pulse Smart Watch' })],
        pagination: { totalProducts: 1, totalPages: 1, currentPage: 1 },
        total: 1,
        totalExact: true,
        ...(query ? { query } : {}),
      });
    }),
    http.get(apiPath('/products/facets'), () =>
      contractJson(listingFacetsResponseSchema, {
        success: true,
        total: 1,
        totalExact: true,
        facets: EMPTY_FACETS,
        ...(query ? { query } : {}),
      }),
    ),
  );
  return sent;
}

const smartWatchForMen: SearchInterpretation = {
  original: 'smart watch under 2000 for men',
  searched: 'smart watch',
  rewritten: false,
  corrected: false,
  understood: [
    {
      kind: 'type',
      words: 'smart watch',
      value: 'electronics/wearables/smart-watches',
      undo: { q: 'smart watch under 2000 for men', exact: true },
    },
    { kind: 'price', words: 'under 2000', value: '-2000', undo: { q: 'smart watch for men' } },
    { kind: 'audience', words: 'for men', value: 'men', undo: { q: 'smart watch under 2000' } },
  ],
};

describe('SearchListing notices', () => {
  it('says what it understood in one sentence, with the category name, price and audience', async () => {
    answerProducts(smartWatchForMen);
    renderWithProviders(<SearchListing basePath="/search" />, {
      route: '/search?q=smart+watch+under+2000+for+men',
    });
    expect(await screen.findByTestId('search-notice')).toHaveTextContent(
      'Showing Smart Watches under ₹2,000 for men',
    );
  });

  it('offers a link per part that undoes it, keeping the filters and sort and leaving page 1', async () => {
    answerProducts(smartWatchForMen);
    const { user, location } = renderWithProviders(<SearchListing basePath="/search" />, {
      route: '/search?q=smart+watch+under+2000+for+men&brands=Noise&sort=price-low&page=2',
    });
    const chips = await screen.findByRole('list', { name: 'Understood in your search' });
    const links = within(chips).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Remove: Smart Watches',
      'Remove: under ₹2,000',
      'Remove: for men',
    ]);
    // Keyboard: the undo is a link, reached by Tab and followed by Enter.
    const price = screen.getByRole('link', { name: 'Remove: under ₹2,000' });
    price.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location.current?.pathname).toBe('/search'));
    const params = new URLSearchParams(location.current?.search);
    expect(params.get('q')).toBe('smart watch for men');
    expect(params.get('brands')).toBe('Noise');
    expect(params.get('sort')).toBe('price-low');
    expect(params.has('page')).toBe(false);
    expect(params.has('exact')).toBe(false);
  });

  it('undoes a product type by searching the words as typed (exact)', async () => {
    answerProducts(smartWatchForMen);
    const { user, location } = renderWithProviders(<SearchListing basePath="/search" />, {
      route: '/search?q=smart+watch+under+2000+for+men',
    });
    await user.click(await screen.findByRole('link', { name: 'Remove: Smart Watches' }));
    const params = new URLSearchParams(location.current?.search);
    expect(params.get('q')).toBe('smart watch under 2000 for men');
    expect(params.get('exact')).toBe('true');
  });

  it('names a brand, colour and size, and a search with no type as products', async () => {
    answerProducts({
      original: 'samsung black 256gb 10k to 30k',
      searched: 'samsung black 256gb',
      rewritten: false,
      corrected: false,
      understood: [
        {
          kind: 'brand',
          words: 'samsung',
          value: 'Samsung',
          undo: { q: 'samsung black 256gb 10k to 30k', exact: true },
        },
        { kind: 'colour', words: 'black', value: 'Black', undo: { q: 'samsung 256gb 10k to 30k' } },
        { kind: 'size', words: '256gb', value: '256 gb', undo: { q: 'samsung black 10k to 30k' } },
        { kind: 'price', words: '10k to 30k', value: '10000-30000', undo: { q: 'samsung black 256gb' } },
      ],
    });
    renderWithProviders(<SearchListing basePath="/search" />, { route: '/search?q=samsung' });
    expect(await screen.findByTestId('search-notice')).toHaveTextContent(
      'Showing Black 256 gb Samsung products between ₹10,000 and ₹30,000',
    );
    expect(screen.getByRole('link', { name: 'Remove: 256 gb' })).toBeInTheDocument();
  });

  it('says a relaxed search found nothing as typed, and offers no undo of what it gave up', async () => {
    answerProducts({
      ...smartWatchForMen,
      original: 'smart watch under 200',
      relaxed: { dropped: [], priceWidened: true },
    });
    renderWithProviders(<SearchListing basePath="/search" />, { route: '/search?q=smart+watch+under+200' });
    expect(await screen.findByTestId('search-notice')).toHaveTextContent(
      'No results for “smart watch under 200”. Showing results for “smart watch” at any price',
    );
    expect(screen.queryByRole('list', { name: 'Understood in your search' })).toBeNull();
  });

  it('says which words a relaxation dropped without "at any price" when the price held', async () => {
    answerProducts({
      original: 'kurti zebra print',
      searched: 'kurti print',
      rewritten: false,
      corrected: false,
      relaxed: { dropped: ['zebra'], priceWidened: false },
    });
    renderWithProviders(<SearchListing basePath="/search" />, { route: '/search?q=kurti+zebra+print' });
    const notice = await screen.findByTestId('search-notice');
    expect(notice).toHaveTextContent('No results for “kurti zebra print”. Showing results for “kurti print”');
    expect(notice).not.toHaveTextContent('at any price');
  });

  it('keeps the rewrite notice with "Search instead for …" (exact)', async () => {
    answerProducts({ original: 'mobil', searched: 'mobile', rewritten: false, corrected: true });
    const { user, location } = renderWithProviders(<SearchListing basePath="/search" />, {
      route: '/search?q=mobil',
    });
    expect(await screen.findByTestId('search-notice')).toHaveTextContent('Showing results for mobile');
    await user.click(screen.getByRole('link', { name: 'Search instead for mobil' }));
    expect(location.current?.search).toBe('?q=mobil&exact=true');
  });

  it('says nothing when the server read the term as typed and understood nothing', async () => {
    answerProducts({
      original: 'zebra',
      searched: 'zebra',
      rewritten: false,
      corrected: false,
      understood: [],
    });
    renderWithProviders(<SearchListing basePath="/search" />, { route: '/search?q=zebra' });
    expect(await screen.findByText('Noise ColorFit Pulse Smart Watch')).toBeInTheDocument();
    expect(screen.queryByTestId('search-notice')).toBeNull();
  });
});

describe('SearchListing sort', () => {
  it('opens a search on Relevance, sends no sort, and offers Relevance beside the listing sorts', async () => {
    const sent = answerProducts(smartWatchForMen);
    renderWithProviders(<SearchListing basePath="/search" />, { route: '/search?q=smart+watch' });
    const select = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('relevance');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Relevance', 'Newest First', 'Price: Low to High', 'Price: High to Low', 'Popularity']);
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent[0]!.get('search')).toBe('smart watch');
    expect(sent[0]!.has('sort')).toBe(false);
    expect(sent[0]!.has('sortBy')).toBe(false);
  });

  it('keeps the query, its exact flag and the filters when the sort changes', async () => {
    const sent = answerProducts(smartWatchForMen);
    const { user, location } = renderWithProviders(<SearchListing basePath="/search" />, {
      route: '/search?q=smart+watch&exact=true&brands=Noise',
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'price-low');
    const params = new URLSearchParams(location.current?.search);
    expect(params.get('q')).toBe('smart watch');
    expect(params.get('exact')).toBe('true');
    expect(params.get('brands')).toBe('Noise');
    expect(params.get('sort')).toBe('price-low');
    await waitFor(() => expect(sent.at(-1)?.get('sort')).toBe('price-low'));
    expect(sent.at(-1)?.get('search')).toBe('smart watch');
    expect(sent.at(-1)?.get('exact')).toBe('true');
  });

  it('returns to Relevance without a sort in the address', async () => {
    answerProducts(smartWatchForMen);
    const { user, location } = renderWithProviders(<SearchListing basePath="/search" />, {
      route: '/search?q=smart+watch&sort=newest',
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'relevance');
    expect(new URLSearchParams(location.current?.search).has('sort')).toBe(false);
  });

  it('keeps Newest First as the default of the listing without a search', async () => {
    const sent = answerProducts();
    renderWithProviders(<SearchListing basePath="/all-products" />, { route: '/all-products' });
    const select = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('newest');
    expect(within(select).queryByRole('option', { name: 'Relevance' })).toBeNull();
    await waitFor(() => expect(sent[0]?.get('sort')).toBe('newest'));
  });
});
