// Results first, counts when they come (docs/behaviour/catalogue.md#calls, issue 25 item 1): the listing asks for
// its page with facets=false and for the counts beside it (GET /api/products/facets), so the grid never waits
// for them; approximate counts read "≈ N" ("about N" to a screen reader), an estimated total "N+"; a failed count
// leaves the grid and offers to ask again; paging and sorting never ask for the counts again. The API is answered
// by MSW through the domain's contracts.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  listingFacetsResponseSchema,
  productPageResponseSchema,
  type ProductFacets,
} from '@haat/domain/catalog/product.schema';
import { productFixture } from '../../../testing/fixtures.ts';
import { apiPath, contractError, contractJson, server } from '../../../testing/msw-server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SearchListing } from './search-listing.tsx';

const facetsOf = (overrides: Partial<ProductFacets> = {}): ProductFacets => ({
  approximate: false,
  brands: [{ value: 'Samsung', count: 1234 }],
  priceRanges: [],
  price: { min: 99, max: 126299 },
  ratings: [{ minRating: 4, count: 812 }],
  inStock: 27000,
  onSale: 640,
  freeShipping: 0,
  categories: [],
  specifications: {},
  ...overrides,
});

interface PageAnswer {
  total?: number;
  totalExact?: boolean;
  totalPages?: number;
}

/** GET /api/products: one phone on a page; returns the query strings the page sent. */
function answerPage({ total = 1, totalExact = true, totalPages = 1 }: PageAnswer = {}): URLSearchParams[] {
  const sent: URLSearchParams[] = [];
  server.use(
    http.get(apiPath('/products'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      sent.push(params);
      return contractJson(productPageResponseSchema, {
        success: true,
        products: [productFixture({ name: 'Samsung Galaxy M15' })],
        pagination: { totalProducts: total, totalPages, currentPage: Number(params.get('page') ?? 1) },
        total,
        totalExact,
      });
    }),
  );
  return sent;
}

/** GET /api/products/facets, answered only when `release` is called (or at once when no gate is asked for). */
function answerCounts(facets: ProductFacets, { gated = false } = {}) {
  const sent: URLSearchParams[] = [];
  let release: () => void = () => {};
  const gate = gated ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  server.use(
    http.get(apiPath('/products/facets'), async ({ request }) => {
      sent.push(new URL(request.url).searchParams);
      await gate;
      return contractJson(listingFacetsResponseSchema, { success: true, total: 1, totalExact: true, facets });
    }),
  );
  return { sent, release: () => release() };
}

const filters = () => screen.getByRole('complementary', { name: 'Filters' });

describe('Listing: results first, counts when they come', () => {
  it('shows the grid while the counts are still loading, the panel busy; then the counts', async () => {
    const page = answerPage();
    const counts = answerCounts(facetsOf(), { gated: true });
    renderWithProviders(<SearchListing basePath="/search" />, { route: '/search?q=samsung' });

    expect(await screen.findByText('Samsung Galaxy M15')).toBeInTheDocument();
    const panel = within(filters()).getByRole('region', { name: 'Filters' });
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(within(panel).getByRole('status')).toHaveTextContent('Updating counts…');
    expect(within(panel).queryByText('(1,234)')).toBeNull();
    await waitFor(() => expect(counts.sent).toHaveLength(1));
    expect(page[0]!.get('facets')).toBe('false');

    counts.release();
    expect(await within(panel).findByText('(1,234)')).toBeInTheDocument();
    expect(panel).not.toHaveAttribute('aria-busy');
    // The counts are asked with the filters alone.
    const asked = counts.sent[0]!;
    expect(asked.get('search')).toBe('samsung');
    for (const key of ['page', 'limit', 'sort', 'sortBy', 'sortOrder', 'facets'])
      expect(asked.has(key)).toBe(false);
  });

  it('shows approximate counts as "≈ N", read as "about N"', async () => {
    answerPage();
    answerCounts(facetsOf({ approximate: true }));
    renderWithProviders(<SearchListing basePath="/search" />, { route: '/search?q=samsung' });

    const panel = filters();
    expect(await within(panel).findByText('(≈ 1,234)')).toHaveAttribute('aria-hidden', 'true');
    expect(within(panel).getByText('about 1,234')).toHaveClass('sr-only');
    expect(within(panel).getByRole('button', { name: /4 stars and up.*about 812/ })).toBeInTheDocument();
  });

  it('shows exact counts without "≈"', async () => {
    answerPage();
    answerCounts(facetsOf({ approximate: false }));
    renderWithProviders(<SearchListing basePath="/search" />, { route: '/search?q=samsung' });

    const panel = filters();
    expect(await within(panel).findByText('(1,234)')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('≈');
    expect(within(panel).queryByText(/about/)).toBeNull();
  });

  it('shows an estimated total as "N+", in the heading and the pagination', async () => {
    answerPage({ total: 27000, totalExact: false, totalPages: 500 });
    answerCounts(facetsOf());
    renderWithProviders(<SearchListing basePath="/all-products" />, { route: '/all-products' });

    expect(await screen.findByText('27,000+ products')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 20 of 27,000+ results')).toBeInTheDocument();
    expect(screen.queryByText('27,000 products')).toBeNull();
  });

  it('shows an exact total as it is', async () => {
    answerPage({ total: 4321, totalExact: true, totalPages: 217 });
    answerCounts(facetsOf());
    renderWithProviders(<SearchListing basePath="/all-products" />, { route: '/all-products' });

    expect(await screen.findByText('4,321 products')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 20 of 4,321 results')).toBeInTheDocument();
  });

  it('keeps the grid when the counts fail, and asks again on Try Again', async () => {
    answerPage();
    let calls = 0;
    server.use(
      http.get(apiPath('/products/facets'), () => {
        calls += 1;
        return calls === 1
          ? contractError(503, 'Service unavailable', 'SERVICE_UNAVAILABLE')
          : contractJson(listingFacetsResponseSchema, {
              success: true,
              total: 1,
              totalExact: true,
              facets: facetsOf(),
            });
      }),
    );
    const { user } = renderWithProviders(<SearchListing basePath="/search" />, {
      route: '/search?q=samsung',
    });

    expect(await within(filters()).findByRole('alert')).toHaveTextContent('Counts could not be loaded.');
    expect(screen.getByText('Samsung Galaxy M15')).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Products')).toBeNull();
    // The panel stays usable without counts; a list made of live values only (categories) is left out.
    expect(within(filters()).getByRole('checkbox', { name: /Samsung/ })).toBeInTheDocument();
    expect(within(filters()).queryByRole('button', { name: /^Categories/ })).toBeNull();
    expect(within(filters()).queryByText('No options found')).toBeNull();

    await user.click(within(filters()).getByRole('button', { name: 'Try Again' }));
    expect(await within(filters()).findByText('(1,234)')).toBeInTheDocument();
    expect(within(filters()).queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('asks for the counts once while the shopper sorts and pages', async () => {
    const page = answerPage({ total: 60, totalPages: 3 });
    const counts = answerCounts(facetsOf());
    const { user } = renderWithProviders(<SearchListing basePath="/all-products" />, {
      route: '/all-products',
    });
    expect(await within(filters()).findByText('(1,234)')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-low');
    await waitFor(() => expect(page.at(-1)?.get('sort')).toBe('price-low'));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(page.at(-1)?.get('page')).toBe('2'));
    expect(counts.sent).toHaveLength(1);
  });

  it('asks for the counts again when a filter changes, showing the previous ones dimmed meanwhile', async () => {
    answerPage();
    const sent: URLSearchParams[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiPath('/products/facets'), async ({ request }) => {
        const params = new URL(request.url).searchParams;
        sent.push(params);
        if (params.has('brands')) await gate;
        const facets = facetsOf({
          brands: [{ value: 'Samsung', count: params.has('brands') ? 1000 : 1234 }],
        });
        return contractJson(listingFacetsResponseSchema, {
          success: true,
          total: 1,
          totalExact: true,
          facets,
        });
      }),
    );
    const { user } = renderWithProviders(<SearchListing basePath="/all-products" />, {
      route: '/all-products',
    });
    await user.click(await within(filters()).findByRole('checkbox', { name: /Samsung/ }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.get('brands')).toBe('Samsung');
    const panel = within(filters()).getByRole('region', { name: 'Filters' });
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(panel).toHaveAttribute('data-counts', 'loading');
    expect(within(panel).getByText('(1,234)')).toBeInTheDocument();

    release();
    expect(await within(panel).findByText('(1,000)')).toBeInTheDocument();
    expect(panel).not.toHaveAttribute('aria-busy');
  });
});
