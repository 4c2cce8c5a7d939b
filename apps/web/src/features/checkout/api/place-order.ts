// POST /api/users/orders (docs/behaviour/checkout.md#placing-the-order, #calls): places the order from the signed-in
// cart. The Idempotency-Key names one Place Order attempt, so a retry after a lost answer can never make a second
// order.
import { z } from 'zod';
import type { PlaceOrderRequest } from '@haat/domain/orders/order.schema';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Only what the success page needs is read: an order that was placed must never look failed because some other
 * field of the (full, orderSchema-shaped) answer changed.
 */
const placedAnswerSchema = z.object({
  message: z.string().optional(),
  order: z.looseObject({
    _id: z.string(),
    orderId: z.string().optional(),
    orderNumber: z.string().optional(),
    totalAmount: z.number(),
    status: z.string().optional(),
  }),
});

export interface PlacedOrder {
  orderId: string;
  /** Falls back to the last 8 characters of the id (docs/behaviour/orders.md#order-fields). */
  orderNumber: string;
  /** Rupees. */
  totalAmount: number;
  status: string;
}

export async function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder> {
  const data = await apiRequest<unknown>('/users/orders', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    // The order transaction may wait on stock locks under load; a timeout here would only cause a retry.
    timeoutMs: 60_000,
  });
  const { order } = placedAnswerSchema.parse(data);
  const orderId = order.orderId ?? order._id;
  return {
    orderId,
    orderNumber: order.orderNumber || orderId.slice(-8).toUpperCase(),
    totalAmount: order.totalAmount,
    status: order.status ?? 'Order Confirmed',
  };
}
