// Cash on delivery: the order is made straight from the signed-in cart as priced now, with nothing paid yet.
import { paise, paiseToRupees } from '@haat/domain/money/money';
import { COD_LIMIT_RUPEES, ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { DELIVERY_ERROR_CODES, DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findPincodeService } from '../geo/pincode-service.ts';
import { priceCheckout } from './checkout-pricing.ts';
import type { PlacedOrder } from './checkout.types.ts';
import { findOrderRef } from '../orders/orders.repository.ts';
import { placeOrder } from './place-order.ts';

export const COD_LIMIT_CODE = 'COD_LIMIT_EXCEEDED';

export interface CashOnDeliveryInput {
  userId: string;
  addressId: string;
  couponCode?: string;
  notes?: string;
  idempotencyKey?: string;
  now: Date;
  siteUrl?: string;
}

export async function placeCashOnDeliveryOrder(db: Db, input: CashOnDeliveryInput): Promise<PlacedOrder> {
  const { userId, idempotencyKey } = input;
  // A retry whose first answer was lost (a crash after commit) finds its order before the now-empty cart is priced.
  if (idempotencyKey) {
    const existing = await findOrderRef(db, { userId, idempotencyKey });
    if (existing) return { orderId: existing.id, orderNumber: existing.orderNumber, created: false };
  }
  const checkout = await priceCheckout(db, {
    userId,
    addressId: input.addressId,
    ...(input.couponCode ? { couponCode: input.couponCode } : {}),
    now: input.now,
  });
  // codAllowed's two conditions, each with its own message: the pincode must take cash, and the order be in the limit.
  if (!(await findPincodeService(db, checkout.address.postalCode)).codAvailable) {
    throw AppError.unprocessable({
      message: DELIVERY_MESSAGES.codUnavailable,
      code: DELIVERY_ERROR_CODES.codUnavailable,
      field: 'paymentDetails',
    });
  }
  if (paiseToRupees(paise(checkout.totalPaise)) > COD_LIMIT_RUPEES) {
    throw AppError.unprocessable({
      message: ORDER_MESSAGES.codLimit(COD_LIMIT_RUPEES),
      code: COD_LIMIT_CODE,
      field: 'paymentDetails',
    });
  }
  return placeOrder(db, {
    checkout,
    payment: { method: 'cod', status: 'Pending' },
    // Priced outside the shopper's lock: the order checks under it that the cart still holds these lines.
    fromCart: true,
    ...(input.notes ? { notes: input.notes } : {}),
    ...(idempotencyKey ? { idempotencyKey } : {}),
    now: input.now,
    ...(input.siteUrl ? { siteUrl: input.siteUrl } : {}),
  });
}
