// The seller API for the external seller portal (docs/architecture.md#real-where-the-spec-simulated, issue 7 item 5):
// `Authorization: Bearer <seller api key>`, a seller's own sub-orders only, status moves that the shopper's tracking
// page shows, and the Razorpay Route account the seller's shares are paid to.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { orderListQuerySchema, sellerStatusRequestSchema } from '@haat/domain/orders/order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import { currentSeller, sellerAuthenticator, type SellerAuthOptions } from './seller-auth.ts';
import {
  payoutAccountRequestSchema,
  payoutAccountResponseSchema,
  sellerOrderListResponseSchema,
  sellerOrderResponseSchema,
  sellerStatusResponseSchema,
  subOrderParamsSchema,
} from './sellers.schemas.ts';
import {
  getPayoutAccount,
  getSellerOrder,
  listSellerOrders,
  moveSellerOrder,
  putPayoutAccount,
} from './sellers.service.ts';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema };

export function sellerRoutes({
  db,
  mail,
  siteUrl,
  acceptDevKeys,
}: {
  db: Db;
  mail: MailKicker;
  /** The store's public address for the links in the buyer's mails (config.publicUrl). */
  siteUrl?: string;
} & SellerAuthOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.decorateRequest('seller', null);
    const authenticateSeller = sellerAuthenticator(db, { acceptDevKeys });

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
          siteUrl,
        );
        // The buyer's mail was queued in the move's transaction; deliver it now rather than at the next round.
        mail.kick();
        return answer;
      },
    );

    app.get(
      '/seller/payout-account',
      {
        onRequest: authenticateSeller,
        schema: {
          tags: ['seller'],
          summary:
            "The seller's Razorpay Route linked account its shares are transferred to; null: paid out by hand",
          response: { 200: payoutAccountResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getPayoutAccount(db, currentSeller(request).id);
      },
    );

    app.put(
      '/seller/payout-account',
      {
        onRequest: authenticateSeller,
        bodyLimit: 1024,
        schema: {
          tags: ['seller'],
          summary:
            "Set the seller's Razorpay Route linked account ('acc_' + 6 to 32 letters or digits) for payments captured from now on",
          body: payoutAccountRequestSchema,
          response: { 200: payoutAccountResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => putPayoutAccount(db, currentSeller(request).id, request.body.razorpayAccountId),
    );
  };
}
