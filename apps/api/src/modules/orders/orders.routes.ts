// The shopper's orders (docs/behaviour/orders.md#order-fields, #calls, issue 7): POST /api/users/orders
// (Idempotency-Key), GET /api/users/orders, GET /api/users/orders/{id} and POST /api/users/orders/{id}/cancel, all
// signed-in; another shopper's order is 404.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { ORDER_STATUS_MESSAGES } from '@haat/domain/orders/order-status';
import {
  cancelOrderRequestSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from '@haat/domain/orders/order.schema';
import { PAYMENT_MESSAGES } from '@haat/domain/payments/payment.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import { IDEMPOTENCY_HEADER, withIdempotency } from '../../http/idempotency.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import { orderForPayment, type PaymentDeps } from '../checkout/payment-settlement.ts';
import { cancelOrder, orderNotFound } from './cancel-order.ts';
import { placeCashOnDeliveryOrder } from '../checkout/cash-on-delivery.ts';
import type { PlacedOrder } from '../checkout/checkout.types.ts';
import { listOrderViews, loadUserOrderView } from './order-view.ts';

export interface OrderRouteDeps {
  db: Db;
  mail: MailKicker;
  /** The payment gateway shared with the payment routes (card and UPI orders are verified against it). */
  payments: PaymentDeps;
  /** The clock; tests pass their own. */
  now?: () => Date;
  /** The store's public address for the links in order mails (config.publicUrl). */
  siteUrl?: string;
}

const tags = ['orders'];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, apiErrorSchema]));

/** The request's Idempotency-Key when it is a usable one (withIdempotency already refused malformed keys). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  return typeof header === 'string' && header.length > 0 ? header : undefined;
}

export function ordersRoutes({
  db,
  mail,
  payments,
  now = () => new Date(),
  siteUrl,
}: OrderRouteDeps): FastifyPluginAsyncZod {
  const idempotency = withIdempotency(db, 'POST /api/users/orders', { userId: (r) => r.user?.id });
  return async (app) => {
    app.post(
      '/users/orders',
      {
        onRequest: app.authenticate,
        preHandler: idempotency.preHandler,
        onSend: idempotency.onSend,
        schema: {
          tags,
          summary:
            'Place the order of the signed-in cart: cash on delivery directly, card and UPI from the verified payment ' +
            'order (accepts Idempotency-Key; 201 when created, 200 with the same order on a repeat)',
          body: placeOrderRequestSchema,
          response: {
            200: placeOrderResponseSchema,
            201: placeOrderResponseSchema,
            ...errors(400, 401, 404, 409, 422, 503),
          },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const { paymentDetails, shippingAddress, notes, couponCode } = request.body;
        const idempotencyKey = idempotencyKeyOf(request);
        const at = now();
        let placed: PlacedOrder;
        if (paymentDetails.method === 'cod') {
          placed = await placeCashOnDeliveryOrder(db, {
            userId,
            addressId: shippingAddress._id,
            ...(couponCode ? { couponCode } : {}),
            ...(notes ? { notes } : {}),
            ...(idempotencyKey ? { idempotencyKey } : {}),
            ...(siteUrl ? { siteUrl } : {}),
            now: at,
          });
        } else {
          placed = await orderForPayment(db, payments, {
            userId,
            ...(paymentDetails.orderId ? { paymentOrderId: paymentDetails.orderId } : {}),
            ...(paymentDetails.paymentId ? { paymentId: paymentDetails.paymentId } : {}),
            ...(paymentDetails.signature ? { signature: paymentDetails.signature } : {}),
            ...(notes ? { notes } : {}),
            ...(idempotencyKey ? { idempotencyKey } : {}),
            now: at,
          });
        }
        if (placed.created) mail.kick();
        const order = await loadUserOrderView(db, userId, placed.orderId);
        if (!order) throw new Error(`order ${placed.orderId} vanished after it was placed`);
        return reply
          .status(placed.created ? 201 : 200)
          .send({ success: true as const, message: PAYMENT_MESSAGES.placed, order });
      },
    );

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
