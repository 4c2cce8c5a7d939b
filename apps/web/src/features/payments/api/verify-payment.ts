// POST /api/payment/verify (docs/behaviour/checkout.md#checkout-steps, #calls): the server checks the gateway's
// signature and answers the transfers.
import {
  verifyPaymentResponseSchema,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@haat/domain/payments/payment.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function verifyPayment(input: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
  const data = await apiRequest<unknown>('/payment/verify', { method: 'POST', body: input });
  return verifyPaymentResponseSchema.parse(data);
}
