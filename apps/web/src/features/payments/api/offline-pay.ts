// POST /api/payment/offline/pay: the offline test gateway's own checkout (docs/architecture.md#payment-gateways) —
// the tester's card or UPI payment, succeeding with Razorpay's three fields or failing with a Razorpay-style error.
import { offlinePayResponseSchema, type OfflinePayResponse } from '@haat/domain/payments/payment.schema';
import { apiRequest, ApiRequestError } from '../../../lib/api-client.ts';

export interface OfflinePayInput {
  orderId: string;
  method: 'card' | 'upi';
  outcome: 'success' | 'failure';
  instrument?: string;
}

export async function offlinePay(input: OfflinePayInput): Promise<OfflinePayResponse> {
  try {
    return offlinePayResponseSchema.parse(
      await apiRequest<unknown>('/payment/offline/pay', { method: 'POST', body: input }),
    );
  } catch (error) {
    // A declined payment may come back as an error status with the same Razorpay-style body.
    if (error instanceof ApiRequestError) {
      const parsed = offlinePayResponseSchema.safeParse(error.body);
      if (parsed.success) return parsed.data;
    }
    throw error;
  }
}
