// The seller API for the external seller portal (ARCHITECTURE §6, issue 7 item 5): `Authorization: Bearer <seller
// api key>`, a seller's own sub-orders only, and status moves that the shopper's tracking page shows.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { orderListQuerySchema, sellerStatusRequestSchema } from '@haat/domain/orders/order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import { currentSeller, sellerAuthenticator } from './seller-auth.ts';
import {
  sellerOrderListResponseSchema,
  sellerOrderResponseSchema,
  sellerStatusResponseSchema,
  subOrderParamsSchema,
} from './sellers.schemas.ts';
import { getSellerOrder, listSellerOrders, moveSellerOrder } from './sellers.service.ts';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema };

export function sellerRoutes({ db, mail }: { db: Db; mail: MailKicker }): FastifyPluginAsyncZod {
  return async (app) => {
    app.decorateRequest('seller', null);
    const authenticateSeller = sellerAuthenticator(db);

    app.get(
      '/seller/orders',
      {
        onRequest: authenticateSeller,
        schema: {
          tags: ['seller'],
          summary: "The seller's sub-orders, newest first (Authorization: Bearer <seller api key>)",
          querystring: orderListQuerySchema,
          response: { 200: sellerOrderListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listSellerOrders(db, currentSeller(request).id, request.query);
      },
    );

    app.get(
      '/seller/orders/:subOrderId',
      {
        onRequest: authenticateSeller,
        schema: {
          tags: ['seller'],
          summary: "One of the seller's sub-orders with its tracking events, newest first",
          params: subOrderParamsSchema,
          response: { 200: sellerOrderResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getSellerOrder(db, currentSeller(request).id, request.params.subOrderId);
      },
    );

    app.post(
      '/seller/orders/:subOrderId/status',
      {
        onRequest: authenticateSeller,
        bodyLimit: 8 * 1024,
        schema: {
          tags: ['seller'],
          summary:
            'Move a sub-order forward (packed, dispatched with trackingNumber and carrier, out_for_delivery, delivered, cancelled before dispatch); 409 when it cannot move there',
          params: subOrderParamsSchema,
          body: sellerStatusRequestSchema,
          response: {
            200: sellerStatusResponseSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const answer = await moveSellerOrder(
          db,
          currentSeller(request),
          request.params.subOrderId,
          request.body,
        );
        // The buyer's mail was queued in the move's transaction; deliver it now rather than at the next round.
        mail.kick();
        return answer;
      },
    );
  };
}
