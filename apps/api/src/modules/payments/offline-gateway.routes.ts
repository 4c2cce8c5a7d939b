// POST /api/payment/offline/pay: the offline gateway's checkout, which our own dialog calls where Razorpay's
// checkout.js would run. Registered only while the offline gateway is active (no Razorpay keys).
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  offlinePayRequestSchema,
  offlinePayResponseSchema,
  type OfflinePayResponse,
} from '@haat/domain/payments/payment.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import type { OfflineGateway } from './offline-gateway.ts';
import { paymentErrors } from './payment-settlement.ts';
import { findUserPaymentOrder } from './payments.repository.ts';
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
  };
}
