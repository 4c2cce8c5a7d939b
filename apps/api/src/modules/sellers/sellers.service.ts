// Seller API use cases (issue 7 item 5): a seller reads its own sub-orders and moves them forward; each move is
// one transaction that appends a tracking event, derives the order's status, returns stock and records a refund
// when the seller cancels, and queues the shopper's mail.
import { formatTrackingText } from '@haat/domain/orders/tracking-texts';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import {
  canMoveSubOrder,
  ORDER_STATUS_MESSAGES,
  orderStatusOf,
  SELLER_STATUS_STEPS,
  statusText,
  SUB_ORDER_STATUSES,
  type SubOrderStatus,
} from '@haat/domain/orders/order-status';
import { ORDER_MESSAGES, type SellerStatusRequest } from '@haat/domain/orders/order.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { releaseCoupon } from '../coupons/coupons.repository.ts';
import { queueOrderStatusMail } from '../orders/order-mails.ts';
import type { AuthSeller } from './seller-auth.ts';
import { buyerOf, toSellerSubOrder, toTrackingEvent } from './seller-order-view.ts';
import {
  eventsOfSubOrder,
  findPayoutAccount,
  findSellerSubOrder,
  insertRefund,
  insertTrackingEvent,
  itemsOfSubOrders,
  listSellerSubOrders,
  lockOrder,
  lockSubOrder,
  restockSubOrder,
  setPayoutAccount,
  subOrderStatusesOf,
  updateOrder,
  updateSubOrder,
} from './sellers.repository.ts';

export const SELLER_MESSAGES = {
  dispatchNeedsTracking: 'Tracking number and carrier are required to dispatch an order',
  updated: 'Order status updated',
  cancelReason: 'Cancelled by the seller',
} as const;
export const STATUS_CONFLICT_CODE = 'ORDER_STATUS_CONFLICT';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Another seller's sub-order answers exactly as one that does not exist. */
const notFound = () =>
  AppError.notFound({ message: ORDER_MESSAGES.notFound, code: ERROR_CODES.orderNotFound });

export async function listSellerOrders(
  db: Db,
  sellerId: string,
  query: { page: number; limit: number },
  statuses?: readonly SubOrderStatus[],
) {
  const { rows, total } = await listSellerSubOrders(db, sellerId, { ...query, statuses });
  const items = await itemsOfSubOrders(
    db,
    rows.map((r) => r.subOrder.id),
  );
  return {
    success: true as const,
    orders: rows.map((row) => toSellerSubOrder(row, items)),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  };
}

async function sellerOrderView(db: Db, sellerId: string, subOrderId: string) {
  const row = UUID.test(subOrderId) ? await findSellerSubOrder(db, sellerId, subOrderId) : undefined;
  if (!row) throw notFound();
  const [items, events] = await Promise.all([
    itemsOfSubOrders(db, [subOrderId]),
    eventsOfSubOrder(db, subOrderId),
  ]);
  return {
    ...toSellerSubOrder(row, items),
    events: events.map(toTrackingEvent),
    orderStatus: row.orderStatus,
  };
}

export async function getSellerOrder(db: Db, sellerId: string, subOrderId: string) {
  const { orderStatus: _orderStatus, ...order } = await sellerOrderView(db, sellerId, subOrderId);
  return { success: true as const, order };
}

/** The Route linked account the seller's shares of captured payments are transferred to (null: paid by hand). */
export async function getPayoutAccount(db: Db, sellerId: string) {
  return { success: true as const, razorpayAccountId: await findPayoutAccount(db, sellerId) };
}

/** Applies to every payment captured afterwards; transfers already made stay where they went. */
export async function putPayoutAccount(db: Db, sellerId: string, razorpayAccountId: string) {
  await setPayoutAccount(db, sellerId, razorpayAccountId);
  return { success: true as const, razorpayAccountId };
}

/** What the shopper reads on the tracking page when the seller gives no description. */
function defaultDescription(status: SubOrderStatus, input: SellerStatusRequest): string {
  switch (status) {
    case SUB_ORDER_STATUSES.packed:
      return formatTrackingText('packed');
    case SUB_ORDER_STATUSES.dispatched:
      return formatTrackingText('dispatched', {
        carrier: input.carrier ?? '',
        trackingNumber: input.trackingNumber ?? '',
      });
    case SUB_ORDER_STATUSES.outForDelivery:
      return formatTrackingText('outForDelivery');
    case SUB_ORDER_STATUSES.delivered:
      return input.recipientName
        ? formatTrackingText('deliveredTo', { recipient: input.recipientName })
        : formatTrackingText('delivered');
    case SUB_ORDER_STATUSES.cancelled:
      // The seller's reason follows the template, so the shopper reads it in the order page's timeline
      // (docs/behaviour/seller-portal.md#cancelling).
      return formatTrackingText('cancelledBySeller', {}, input.reason);
    default:
      return statusText(status);
  }
}

/** Where the event happened when the seller does not say: its own city until the parcel nears the buyer's. */
function defaultLocation(status: SubOrderStatus, seller: AuthSeller, shippingAddress: unknown): string {
  const buyer = buyerOf(shippingAddress);
  const nearBuyer = status === SUB_ORDER_STATUSES.outForDelivery || status === SUB_ORDER_STATUSES.delivered;
  if (nearBuyer && buyer.city) return [buyer.city, buyer.state].filter(Boolean).join(', ');
  return `${seller.city}, ${seller.state}`;
}

const blankToUndefined = (value: string | undefined) => (value ? value : undefined);

export async function moveSellerOrder(
  db: Db,
  seller: AuthSeller,
  subOrderId: string,
  raw: SellerStatusRequest,
  siteUrl?: string,
) {
  const input: SellerStatusRequest = {
    ...raw,
    description: blankToUndefined(raw.description),
    location: blankToUndefined(raw.location),
    trackingNumber: blankToUndefined(raw.trackingNumber),
    carrier: blankToUndefined(raw.carrier),
    recipientName: blankToUndefined(raw.recipientName),
    reason: blankToUndefined(raw.reason),
  };
  const target = SELLER_STATUS_STEPS[input.status];
  const found = UUID.test(subOrderId) ? await findSellerSubOrder(db, seller.id, subOrderId) : undefined;
  if (!found) throw notFound();
  // An AWB given at packing (the label carries it, docs/behaviour/seller-portal.md#packing) is the one dispatched
  // unless the seller gives another.
  if (target === SUB_ORDER_STATUSES.dispatched) {
    input.trackingNumber ??= found.subOrder.trackingNumber ?? undefined;
    input.carrier ??= found.subOrder.carrier ?? undefined;
  }
  if (target === SUB_ORDER_STATUSES.dispatched && (!input.trackingNumber || !input.carrier)) {
    throw AppError.badRequest({
      message: SELLER_MESSAGES.dispatchNeedsTracking,
      field: input.trackingNumber ? 'carrier' : 'trackingNumber',
      code: ERROR_CODES.validation,
    });
  }
  const orderId = found.subOrder.orderId;

  await db.transaction(async (tx) => {
    // The order first, then the sub-order: the same order as every other writer, so none waits on another.
    const order = await lockOrder(tx, orderId);
    const sub = await lockSubOrder(tx, subOrderId);
    if (!order || !sub || sub.sellerId !== seller.id) throw notFound();
    // Read under the lock: of two identical requests, the second sees the first's status and changes nothing.
    if (!canMoveSubOrder(sub.status, target)) {
      throw AppError.conflict({
        message: ORDER_STATUS_MESSAGES.notForward(statusText(sub.status), statusText(target)),
        code: STATUS_CONFLICT_CODE,
      });
    }
    const now = new Date();
    const description = input.description ?? defaultDescription(target, input);
    const location = input.location ?? defaultLocation(target, seller, found.shippingAddress);

    const withAwb = target === SUB_ORDER_STATUSES.packed && input.trackingNumber && input.carrier;
    await updateSubOrder(tx, subOrderId, {
      status: target,
      ...(withAwb ? { trackingNumber: input.trackingNumber ?? null, carrier: input.carrier ?? null } : {}),
      ...(target === SUB_ORDER_STATUSES.dispatched
        ? { trackingNumber: input.trackingNumber ?? null, carrier: input.carrier ?? null, dispatchedAt: now }
        : {}),
      ...(target === SUB_ORDER_STATUSES.delivered
        ? { deliveredAt: now, recipientName: input.recipientName ?? null }
        : {}),
    });
    await insertTrackingEvent(tx, {
      orderId,
      subOrderId,
      status: target,
      description,
      location,
      updatedBy: `seller:${seller.id}`,
      // No createdAt: the database's clock, like every other event's, so the timeline sorts by one clock.
    });

    if (target === SUB_ORDER_STATUSES.cancelled) {
      await restockSubOrder(tx, subOrderId);
      // Money already taken for this parcel goes back; cash on delivery was never collected.
      if (order.paymentStatus === 'Completed' && sub.totalPaise > 0) {
        await insertRefund(tx, {
          orderId,
          subOrderId,
          amountPaise: sub.totalPaise,
          reason: SELLER_MESSAGES.cancelReason,
        });
      }
    }

    const statuses = await subOrderStatusesOf(tx, orderId);
    const orderStatus = orderStatusOf(statuses);
    // Delivered once every parcel still on its way arrived (a cancelled one does not hold the order back).
    const delivered = orderStatus === SUB_ORDER_STATUSES.delivered;
    const wholeOrderCancelled = orderStatus === SUB_ORDER_STATUSES.cancelled;
    // As a customer's cancel does: nothing of the order is bought any more, so the coupon's use comes back.
    if (wholeOrderCancelled) await releaseCoupon(tx, orderId);
    await updateOrder(tx, orderId, {
      status: orderStatus,
      ...(delivered ? { deliveredAt: now } : {}),
      // Cash on delivery is collected at the door: once every parcel arrived, the order is paid.
      ...(delivered && order.paymentMethod === 'cod' && order.paymentStatus === 'Pending'
        ? { paymentStatus: 'Completed' as const }
        : {}),
      // As a customer's cancel does: a paid order with every parcel cancelled is refunded in full.
      ...(wholeOrderCancelled
        ? { cancelledAt: now, cancelReason: input.reason ?? SELLER_MESSAGES.cancelReason }
        : {}),
      ...(wholeOrderCancelled && order.paymentStatus === 'Completed'
        ? { paymentStatus: 'Refunded' as const }
        : {}),
    });
    await queueOrderStatusMail(tx, {
      orderId,
      subOrderId,
      status: statusText(target),
      description,
      ...(siteUrl ? { siteUrl } : {}),
    });
  });

  const { orderStatus, ...order } = await sellerOrderView(db, seller.id, subOrderId);
  return {
    success: true as const,
    message: SELLER_MESSAGES.updated,
    order,
    orderStatus: statusText(orderStatus),
    orderStatusCode: orderStatus,
  };
}
