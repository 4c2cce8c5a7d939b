// The shopper's orders (docs/behaviour/orders.md#order-fields, #calls, issue 7): GET /api/users/orders,
// GET /api/users/orders/{id} and POST /api/users/orders/{id}/cancel, all signed-in; another shopper's order is 404.
// Placing one (POST /api/users/orders) is the checkout module's.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { ORDER_STATUS_MESSAGES } from '@haat/domain/orders/order-status';
import {
  cancelOrderRequestSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  placeOrderResponseSchema,
} from '@haat/domain/orders/order.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import { cancelOrder, orderNotFound } from './cancel-order.ts';
import { listOrderViews, loadUserOrderView } from './order-view.ts';

export interface OrderRouteDeps {
  db: Db;
  mail: MailKicker;
  /** The clock; tests pass their own. */
  now?: () => Date;
  /** The store's public address for the links in order mails (config.publicUrl). */
  siteUrl?: string;
}

const tags = ['orders'];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, apiErrorSchema]));

export function ordersRoutes({
  db,
  mail,
  now = () => new Date(),
  siteUrl,
}: OrderRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/orders',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: "The signed-in shopper's orders, newest first, with sub-orders, lines and tracking events",
          querystring: orderListQuerySchema,
          response: { 200: orderListResponseSchema, ...errors(400, 401) },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const { page, limit } = request.query;
        const { orders, total } = await listOrderViews(db, currentUser(request).id, page, limit);
        return {
          success: true as const,
          orders,
          pagination: { page, limit, total, pages: Math.ceil(total / limit) },
        };
      },
    );

    app.get(
      '/users/orders/:id',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: "One of the signed-in shopper's orders (another shopper's is 404 ORDER_NOT_FOUND)",
          params: orderIdParamsSchema,
          response: { 200: orderResponseSchema, ...errors(401, 404) },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const order = await loadUserOrderView(db, currentUser(request).id, request.params.id);
        if (!order) throw orderNotFound();
        return { success: true as const, order };
      },
    );

    app.post(
      '/users/orders/:id/cancel',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary:
            'Cancel an order before it is dispatched: stock returns, a refund is recorded for a paid order ' +
            '(409 ORDER_NOT_CANCELLABLE once a parcel has left)',
          params: orderIdParamsSchema,
          body: cancelOrderRequestSchema.nullish(),
          response: { 200: placeOrderResponseSchema, ...errors(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const reason = request.body?.reason;
        await cancelOrder(db, {
          userId,
          orderId: request.params.id,
          ...(reason ? { reason } : {}),
          ...(siteUrl ? { siteUrl } : {}),
          now: now(),
        });
        mail.kick();
        const order = await loadUserOrderView(db, userId, request.params.id);
        if (!order) throw orderNotFound();
        return { success: true as const, message: ORDER_STATUS_MESSAGES.cancelled, order };
      },
    );
  };
}
