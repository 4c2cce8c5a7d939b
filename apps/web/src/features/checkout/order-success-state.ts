// What Place Order hands /order-success as navigation state
// (docs/behaviour/checkout.md#checkout-steps, #order-success): the page needs at least orderId and amount, else it
// redirects home; anything else is read defensively (state survives reloads).
import type { PaymentMethod } from '@haat/domain/orders/order.schema';
import type { PaymentSplit } from '@haat/domain/payments/payment.schema';

export interface OrderSuccessState {
  orderId: string;
  orderNumber: string;
  /** Rupees. */
  amount: number;
  status: string;
  paymentMethod?: PaymentMethod;
  /** Card and UPI payments: each seller's share, in paise. */
  splits?: PaymentSplit[];
}

export function readOrderSuccessState(state: unknown): OrderSuccessState | null {
  const s = state as Partial<Record<keyof OrderSuccessState, unknown>> | null | undefined;
  if (
    !s ||
    typeof s.orderId !== 'string' ||
    !s.orderId ||
    typeof s.amount !== 'number' ||
    !Number.isFinite(s.amount)
  )
    return null;
  const method = s.paymentMethod;
  return {
    orderId: s.orderId,
    orderNumber:
      typeof s.orderNumber === 'string' && s.orderNumber ? s.orderNumber : s.orderId.slice(-8).toUpperCase(),
    amount: s.amount,
    status: typeof s.status === 'string' ? s.status : '',
    ...(method === 'razorpay' || method === 'upi' || method === 'cod' ? { paymentMethod: method } : {}),
    ...(Array.isArray(s.splits) ? { splits: s.splits as PaymentSplit[] } : {}),
  };
}
