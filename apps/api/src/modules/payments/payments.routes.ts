// GET /api/payment/status/{orderId} and POST /api/payment/verify (docs/behaviour/checkout.md#card-and-upi-payment,
// #calls), signed-in only; create-order is the checkout module's (it prices the checkout), the webhook lives in
// payments-webhook.routes.ts and the offline gateway's checkout in offline-gateway.routes.ts.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@haat/domain/payments/payment.schema';
import { paymentStatusResponseSchema, type PaymentStatusResponse } from '@haat/domain/payments/upi';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import { withIdempotency } from '../../http/idempotency.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentErrors, verifyPayment } from './payment-capture.ts';
import { findUserPaymentOrder } from './payments.repository.ts';
import { OFFLINE_UPI_PAYEE, paymentStatusBody, paymentWait } from './upi-payment.ts';

export interface PaymentRouteDeps {
  db: Db;
  gateway: PaymentGateway;
  mail?: MailKicker;
  /** The clock; tests pass their own. */
  now?: () => Date;
}

/** The waiting UPI checkout asks every 2 s for up to its window; a few times that is still a shopper. */
export const PAYMENT_STATUS_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;

const perUser = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);

export function paymentRoutes({
  db,
  gateway,
  mail,
  now = () => new Date(),
}: PaymentRouteDeps): FastifyPluginAsyncZod {
  const verifyIdempotency = withIdempotency(db, 'POST /api/payment/verify', { userId: (r) => r.user?.id });
  return async (app) => {
    const deps = { gateway, log: app.log, ...(mail ? { mail } : {}) };

    app.get(
      '/payment/status/:orderId',
      {
        onRequest: app.authenticate,
        config: { rateLimit: { ...PAYMENT_STATUS_RATE_LIMIT, hook: 'preHandler', keyGenerator: perUser } },
        schema: {
          tags: ['payments'],
          summary:
            "Where the shopper's payment order stands while the checkout waits for a UPI payment: pending, paid (confirmed with the gateway and recorded, with its payment id), failed (the newest attempt's reason), expired or closed",
          params: z.object({ orderId: z.string().trim().min(1).max(64) }),
          response: {
            200: paymentStatusResponseSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request): Promise<PaymentStatusResponse> => {
        const row = await findUserPaymentOrder(db, currentUser(request).id, request.params.orderId);
        if (!row) throw paymentErrors.notFound();
        const wait = await paymentWait(db, deps, row, now());
        // Razorpay's checkout shows its own QR and app list; the offline gateway's links lead to its test UPI app.
        const upi =
          row.gateway === 'offline' && row.method === 'upi'
            ? {
                payeeVpa: OFFLINE_UPI_PAYEE.vpa,
                payeeName: OFFLINE_UPI_PAYEE.name,
                note: `Haat order ${row.id}`,
                testAppUrl: `/test-upi/${encodeURIComponent(row.id)}`,
              }
            : null;
        return paymentStatusBody(wait, upi);
      },
    );

    app.post(
      '/payment/verify',
      {
        onRequest: app.authenticate,
        preHandler: verifyIdempotency.preHandler,
        onSend: verifyIdempotency.onSend,
        schema: {
          tags: ['payments'],
          summary:
            "Verify the gateway's signature over the stored order id and the payment id, mark the payment order paid and record the sellers' transfers (accepts Idempotency-Key)",
          body: verifyPaymentRequestSchema,
          response: {
            200: verifyPaymentResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const { row, transfers } = await verifyPayment(db, deps, {
          userId: currentUser(request).id,
          paymentOrderId: request.body.razorpay_order_id,
          paymentId: request.body.razorpay_payment_id,
          signature: request.body.razorpay_signature,
          now: now(),
        });
        return {
          success: true as const,
          orderId: row.id,
          paymentId: request.body.razorpay_payment_id,
          transfers: transfers.map((t) => ({
            sellerId: t.sellerId,
            amount: t.amountPaise,
            commission: t.commissionPaise,
            transferId: t.gatewayTransferId,
          })),
        };
      },
    );
  };
}
