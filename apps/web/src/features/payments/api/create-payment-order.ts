// POST /api/payment/create-order (docs/behaviour/checkout.md#checkout-steps, #calls): a gateway order for the amount
// the server computes from the signed-in cart, the chosen address and the coupon; it names the gateway whose checkout
// to open.
import {
  createPaymentOrderResponseSchema,
  type CreatePaymentOrderRequest,
  type CreatePaymentOrderResponse,
} from '@haat/domain/payments/payment.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function createPaymentOrder(
  input: CreatePaymentOrderRequest,
): Promise<CreatePaymentOrderResponse> {
  const data = await apiRequest<unknown>('/payment/create-order', { method: 'POST', body: input });
  return createPaymentOrderResponseSchema.parse(data);
}
