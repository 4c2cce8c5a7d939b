// POST /api/payment/verify (spec 3 §4, §7): the server checks the gateway's signature and answers the transfers.
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
