// GET /api/products/trending, /api/products/trending/categories and /api/products/rankings/:list. Static paths: find-my-way matches them
// before /products/:id whatever the registration order (catalog.test checks it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  trendingCategoriesResponseSchema,
  trendingListResponseSchema,
} from '@haat/domain/catalog/product.schema';
import {
  trendingCategoriesQuerySchema,
  trendingQuerySchema,
} from '@haat/domain/catalog/products-query.schema';
import {
  rankingParamsSchema,
  rankingQuerySchema,
  rankingResponseSchema,
} from '@haat/domain/catalog/rankings';
import type { Db } from '../../db/client.ts';
import { plainJson } from './plain-json.ts';
import { TtlCache } from './summary-cache.ts';
import { getRanking, getTrendingCategories, getTrendingProducts } from './trending.service.ts';

/**
 * `cacheMs`: trending sums two periods of daily stats over every active product; an answer is reused for
 * the same query for this long (the stats are per day, so a few seconds' lag changes nothing visible).
 */
export function trendingRoutes(db: Db, cacheMs: number): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['catalog'];
    const lists = new TtlCache<Awaited<ReturnType<typeof getTrendingProducts>>>(cacheMs);
    const rankings = new TtlCache<Awaited<ReturnType<typeof getRanking>>>(cacheMs);
    const categories = new TtlCache<Awaited<ReturnType<typeof getTrendingCategories>>>(cacheMs);
    app.get(
      '/products/trending',
      {
        schema: {
          tags,
          summary:
            'Products ranked by views and sales in the period (day, week, month) against the period before',
          querystring: trendingQuerySchema,
          response: { 200: trendingListResponseSchema, 400: apiErrorSchema },
        },
        serializerCompiler: plainJson,
      },
      async (request) =>
        lists.get(JSON.stringify(request.query), () => getTrendingProducts(db, request.query)),
    );
    app.get(
      '/products/trending/categories',
      {
        schema: {
          tags,
          summary: 'Subcategories ranked by the growth of their views and sales in the period',
          querystring: trendingCategoriesQuerySchema,
          response: { 200: trendingCategoriesResponseSchema, 400: apiErrorSchema },
        },
        serializerCompiler: plainJson,
      },
      async (request) =>
        categories.get(JSON.stringify(request.query), () => getTrendingCategories(db, request.query)),
    );
    app.get(
      '/products/rankings/:list',
      {
        schema: {
          tags,
          summary:
            'A ranked list: top-rated, best-sellers, deals, flash-sale or clearance, one product per group',
          params: rankingParamsSchema,
          querystring: rankingQuerySchema,
          response: { 200: rankingResponseSchema, 400: apiErrorSchema },
        },
        serializerCompiler: plainJson,
      },
      async (request) =>
        rankings.get(`${request.params.list}:${JSON.stringify(request.query)}`, () =>
          getRanking(db, request.params.list, request.query),
        ),
    );
  };
}
