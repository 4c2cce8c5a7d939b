// A shopper cancels an order before it leaves (issue 7, as Flipkart and Amazon allow): every parcel still
// cancellable is cancelled, its stock returns, a refund of what was paid for it is recorded, and the buyer is told.
import { formatTrackingText } from '@haat/domain/orders/tracking-texts';
import {
  isCancellable,
  isSubOrderStatus,
  ORDER_STATUS_MESSAGES,
  orderStatusOf,
  SUB_ORDER_STATUSES,
  type SubOrderStatus,
} from '@haat/domain/orders/order-status';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { AppError } from '../../http/app-error.ts';
import { releaseCoupon } from '../coupons/coupons.repository.ts';
import { queueOrderStatusMail } from './order-mails.ts';
import { isOrderId } from './order-view.ts';
import {
  findOrderItems,
  findSubOrders,
  insertRefunds,
  insertTrackingEvents,
  lockOrder,
  lockSubOrders,
  returnStock,
  setSubOrderStatus,
  updateOrder,
} from './orders.repository.ts';

export const ORDER_ERROR_CODES = {
  notFound: ERROR_CODES.orderNotFound,
  notCancellable: 'ORDER_NOT_CANCELLABLE',
  alreadyCancelled: 'ORDER_ALREADY_CANCELLED',
} as const;

export const orderNotFound = () =>
  AppError.notFound({ message: ORDER_MESSAGES.notFound, code: ORDER_ERROR_CODES.notFound });

const CLOSED = new Set<string>([SUB_ORDER_STATUSES.cancelled, SUB_ORDER_STATUSES.returned]);

export interface CancelOrderInput {
  userId: string;
  orderId: string;
  reason?: string;
  now: Date;
  /** The store's public address for the mail's link (config.publicUrl). */
  siteUrl?: string;
}

/** Cancels the whole order or refuses (409) when any parcel has left; another shopper's order is 404. */
export async function cancelOrder(db: Db, input: CancelOrderInput): Promise<void> {
  if (!isOrderId(input.orderId)) throw orderNotFound();
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, input.userId);
    if (!order) throw orderNotFound();
    // Read after the lock: a parcel dispatched by its seller a moment ago is seen as dispatched.
    await lockSubOrders(tx, order.id);
    const subs = await findSubOrders(tx, [order.id]);
    const active = subs.filter((s) => !CLOSED.has(s.status));
    if (active.length === 0) {
      throw AppError.conflict({
        message: ORDER_STATUS_MESSAGES.alreadyCancelled,
        code: ORDER_ERROR_CODES.alreadyCancelled,
      });
    }
    if (!active.every((s) => isSubOrderStatus(s.status) && isCancellable(s.status))) {
      throw AppError.conflict({
        message: ORDER_STATUS_MESSAGES.notCancellable,
        code: ORDER_ERROR_CODES.notCancellable,
      });
    }
    const cancelledIds = active.map((s) => s.id);
    const items = (await findOrderItems(tx, [order.id])).filter((i) => cancelledIds.includes(i.subOrderId));

    // Units back per product, in product-id order like the order transaction, one statement each.
    const units = new Map<string, number>();
    for (const item of items) {
      const left = item.quantity - item.returnedQuantity;
      if (left > 0) units.set(item.productId, (units.get(item.productId) ?? 0) + left);
    }
    for (const [productId, quantity] of [...units].sort(([a], [b]) => (a < b ? -1 : 1))) {
      await returnStock(tx, productId, quantity);
    }
    // Cancelled units count as gone back, so no return can be asked for them later.
    await tx
      .update(orderItems)
      .set({ returnedQuantity: sql`${orderItems.quantity}` })
      .where(and(inArray(orderItems.subOrderId, cancelledIds)));
    await setSubOrderStatus(tx, cancelledIds, SUB_ORDER_STATUSES.cancelled);

    const reason = input.reason?.trim();
    const description = reason
      ? formatTrackingText('cancelledByCustomerBecause', { reason })
      : formatTrackingText('cancelledByCustomer');
    await insertTrackingEvents(
      tx,
      active.map((s) => ({
        orderId: order.id,
        subOrderId: s.id,
        status: SUB_ORDER_STATUSES.cancelled,
        description,
        updatedBy: 'customer',
      })),
    );

    const paid = order.paymentStatus === 'Completed';
    if (paid) {
      await insertRefunds(
        tx,
        active
          .filter((s) => s.totalPaise > 0)
          .map((s) => ({
            orderId: order.id,
            subOrderId: s.id,
            amountPaise: s.totalPaise,
            reason: description,
            status: 'pending' as const,
          })),
      );
    }
    const statuses = subs.map((s) =>
      cancelledIds.includes(s.id) ? SUB_ORDER_STATUSES.cancelled : (s.status as SubOrderStatus),
    );
    const orderStatus = orderStatusOf(statuses);
    // Nothing of the order is bought any more: the coupon's use comes back.
    if (orderStatus === SUB_ORDER_STATUSES.cancelled) await releaseCoupon(tx, order.id);
    await updateOrder(tx, order.id, {
      status: orderStatus,
      cancelledAt: input.now,
      cancelReason: reason || null,
      // Every parcel is now cancelled or was closed before: what was paid goes back in full.
      ...(paid ? { paymentStatus: 'Refunded' as const } : {}),
    });
    await queueOrderStatusMail(tx, {
      orderId: order.id,
      status: ORDER_STATUS_MESSAGES.cancelled,
      ...(input.siteUrl ? { siteUrl: input.siteUrl } : {}),
      description: paid
        ? `${description}. Your refund has been started and reaches you in 5-7 business days.`
        : `${description}.`,
    });
  });
}
