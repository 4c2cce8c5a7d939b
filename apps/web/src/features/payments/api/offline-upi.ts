// The offline gateway's test UPI app (docs/behaviour/checkout.md#upi): what a payment request shows, and the
// tester's approve or decline. No session: a UPI app is not the shop's.
import {
  offlineUpiRequestSchema,
  paymentStatusResponseSchema,
  type OfflineUpiDecision,
  type OfflineUpiRequest,
  type PaymentStatusResponse,
} from '@haat/domain/payments/upi';
import { apiRequest } from '../../../lib/api-client.ts';

const path = (orderId: string) => `/payment/offline/upi/${encodeURIComponent(orderId)}`;

export async function getUpiRequest(orderId: string): Promise<OfflineUpiRequest> {
  return offlineUpiRequestSchema.parse(await apiRequest<unknown>(path(orderId), { auth: false }));
}

export async function decideUpiRequest(
  orderId: string,
  decision: OfflineUpiDecision,
): Promise<PaymentStatusResponse> {
  return paymentStatusResponseSchema.parse(
    await apiRequest<unknown>(path(orderId), { method: 'POST', body: decision, auth: false }),
  );
}
