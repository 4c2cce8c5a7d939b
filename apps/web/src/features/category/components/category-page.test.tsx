// The category page shows its results first and the filter counts when they come (docs/behaviour/catalogue.md#calls,
// issue 25 item 1): the grid before GET /api/products/facets answers, the sidebar busy meanwhile, approximate counts
// as "≈ N", an estimated total as "N+ products", and a failed count as the panel without counts and Try Again,
// never the error page. The API is answered by MSW through the domain's contracts.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  categoriesResponseSchema,
  listingFacetsResponseSchema,
  productPageResponseSchema,
  type ProductFacets,
} from '@haat/domain/catalog/product.schema';
import { productFixture } from '../../../testing/fixtures.ts';
import { apiPath, contractError, contractJson, server } from '../../../testing/msw-server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CategoryPage } from './category-page.tsx';

const ROUTE = { route: '/category/electronics', path: '/category/:categoryId' };

const facetsOf = (approximate: boolean): ProductFacets => ({
  approximate,
  brands: [{ value: 'Samsung', count: 1200 }],
  priceRanges: [],
  price: { min: 99, max: 126299 },
  ratings: [],
  inStock: 0,
  onSale: 0,
  freeShipping: 0,
  categories: [],
  specifications: {},
});

function answerPage({ total = 1, totalExact = true } = {}) {
  const sent: URLSearchParams[] = [];
  server.use(
    http.get(apiPath('/categories'), () =>
      contractJson(categoriesResponseSchema, { success: true, categories: [], total: 0 }),
    ),
    http.get(apiPath('/products'), ({ request }) => {
      sent.push(new URL(request.url).searchParams);
      return contractJson(productPageResponseSchema, {
        success: true,
        products: [productFixture({ name: 'Samsung Galaxy M15', category: 'electronics' })],
        pagination: { totalProducts: total, totalPages: Math.ceil(total / 20), currentPage: 1 },
        total,
        totalExact,
      });
    }),
  );
  return sent;
}

/** The sidebar's panel (the modal's is mounted only while open). */
const sidebar = () => screen.getByRole('complementary');

describe('Category page: results first, counts when they come', () => {
  it('renders the grid before the counts answer, the sidebar busy; then "≈ N" for approximate counts', async () => {
    const sent = answerPage();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiPath('/products/facets'), async () => {
        await gate;
        return contractJson(listingFacetsResponseSchema, {
          success: true,
          total: 1,
          totalExact: true,
          facets: facetsOf(true),
        });
      }),
    );
    renderWithProviders(<CategoryPage />, ROUTE);

    expect(await screen.findByText('Samsung Galaxy M15')).toBeInTheDocument();
    expect(sent[0]!.get('facets')).toBe('false');
    const panel = within(sidebar()).getByRole('region', { name: 'Filters' });
    expect(panel).toHaveAttribute('aria-busy', 'true');

    release();
    expect(await within(panel).findByText('(≈ 1,200)')).toBeInTheDocument();
    expect(within(panel).getByText('about 1,200')).toBeInTheDocument();
    await waitFor(() => expect(panel).not.toHaveAttribute('aria-busy'));
  });

  it('shows exact counts without "≈" and an estimated total as "N+ products"', async () => {
    answerPage({ total: 27000, totalExact: false });
    server.use(
      http.get(apiPath('/products/facets'), () =>
        contractJson(listingFacetsResponseSchema, {
          success: true,
          total: 27000,
          totalExact: false,
          facets: facetsOf(false),
        }),
      ),
    );
    renderWithProviders(<CategoryPage />, ROUTE);

    expect(await screen.findByText('27,000+ products')).toBeInTheDocument();
    expect(await within(sidebar()).findByText('(1,200)')).toBeInTheDocument();
    expect(sidebar()).not.toHaveTextContent('≈');
    expect(screen.getByText('Showing 1 to 20 of 27,000+ results')).toBeInTheDocument();
  });

  it('keeps the grid when the counts fail and offers Try Again in the panel', async () => {
    answerPage();
    let calls = 0;
    server.use(
      http.get(apiPath('/products/facets'), () => {
        calls += 1;
        return calls === 1
          ? contractError(500, 'Internal error', 'INTERNAL_ERROR')
          : contractJson(listingFacetsResponseSchema, {
              success: true,
              total: 1,
              totalExact: true,
              facets: facetsOf(false),
            });
      }),
    );
    const { user } = renderWithProviders(<CategoryPage />, ROUTE);

    expect(await within(sidebar()).findByRole('alert')).toHaveTextContent('Counts could not be loaded.');
    expect(screen.getByText('Samsung Galaxy M15')).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Products')).toBeNull();
    await user.click(within(sidebar()).getByRole('button', { name: 'Try Again' }));
    expect(await within(sidebar()).findByText('(1,200)')).toBeInTheDocument();
  });
});
