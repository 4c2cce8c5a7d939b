// The signed-in cart (docs/behaviour/cart.md#calls): GET /api/users/get-cart (and /api/users/cart), POST
// /api/users/cart, PUT and DELETE /api/users/cart/{productId}, DELETE /api/users/cart, POST /api/users/cart/merge.
import {
  cartAddRequestSchema,
  cartMergeRequestSchema,
  cartResponseSchema,
  cartUpdateRequestSchema,
  productIdParamsSchema,
} from '@haat/domain/cart/cart-api.schema';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import { addToCart, clearCart, loadCart, mergeCart, removeCartLine, updateCartLine } from './cart.service.ts';

export interface CartRouteDeps {
  db: Db;
}

const tags = ['cart'];

/** A cart is one shopper's: never stored by a shared cache. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function cartRoutes({ db }: CartRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const read = {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The cart in the order its lines were added, with totals (cart rule) and notices',
        response: { 200: cartResponseSchema, 401: apiErrorSchema },
      },
    };
    for (const url of ['/users/get-cart', '/users/cart']) {
      app.get(url, read, async (request, reply) => {
        noStore(reply);
        return loadCart(db, currentUser(request).id);
      });
    }

    app.post(
      '/users/cart',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary:
            'Add a product (quantity defaults to 1; adds to an existing line), capped at stock and 100',
          body: cartAddRequestSchema,
          response: {
            200: cartResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return addToCart({ db }, currentUser(request).id, request.body);
      },
    );

    app.put(
      '/users/cart/:productId',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: "Set a line's quantity, capped at stock and 100",
          params: productIdParamsSchema,
          body: cartUpdateRequestSchema,
          response: {
            200: cartResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return updateCartLine(
          { db },
          currentUser(request).id,
          request.params.productId,
          request.body.quantity,
        );
      },
    );

    app.delete(
      '/users/cart/:productId',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: 'Remove a line',
          params: productIdParamsSchema,
          response: {
            200: cartResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return removeCartLine({ db }, currentUser(request).id, request.params.productId);
      },
    );

    app.delete(
      '/users/cart',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: 'Clear the cart',
          response: { 200: cartResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return clearCart({ db }, currentUser(request).id);
      },
    );

    app.post(
      '/users/cart/merge',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary:
            'Merge the guest cart at sign-in: quantities summed per product and capped at stock; unknown, withdrawn and sold-out items skipped with notices',
          body: cartMergeRequestSchema,
          response: { 200: cartResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return mergeCart({ db }, currentUser(request).id, request.body.items);
      },
    );
  };
}
