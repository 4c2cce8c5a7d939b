// The checkout's calls (docs/behaviour/checkout.md#calls): POST /api/checkout/quote prices a cart for the pages that
// show money, POST /api/payment/create-order opens the gateway order for the priced checkout, POST /api/users/orders
// places the order (cash on delivery directly, card and UPI from the
// verified payment order). HTTP only: the use cases are create-payment-order.ts, cash-on-delivery.ts and
// payment-settlement.ts.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  checkoutQuoteRequestSchema,
  checkoutQuoteResponseSchema,
  type CheckoutQuoteResponse,
} from '@haat/domain/checkout/checkout-quote.schema';
import { placeOrderRequestSchema, placeOrderResponseSchema } from '@haat/domain/orders/order.schema';
import {
  createPaymentOrderRequestSchema,
  createPaymentOrderResponseSchema,
  PAYMENT_MESSAGES,
  type CreatePaymentOrderResponse,
} from '@haat/domain/payments/payment.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { bearerToken, currentUser } from '../../http/auth.ts';
import { IDEMPOTENCY_HEADER, withIdempotency } from '../../http/idempotency.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import { loadUserOrderView } from '../orders/order-view.ts';
import type { PaymentDeps } from '../payments/payment-capture.ts';
import { placeCashOnDeliveryOrder } from './cash-on-delivery.ts';
import type { PlacedOrder } from './checkout.types.ts';
import { quoteCart } from './checkout-quote.ts';
import { createPaymentOrder } from './create-payment-order.ts';
import { orderForPayment } from './payment-settlement.ts';

export interface CheckoutRouteDeps {
  db: Db;
  mail: MailKicker;
  /** The payment gateway shared with the payment routes (card and UPI orders are verified against it). */
  payments: PaymentDeps;
  /** The clock; tests pass their own. */
  now?: () => Date;
  /** The store's public address for the links in order mails (config.publicUrl). */
  siteUrl?: string;
}

/** A quote is asked after each cart change (debounced) and each checkout choice: generous for a shopper. */
export const QUOTE_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;

/** Each create-order is a call to the gateway: a checkout needs a few, a script hammering it is stopped. */
export const CREATE_ORDER_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

const perUser = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, apiErrorSchema]));

/** The request's Idempotency-Key when it is a usable one (withIdempotency already refused malformed keys). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  return typeof header === 'string' && header.length > 0 ? header : undefined;
}

export function checkoutRoutes({
  db,
  mail,
  payments,
  now = () => new Date(),
  siteUrl,
}: CheckoutRouteDeps): FastifyPluginAsyncZod {
  const idempotency = withIdempotency(db, 'POST /api/users/orders', { userId: (r) => r.user?.id });
  const { gateway } = payments;
  return async (app) => {
    app.post(
      '/checkout/quote',
      {
        // Visitors are quoted too; a signed-in shopper's token counts their coupon uses (a bad token is a 401).
        onRequest: async (request) => {
          if (bearerToken(request)) await app.authenticate(request);
        },
        config: { rateLimit: { ...QUOTE_RATE_LIMIT, hook: 'preHandler', keyGenerator: perUser } },
        schema: {
          tags: ['checkout'],
          summary:
            'The one quote of a cart (docs/decisions/0022-one-quote.md): lines priced from the catalogue, per-seller parcels with shipping and its reason, the coupon and its share, GST, total, delivery dates and cash on delivery, computed as the order will be',
          body: checkoutQuoteRequestSchema,
          response: { 200: checkoutQuoteResponseSchema, ...errors(400, 401, 429, 503) },
        },
      },
      async (request, reply): Promise<CheckoutQuoteResponse> => {
        reply.header('cache-control', 'no-store');
        const quote = await quoteCart(db, {
          ...request.body,
          ...(request.user ? { userId: request.user.id } : {}),
          now: now(),
        });
        return { success: true, quote };
      },
    );

    app.post(
      '/payment/create-order',
      {
        onRequest: app.authenticate,
        config: { rateLimit: { ...CREATE_ORDER_RATE_LIMIT, hook: 'preHandler', keyGenerator: perUser } },
        schema: {
          tags: ['payments'],
          summary:
            'Price the signed-in cart for the chosen address and coupon and open a gateway order for that total (paise), with the per-seller splits',
          body: createPaymentOrderRequestSchema,
          response: {
            200: createPaymentOrderResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
            429: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request): Promise<CreatePaymentOrderResponse> => {
        const { id, checkout } = await createPaymentOrder(db, gateway, {
          userId: currentUser(request).id,
          addressId: request.body.shippingAddress._id,
          ...(request.body.couponCode ? { couponCode: request.body.couponCode } : {}),
          method: request.body.method,
          now: now(),
        });
        return {
          success: true,
          orderId: id,
          amount: checkout.totalPaise,
          currency: 'INR',
          gateway: gateway.kind,
          keyId: gateway.keyId,
          splits: checkout.parcels.map((p) => ({
            sellerId: p.sellerId,
            sellerName: p.sellerName,
            amount: p.totalPaise,
            commission: p.commissionPaise,
            transfer: p.transferPaise,
          })),
        };
      },
    );

    app.post(
      '/users/orders',
      {
        onRequest: app.authenticate,
        preHandler: idempotency.preHandler,
        onSend: idempotency.onSend,
        schema: {
          tags: ['orders'],
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
  };
}
