// Places an order from a priced checkout in one transaction (issue 7): the order, one sub-order per seller with its
// GST invoice number, the lines, stock by conditional update, the coupon's use, the first tracking events, the cart
// lines gone and the confirmation queued. A repeat (same payment order or Idempotency-Key) finds the first order.
import { formatTrackingText } from '@haat/domain/orders/tracking-texts';
import { COUPON_MESSAGES } from '@haat/domain/coupons/coupon.schema';
import {
  invoiceNumber,
  invoicePrefix,
  invoiceSerialOf,
  orderNumberFrom,
} from '@haat/domain/orders/order-pricing';
import { initialSubOrderStatus, orderStatusOf, SUB_ORDER_STATUSES } from '@haat/domain/orders/order-status';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import type { DeliveryWindow } from '@haat/domain/shipping/shipping-estimate.schema';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordSale } from '../catalog/product-stats.ts';
import { redeemCoupon } from '../coupons/coupons.repository.ts';
import { CHECKOUT_ERROR_CODES } from './checkout-pricing.ts';
import type { PlacedOrder, PlaceOrderInput } from './checkout.types.ts';
import { queueOrderConfirmation } from '../orders/order-mails.ts';
import {
  cartQuantities,
  deleteCartLines,
  findOrderRef,
  findProductNameAndStock,
  insertOrder,
  insertOrderItems,
  insertSubOrder,
  insertTrackingEvents,
  lockLatestInvoice,
  lockShopperOrders,
  takeStock,
} from '../orders/orders.repository.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';

/** Order numbers are drawn at random; ten tries at 10^10 numbers never all collide in practice. */
const ORDER_NUMBER_TRIES = 10;

/** The first event of each new parcel, as the shopper reads it on the tracking page. */
const FIRST_EVENT_TEXT: Record<string, string> = {
  [SUB_ORDER_STATUSES.confirmed]: formatTrackingText('placedCashOnDelivery'),
  [SUB_ORDER_STATUSES.paymentReceived]: formatTrackingText('paymentReceived'),
};

/** The end of a delivery window's last day in India, as a timestamp. */
export const windowEnd = (window: DeliveryWindow) => new Date(`${window.to}T23:59:59+05:30`);

function latestWindow(windows: DeliveryWindow[]): DeliveryWindow {
  return windows.reduce((a, b) => ({
    from: a.from > b.from ? a.from : b.from,
    to: a.to > b.to ? a.to : b.to,
  }));
}

/** Units per product over every line, in product-id order: the order all transactions lock stock rows in. */
function unitsPerProduct(lines: PlaceOrderInput['checkout']['lines']): [string, number][] {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return [...units].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Refuses an order whose cart another request already ordered (empty now) or that changed since it was priced. */
async function assertCartStillHolds(tx: Db, userId: string, units: [string, number][]): Promise<void> {
  const held = await cartQuantities(
    tx,
    userId,
    units.map(([productId]) => productId),
  );
  if (held.size === 0) {
    throw AppError.badRequest({ message: ORDER_MESSAGES.cartEmpty, code: CHECKOUT_ERROR_CODES.cartEmpty });
  }
  if (units.some(([productId, quantity]) => held.get(productId) !== quantity)) {
    throw AppError.conflict({ message: ORDER_MESSAGES.cartChanged, code: CHECKOUT_ERROR_CODES.cartChanged });
  }
}

async function placeInTransaction(tx: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { checkout, payment, now } = input;
  const { userId } = checkout;
  await lockShopperOrders(tx, userId);
  const existing = await findOrderRef(tx, {
    userId,
    paymentOrderId: payment.paymentOrderId,
    idempotencyKey: input.idempotencyKey,
  });
  if (existing) return { orderId: existing.id, orderNumber: existing.orderNumber, created: false };
  if (checkout.lines.length === 0 || checkout.parcels.length === 0) {
    throw AppError.badRequest({ message: ORDER_MESSAGES.cartEmpty, code: CHECKOUT_ERROR_CODES.cartEmpty });
  }

  const units = unitsPerProduct(checkout.lines);
  if (input.fromCart) await assertCartStillHolds(tx, userId, units);

  // Stock first: a refusal costs nothing else, and rows are locked in one global order (no deadlocks).
  for (const [productId, quantity] of units) {
    if (!(await takeStock(tx, productId, quantity))) {
      const product = await findProductNameAndStock(tx, productId);
      const name = product?.name ?? checkout.lines.find((l) => l.productId === productId)?.name ?? productId;
      throw AppError.conflict({
        message: ORDER_MESSAGES.insufficientStock(name, Math.max(0, product?.stock ?? 0)),
        code: CHECKOUT_ERROR_CODES.insufficientStock,
      });
    }
  }

  const status = initialSubOrderStatus(payment.method);
  const delivery = latestWindow(checkout.parcels.map((p) => p.estimatedDelivery));
  let order: { id: string; orderNumber: string } | undefined;
  for (let attempt = 0; !order && attempt < ORDER_NUMBER_TRIES; attempt += 1) {
    order = await insertOrder(tx, {
      orderNumber: orderNumberFrom(() => randomInt(0, 1_000_000) / 1_000_000),
      userId,
      idempotencyKey: input.idempotencyKey ?? null,
      status: orderStatusOf(checkout.parcels.map(() => status)),
      subtotalPaise: checkout.subtotalPaise,
      shippingPaise: checkout.shippingPaise,
      discountPaise: checkout.discountPaise,
      taxPaise: checkout.taxPaise,
      totalPaise: checkout.totalPaise,
      couponId: checkout.couponId,
      couponCode: checkout.couponCode,
      paymentMethod: payment.method,
      paymentStatus: payment.status,
      paymentOrderId: payment.paymentOrderId ?? null,
      transactionId: payment.transactionId ?? null,
      shippingAddress: checkout.address,
      notes: input.notes?.trim() || null,
      contactEmail: checkout.contactEmail,
      contactPhone: checkout.contactPhone,
      expectedDelivery: windowEnd(delivery),
      createdAt: now,
      updatedAt: now,
    });
  }
  if (!order) throw new Error('placeOrder: could not draw a free order number');

  if (checkout.couponId) {
    const redeemed = await redeemCoupon(tx, {
      couponId: checkout.couponId,
      userId,
      orderId: order.id,
      discountPaise: checkout.discountPaise + (checkout.shippingWaivedPaise ?? 0),
    });
    if (!redeemed) throw AppError.unprocessable({ message: COUPON_MESSAGES.usedUp, code: 'COUPON_USED_UP' });
  }

  // Sub-orders in seller-id order, each numbering its invoice under its seller's lock (held until commit).
  const subOrderOf = new Map<string, string>();
  const parcels = checkout.parcels.toSorted((a, b) => (a.sellerId < b.sellerId ? -1 : 1));
  for (const parcel of parcels) {
    const prefix = invoicePrefix(parcel.sellerId, now);
    const serial = invoiceSerialOf(await lockLatestInvoice(tx, parcel.sellerId), prefix) + 1;
    const id = await insertSubOrder(tx, {
      orderId: order.id,
      sellerId: parcel.sellerId,
      status,
      subtotalPaise: parcel.subtotalPaise,
      shippingPaise: parcel.shippingPaise,
      discountPaise: parcel.discountPaise,
      totalPaise: parcel.totalPaise,
      commissionPaise: parcel.commissionPaise,
      transferPaise: parcel.transferPaise,
      invoiceNumber: invoiceNumber(parcel.sellerId, now, serial),
      expectedDelivery: windowEnd(parcel.estimatedDelivery),
    });
    subOrderOf.set(parcel.sellerId, id);
  }
  const subOrderId = (sellerId: string) => {
    const id = subOrderOf.get(sellerId);
    if (!id) throw new Error(`placeOrder: a line of seller ${sellerId} has no parcel`);
    return id;
  };

  await insertOrderItems(
    tx,
    checkout.lines.map((l) => ({
      orderId: order.id,
      subOrderId: subOrderId(l.sellerId),
      productId: l.productId,
      name: l.name,
      image: l.image,
      sku: l.sku,
      hsnCode: l.hsnCode,
      unitPricePaise: l.unitPricePaise,
      mrpPaise: l.mrpPaise,
      quantity: l.quantity,
      lineTotalPaise: l.lineTotalPaise,
      discountPaise: l.discountPaise,
      gstRatePercent: l.gstRatePercent ?? 18,
    })),
  );
  await insertTrackingEvents(
    tx,
    checkout.parcels.map((p) => ({
      orderId: order.id,
      subOrderId: subOrderId(p.sellerId),
      status,
      description: FIRST_EVENT_TEXT[status] ?? status,
      updatedBy: 'system',
    })),
  );
  for (const [productId, quantity] of units) await recordSale(tx, productId, quantity);
  await deleteCartLines(
    tx,
    userId,
    units.map(([productId]) => productId),
  );
  await queueOrderConfirmation(tx, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    checkout,
    cashOnDelivery: payment.method === 'cod',
    delivery,
    ...(input.siteUrl ? { siteUrl: input.siteUrl } : {}),
  });
  return { orderId: order.id, orderNumber: order.orderNumber, created: true };
}

/**
 * Places the order, or finds the one this payment order or Idempotency-Key already made (created false). Throws
 * 409 INSUFFICIENT_STOCK or 422 COUPON_USED_UP having written nothing. The caller kicks the mail worker after it.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  try {
    return await db.transaction((tx) => placeInTransaction(tx, input));
  } catch (err) {
    // Another path to the same order (a reconciler without the shopper's lock) committed first.
    if (isUniqueViolation(err)) {
      const existing = await findOrderRef(db, {
        userId: input.checkout.userId,
        paymentOrderId: input.payment.paymentOrderId,
        idempotencyKey: input.idempotencyKey,
      });
      if (existing) return { orderId: existing.id, orderNumber: existing.orderNumber, created: false };
    }
    throw err;
  }
}
