// The seller API's side of returns (issue 8, ADR 0007): a seller reads its own requests and moves them (approve or
// reject, pick up, refund or exchange). Each decision is one transaction under the order's and the request's locks:
// a rejection gives the units back, a refund records a refunds row never above paid − fee, and a parcel whose every
// unit came back and was refunded moves to 'Returned'.
import { formatTrackingText } from '@haat/domain/orders/tracking-texts';
import {
  canMoveSubOrder,
  orderStatusOf,
  RETURN_EVENT_STATUSES,
  type ReturnEventStatus,
  statusText,
  SUB_ORDER_STATUSES,
} from '@haat/domain/orders/order-status';
import { paise, paiseToRupees } from '@haat/domain/money/money';
import {
  canMoveReturn,
  isReturnStatus,
  RETURN_STATUS_MESSAGES,
  RETURN_STATUSES,
  SELLER_RETURN_ACTIONS,
  type ReturnStatus,
} from '@haat/domain/returns/return-status';
import type { ReturnType } from '@haat/domain/returns/return-policy';
import type { SellerReturnDecision } from '@haat/domain/returns/return.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { queueOrderStatusMail } from '../orders/order-mails.ts';
import type { AuthSeller } from '../sellers/seller-auth.ts';
import { isUuid, RETURN_ERROR_CODES, returnNotFound } from './return-errors.ts';
import { returnViews } from './return-view.ts';
import {
  findSellerRequest,
  insertRefund,
  insertTrackingEvent,
  itemsOfRequests,
  lockOrderForUpdate,
  lockRequest,
  lockSubOrder,
  refundedUnitsOfSubOrder,
  releaseUnits,
  requestsOfSeller,
  setSubOrderStatus,
  subOrderStatusesOf,
  updateOrder,
  updateRequest,
  type ReturnRequestRow,
} from './returns.repository.ts';

export const SELLER_RETURN_MESSAGES = {
  refundAmountOnlyForRefund: "refundAmount is only given with the action 'refund'",
} as const;

/** The tracking event each step writes (its code; the shopper reads the spec's text of it on the order page). */
const EVENT_STATUS: Record<ReturnStatus, ReturnEventStatus> = {
  Requested: RETURN_EVENT_STATUSES.requested,
  Approved: RETURN_EVENT_STATUSES.approved,
  Rejected: RETURN_EVENT_STATUSES.rejected,
  'Picked Up': RETURN_EVENT_STATUSES.pickedUp,
  Refunded: RETURN_EVENT_STATUSES.refunded,
  Exchanged: RETURN_EVENT_STATUSES.exchanged,
};

function eventDescription(request: ReturnRequestRow, to: ReturnStatus, refundPaise: number, note?: string) {
  const returnNumber = request.returnNumber;
  const amount = `₹${paiseToRupees(paise(refundPaise)).toLocaleString('en-IN')}`;
  const key = (
    {
      Requested: 'returnRequested',
      Approved: 'returnApproved',
      Rejected: 'returnRejected',
      'Picked Up': 'returnPickedUp',
      Refunded: refundPaise > 0 ? 'returnRefunded' : 'returnClosedWithoutRefund',
      Exchanged: 'returnExchanged',
    } as const
  )[to];
  return formatTrackingText(key, { returnNumber, amount }, note);
}

export async function listSellerReturns(
  db: Db,
  sellerId: string,
  query: { status?: string | undefined; page: number; limit: number },
) {
  const { rows, total } = await requestsOfSeller(db, sellerId, query);
  return {
    success: true as const,
    returnRequests: await returnViews(db, rows),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  };
}

export async function getSellerReturn(db: Db, sellerId: string, id: string) {
  const row = isUuid(id) ? await findSellerRequest(db, sellerId, id) : undefined;
  if (!row) throw returnNotFound();
  const [view] = await returnViews(db, [row]);
  if (!view) throw returnNotFound();
  return { success: true as const, returnRequest: view };
}

function refusedMove(from: string, to: ReturnStatus, returnType: ReturnType): AppError {
  const code = RETURN_ERROR_CODES.statusConflict;
  if (from === RETURN_STATUSES.pickedUp && to === RETURN_STATUSES.refunded && returnType === 'Exchange') {
    return AppError.unprocessable({
      message: RETURN_STATUS_MESSAGES.refundNotForExchange,
      code,
      field: 'action',
    });
  }
  if (to === RETURN_STATUSES.exchanged && returnType !== 'Exchange') {
    return AppError.unprocessable({
      message: RETURN_STATUS_MESSAGES.exchangeOnlyForExchange,
      code,
      field: 'action',
    });
  }
  return AppError.unprocessable({
    message: RETURN_STATUS_MESSAGES.notAllowed(from, to),
    code,
    field: 'action',
  });
}

/** Moves the parcel to returned once every unit of it came back refunded, and the order's status after it. */
async function closeReturnedParcel(
  tx: Db,
  request: ReturnRequestRow,
  seller: AuthSeller,
  paymentStatus: string,
) {
  const { bought, refunded } = await refundedUnitsOfSubOrder(tx, request.subOrderId);
  if (bought === 0 || refunded < bought) return;
  const sub = await lockSubOrder(tx, request.subOrderId);
  if (!sub || !canMoveSubOrder(sub.status, SUB_ORDER_STATUSES.returned)) return;
  await setSubOrderStatus(tx, sub.id, SUB_ORDER_STATUSES.returned);
  await insertTrackingEvent(tx, {
    orderId: request.orderId,
    subOrderId: sub.id,
    status: SUB_ORDER_STATUSES.returned,
    description: formatTrackingText('parcelReturnedAndRefunded'),
    updatedBy: `seller:${seller.id}`,
  });
  const orderStatus = orderStatusOf(await subOrderStatusesOf(tx, request.orderId));
  await updateOrder(tx, request.orderId, {
    status: orderStatus,
    // As a whole cancel does: a paid order whose every parcel came back (or was cancelled) is refunded.
    ...(orderStatus === SUB_ORDER_STATUSES.returned && paymentStatus === 'Completed'
      ? { paymentStatus: 'Refunded' as const }
      : {}),
  });
}

export async function decideSellerReturn(
  db: Db,
  seller: AuthSeller,
  id: string,
  decision: SellerReturnDecision,
  siteUrl?: string,
) {
  const target = SELLER_RETURN_ACTIONS[decision.action];
  if (decision.refundAmount !== undefined && decision.action !== 'refund') {
    throw AppError.badRequest({
      message: SELLER_RETURN_MESSAGES.refundAmountOnlyForRefund,
      field: 'refundAmount',
    });
  }
  const found = isUuid(id) ? await findSellerRequest(db, seller.id, id) : undefined;
  if (!found) throw returnNotFound();
  const note = decision.note || undefined;

  await db.transaction(async (tx) => {
    // The order first, then the request: the order every writer of an order's parcels locks in.
    const order = await lockOrderForUpdate(tx, found.orderId);
    const request = await lockRequest(tx, id);
    if (!order || !request || request.sellerId !== seller.id) throw returnNotFound();
    // Read under the lock: of two decisions, the second sees the first's status.
    const returnType = request.returnType as ReturnType;
    if (!isReturnStatus(request.status) || !canMoveReturn(request.status, target, returnType)) {
      throw refusedMove(request.status, target, returnType);
    }

    let refundPaise = 0;
    if (target === RETURN_STATUSES.rejected) {
      for (const item of await itemsOfRequests(tx, [request.id])) {
        await releaseUnits(tx, item.orderItemId, item.quantity);
      }
    }
    if (target === RETURN_STATUSES.refunded) {
      const maxPaise = request.paidPaise - request.restockingFeePaise;
      refundPaise = decision.refundAmount === undefined ? maxPaise : Math.round(decision.refundAmount * 100);
      if (refundPaise > maxPaise) {
        throw AppError.unprocessable({
          message: RETURN_STATUS_MESSAGES.refundTooHigh(paiseToRupees(paise(maxPaise))),
          code: RETURN_ERROR_CODES.refundTooHigh,
          field: 'refundAmount',
        });
      }
      // Paid online: the reconciler pays it through the gateway; cash on delivery: by bank transfer, by hand.
      if (refundPaise > 0) {
        await insertRefund(tx, {
          orderId: request.orderId,
          subOrderId: request.subOrderId,
          returnRequestId: request.id,
          amountPaise: refundPaise,
          reason: `Return ${request.returnNumber}`,
        });
      }
    }

    await updateRequest(tx, request.id, { status: target, ...(note ? { sellerNote: note } : {}) });
    const description = eventDescription(request, target, refundPaise, note);
    await insertTrackingEvent(tx, {
      orderId: request.orderId,
      subOrderId: request.subOrderId,
      status: EVENT_STATUS[target],
      description,
      updatedBy: `seller:${seller.id}`,
    });
    if (target === RETURN_STATUSES.refunded)
      await closeReturnedParcel(tx, request, seller, order.paymentStatus);
    await queueOrderStatusMail(tx, {
      orderId: request.orderId,
      subOrderId: request.subOrderId,
      status: statusText(EVENT_STATUS[target]),
      description,
      ...(siteUrl ? { siteUrl } : {}),
    });
  });

  return getSellerReturn(db, seller.id, id);
}
