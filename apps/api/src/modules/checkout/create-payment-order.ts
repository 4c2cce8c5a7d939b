// POST /api/payment/create-order's use case (docs/behaviour/checkout.md#card-and-upi-payment): price the signed-in
// cart for the chosen address and coupon, open a gateway order for exactly that total and keep the priced checkout
// with it, so the order later placed from the payment is the one that was quoted and paid for.
import { PAYMENT_MESSAGES, type GatewayMethod } from '@haat/domain/payments/payment.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { gatewayCall } from '../payments/payment-capture.ts';
import { gatewayId, type PaymentGateway } from '../payments/payment-gateway.ts';
import { insertPaymentOrder } from '../payments/payments.repository.ts';
import { priceCheckout } from './checkout-pricing.ts';
import type { PricedCheckout } from './checkout.types.ts';

/** Razorpay's smallest order is ₹1; a cart a coupon made free is not paid by card. */
const MIN_GATEWAY_AMOUNT_PAISE = 100;

export interface CreatePaymentOrderInput {
  userId: string;
  addressId: string;
  couponCode?: string;
  method: GatewayMethod;
  now: Date;
}

export interface CreatedPaymentOrder {
  /** The gateway's order id ('order_…'). */
  id: string;
  checkout: PricedCheckout;
}

export async function createPaymentOrder(
  db: Db,
  gateway: PaymentGateway,
  input: CreatePaymentOrderInput,
): Promise<CreatedPaymentOrder> {
  const checkout = await priceCheckout(db, {
    userId: input.userId,
    addressId: input.addressId,
    ...(input.couponCode ? { couponCode: input.couponCode } : {}),
    now: input.now,
  });
  if (checkout.totalPaise < MIN_GATEWAY_AMOUNT_PAISE) {
    throw AppError.unprocessable({
      message: PAYMENT_MESSAGES.createFailed,
      code: 'PAYMENT_AMOUNT_TOO_SMALL',
    });
  }
  const order = await gatewayCall(() =>
    gateway.createOrder({
      amountPaise: checkout.totalPaise,
      currency: 'INR',
      receipt: gatewayId('rcpt'),
      notes: { userId: input.userId, sellers: String(checkout.parcels.length) },
    }),
  );
  await insertPaymentOrder(db, {
    id: order.id,
    userId: input.userId,
    gateway: gateway.kind,
    method: input.method,
    amountPaise: checkout.totalPaise,
    checkout,
    now: input.now,
  });
  return { id: order.id, checkout };
}
