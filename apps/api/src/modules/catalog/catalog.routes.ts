// The catalogue API (spec 2 §7): product listing with facets, one product, related, home rows, categories.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  categoriesResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  productsResponseSchema,
} from '@haat/domain/catalog/product.schema';
import { productsQuerySchema, rowLimitQuery } from '@haat/domain/catalog/products-query.schema';
import type { Db } from '../../db/client.ts';
import {
  getCategoryCounts,
  getFeaturedProducts,
  getNewArrivals,
  getProduct,
  getRelatedProducts,
  searchProducts,
} from './catalog.service.ts';

const HOME_ROW_LIMIT = 8;
const RELATED_LIMIT = 4;
const RELATED_MAX = 12;
const ROW_MAX = 50;
const idParams = z.object({ id: z.string().min(1).max(100) });

export function catalogRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['catalog'];
    app.get(
      '/products',
      {
        schema: {
          tags,
          summary: 'List published products with filters, sorting, pagination and facets',
          querystring: productsQuerySchema,
          response: { 200: productListResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => searchProducts(db, request.query),
    );
    // Static paths before /products/:id (find-my-way prefers them anyway; the order keeps it obvious).
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
          summary: 'One published product',
          params: idParams,
          response: { 200: productResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => ({ success: true as const, product: await getProduct(db, request.params.id) }),
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
