// The catalogue API (docs/behaviour/catalogue.md#calls): product listing with facets, one product, related, home
// rows, categories.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  type ProductPageResponse,
  categoriesResponseSchema,
  listingFacetsResponseSchema,
  productPageResponseSchema,
  productResponseSchema,
  productsResponseSchema,
} from '@haat/domain/catalog/product.schema';
import { productsQuerySchema, rowLimitQuery } from '@haat/domain/catalog/products-query.schema';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  getCategoryCounts,
  getFeaturedProducts,
  getNewArrivals,
  getProduct,
  getRelatedProducts,
  listingFacets,
  searchProducts,
  type ListingCounts,
} from './catalog.service.ts';
import { plainJson } from './plain-json.ts';
import { PopularityJob } from './popularity.job.ts';
import { viewRecorderFor } from './product-stats.ts';
import { loggedTerm, searchLogFor } from './search/search-log.ts';
import { TtlCache } from './summary-cache.ts';
import { trendingRoutes } from './trending.routes.ts';

const HOME_ROW_LIMIT = 8;
const RELATED_LIMIT = 4;
const RELATED_MAX = 12;
const ROW_MAX = 50;
const idParams = z.object({ id: z.string().min(1).max(100) });

export function catalogRoutes({
  db,
  config,
}: {
  db: Db;
  config: Pick<Config, 'popularityRefreshMs' | 'catalogCacheMs'>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['catalog'];
    const summaries = new TtlCache<ListingCounts>(config.catalogCacheMs);
    // Whole listing pages too: shoppers open the same first pages of the same categories, and a page from
    // memory costs a fraction of reading 20 wide rows and shaping them (bench/RESULTS.md). A page may show a
    // price or stock up to CATALOG_CACHE_MS old; the product page, cart and checkout always read fresh.
    const pages = new TtlCache<ProductPageResponse>(config.catalogCacheMs, 2000);
    const views = viewRecorderFor(db, app.log);
    const searches = searchLogFor(db, app.log);
    // Popularity (sort=popular) is computed when the server is ready, i.e. after migrate and seed.
    const popularity = new PopularityJob(db, app.log, config.popularityRefreshMs);
    app.addHook('onReady', async () => popularity.start());
    app.addHook('onClose', async () => {
      await popularity.stop();
      await views.flush();
      await searches.flush();
    });
    await app.register(trendingRoutes(db, config.catalogCacheMs));
    app.get(
      '/products',
      {
        schema: {
          tags,
          summary: 'List published products with filters, sorting, pagination and facets',
          querystring: productsQuerySchema,
          response: { 200: productPageResponseSchema, 400: apiErrorSchema },
        },
        serializerCompiler: plainJson,
      },
      async (request) => {
        const answer = await pages.get(JSON.stringify(request.query), () =>
          searchProducts(db, request.query, summaries),
        );
        // The /search page lists through here today: its first page is a search for trending
        // (docs/behaviour/search.md#trending-searches's last fallback), logged off the answer's path; later pages are
        // the same search.
        if (request.query.search && request.query.page === 1) {
          searches.record(loggedTerm(request.query.search, answer.query), answer.total);
        }
        return answer;
      },
    );
    // Static paths before /products/:id (find-my-way prefers them anyway; the order keeps it obvious).
    app.get(
      '/products/facets',
      {
        schema: {
          tags,
          summary:
            'The total and facet counts of a product listing query (the filters of GET /products), without its page',
          querystring: productsQuerySchema,
          response: { 200: listingFacetsResponseSchema, 400: apiErrorSchema },
        },
        serializerCompiler: plainJson,
      },
      async (request) => listingFacets(db, request.query, summaries),
    );
    app.get(
      '/products/featured',
      {
        schema: {
          tags,
          summary: 'Featured products, newest first',
          querystring: rowLimitQuery(HOME_ROW_LIMIT, ROW_MAX),
          response: { 200: productsResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        products: await getFeaturedProducts(db, request.query.limit),
      }),
    );
    app.get(
      '/products/new-arrivals',
      {
        schema: {
          tags,
          summary: 'Newest products first',
          querystring: rowLimitQuery(HOME_ROW_LIMIT, ROW_MAX),
          response: { 200: productsResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        products: await getNewArrivals(db, request.query.limit),
      }),
    );
    app.get(
      '/products/:id',
      {
        schema: {
          tags,
          summary: 'One published product with its variants; counts a view',
          params: idParams,
          response: { 200: productResponseSchema, 404: apiErrorSchema },
        },
        serializerCompiler: plainJson,
      },
      async (request) => {
        const product = await getProduct(db, request.params.id);
        // A view counts for trending and popularity; HEAD requests (link checkers, prefetch) are no views.
        if (request.method === 'GET') views.record(product.id);
        return { success: true as const, product };
      },
    );
    app.get(
      '/products/:id/related',
      {
        schema: {
          tags,
          summary: 'Products of the same subcategory, then category; never the product itself',
          params: idParams,
          querystring: rowLimitQuery(RELATED_LIMIT, RELATED_MAX),
          response: { 200: productsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        products: await getRelatedProducts(db, request.params.id, request.query.limit),
      }),
    );
    app.get(
      '/categories',
      {
        schema: {
          tags,
          summary: 'The category tree with published-product counts',
          response: { 200: categoriesResponseSchema },
        },
      },
      async () => ({ success: true as const, ...(await getCategoryCounts(db)) }),
    );
  };
}
