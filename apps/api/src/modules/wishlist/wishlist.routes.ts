// The signed-in wishlist (docs/behaviour/wishlist.md#calls, #wishlist-page): GET/POST /api/users/wishlist,
// DELETE /api/users/wishlist/{productId}, DELETE /api/users/wishlist, POST /api/users/wishlist/merge.
import {
  productIdParamsSchema,
  wishlistAddRequestSchema,
  wishlistMergeRequestSchema,
  wishlistResponseSchema,
} from '@haat/domain/cart/cart-api.schema';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import {
  addToWishlist,
  clearWishlist,
  loadWishlist,
  mergeWishlist,
  removeFromWishlist,
} from './wishlist.service.ts';

export interface WishlistRouteDeps {
  db: Db;
}

const tags = ['wishlist'];

export function wishlistRoutes({ db }: WishlistRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // A wishlist is one shopper's: never stored by a shared cache.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/users/wishlist',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: 'The wishlist, newest first',
          response: { 200: wishlistResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request) => loadWishlist(db, currentUser(request).id),
    );

    app.post(
      '/users/wishlist',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: "Add a product; 409 'Product already in wishlist' when it is there",
          body: wishlistAddRequestSchema,
          response: {
            201: wishlistResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const answer = await addToWishlist({ db }, currentUser(request).id, request.body.productId);
        return reply.status(201).send(answer);
      },
    );

    app.delete(
      '/users/wishlist/:productId',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: 'Remove a product',
          params: productIdParamsSchema,
          response: {
            200: wishlistResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => removeFromWishlist({ db }, currentUser(request).id, request.params.productId),
    );

    app.delete(
      '/users/wishlist',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: 'Clear the wishlist',
          response: { 200: wishlistResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request) => clearWishlist({ db }, currentUser(request).id),
    );

    app.post(
      '/users/wishlist/merge',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: 'Merge the guest wishlist at sign-in: the union; unknown and withdrawn products skipped',
          body: wishlistMergeRequestSchema,
          response: { 200: wishlistResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => mergeWishlist({ db }, currentUser(request).id, request.body.productIds),
    );
  };
}
