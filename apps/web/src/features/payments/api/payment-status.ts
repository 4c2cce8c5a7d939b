// GET /api/payment/status/:orderId: where a payment order stands while the checkout waits for a UPI payment
// (docs/behaviour/checkout.md#upi).
import { paymentStatusResponseSchema, type PaymentStatusResponse } from '@haat/domain/payments/upi';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getPaymentStatus(
  orderId: string,
  signal?: AbortSignal,
): Promise<PaymentStatusResponse> {
  return paymentStatusResponseSchema.parse(
    await apiRequest<unknown>(`/payment/status/${encodeURIComponent(orderId)}`, signal ? { signal } : {}),
  );
}
