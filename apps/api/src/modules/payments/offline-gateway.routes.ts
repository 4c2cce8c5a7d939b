// POST /api/payment/offline/pay: the offline gateway's checkout, which our own dialog calls where Razorpay's
// checkout.js would run. Registered only while the offline gateway is active (no Razorpay keys).
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  offlinePayRequestSchema,
  offlinePayResponseSchema,
  type OfflinePayResponse,
} from '@haat/domain/payments/payment.schema';
import {
  offlineUpiDecisionSchema,
  offlineUpiRequestSchema,
  paymentStatusResponseSchema,
  type OfflineUpiRequest,
  type PaymentStatusResponse,
} from '@haat/domain/payments/upi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import type { OfflineGateway } from './offline-gateway.ts';
import { paymentErrors } from './payment-capture.ts';
import { findPaymentOrder, findUserPaymentOrder } from './payments.repository.ts';
import { OFFLINE_UPI_PAYEE, paymentStatusBody, paymentWait } from './upi-payment.ts';
import type { Db } from '../../db/client.ts';

/** What Razorpay's checkout answers for an order that is no longer open for payment. */
const ORDER_CLOSED = {
  code: 'BAD_REQUEST_ERROR',
  description: 'This order is no longer open for payment',
  reason: 'order_closed',
} as const;

export function offlineGatewayRoutes({
  db,
  gateway,
}: {
  db: Db;
  gateway: OfflineGateway;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payment/offline/pay',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['payments'],
          summary:
            "The offline test gateway's checkout: pay the shopper's gateway order by card or UPI, or make the payment fail (absent when Razorpay is configured)",
          body: offlinePayRequestSchema,
          response: {
            200: offlinePayResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request): Promise<OfflinePayResponse> => {
        const row = await findUserPaymentOrder(db, currentUser(request).id, request.body.orderId);
        if (!row || row.gateway !== 'offline') throw paymentErrors.notFound();
        // Razorpay refuses a second payment on a paid order; failed orders may be retried, as there.
        if (row.status === 'paid' || row.status === 'refunded')
          return { success: false, error: { ...ORDER_CLOSED } };
        const result = await gateway.pay({
          gatewayOrderId: row.id,
          amountPaise: row.amountPaise,
          method: request.body.method,
          outcome: request.body.outcome,
          instrument: request.body.instrument,
        });
        if (!result.success) return { success: false, error: result.error };
        return {
          success: true,
          razorpay_order_id: row.id,
          razorpay_payment_id: result.paymentId,
          razorpay_signature: result.signature,
        };
      },
    );

    // The offline gateway's test UPI app (docs/behaviour/checkout.md#upi): the page an intent link or the QR code
    // leads to, where a tester approves or declines the payment as a shopper would in PhonePe or Google Pay. Like a
    // UPI app it is not the shop's session: the gateway order id in the link (14 random base62 characters) is what
    // it pays. An expired order can still be paid: that is a late payment, settled by the reconciler.
    const upiParams = z.object({ orderId: z.string().trim().min(1).max(64) });
    const upiDeps = { gateway, log: app.log };
    const openOrder = async (orderId: string) => {
      const row = await findPaymentOrder(db, orderId);
      if (!row || row.gateway !== 'offline' || row.method !== 'upi') throw paymentErrors.notFound();
      return row;
    };

    app.get(
      '/payment/offline/upi/:orderId',
      {
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: {
          tags: ['payments'],
          summary:
            "The offline gateway's test UPI app: the payee, amount and state of a UPI payment request (absent when Razorpay is configured)",
          params: upiParams,
          response: { 200: offlineUpiRequestSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request): Promise<OfflineUpiRequest> => {
        const row = await openOrder(request.params.orderId);
        const wait = await paymentWait(db, upiDeps, row, new Date());
        return {
          orderId: row.id,
          amount: row.amountPaise,
          payeeVpa: OFFLINE_UPI_PAYEE.vpa,
          payeeName: OFFLINE_UPI_PAYEE.name,
          note: `Haat order ${row.id}`,
          state: wait.state,
        };
      },
    );

    app.post(
      '/payment/offline/upi/:orderId',
      {
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags: ['payments'],
          summary:
            "The offline gateway's test UPI app: approve (pay) or decline a UPI payment request; answers the order's state afterwards (absent when Razorpay is configured)",
          params: upiParams,
          body: offlineUpiDecisionSchema,
          response: {
            200: paymentStatusResponseSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request): Promise<PaymentStatusResponse> => {
        const row = await openOrder(request.params.orderId);
        const before = await paymentWait(db, upiDeps, row, new Date());
        // A paid order is not paid twice, and a closed one (refunded, or abandoned for good) takes no money.
        if (before.state === 'paid' || before.state === 'closed') {
          throw AppError.conflict({ message: ORDER_CLOSED.description, code: 'PAYMENT_ORDER_CLOSED' });
        }
        const { outcome, app: upiApp, payerVpa } = request.body;
        await gateway.pay({
          gatewayOrderId: row.id,
          amountPaise: row.amountPaise,
          method: 'upi',
          outcome,
          instrument: payerVpa ?? `tester@${upiApp ?? 'upi'}`,
        });
        return paymentStatusBody(await paymentWait(db, upiDeps, row, new Date()), null);
      },
    );
  };
}
