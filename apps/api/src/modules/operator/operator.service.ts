// What the operator console does (docs/behaviour/operator.md): review sellers and listings, suspend and reinstate
// sellers, find orders, parcels, returns and shoppers, cancel or refund for a shopper. Each action reuses the use case
// the CLI, the seller and the shopper use, inside the transaction that writes its one audit row (operator-audit.ts).
import { type OrderStatus, statusText } from '@haat/domain/orders/order-status';
import type { CommissionRateInput } from '@haat/domain/settlements/commission-rates';
import type { StatutoryRateInput } from '@haat/domain/settlements/statutory-rates';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { notifyCatalogueChanged } from '../catalog/catalogue-changes.ts';
import {
  listCommissionRates,
  listStatutoryRates,
  setCommissionRate,
  setStatutoryRate,
} from '../commission/commission.service.ts';
import { cancelOrder } from '../orders/cancel-order.ts';
import { isOrderId, loadOrderView } from '../orders/order-view.ts';
import { returnViews } from '../returns/return-view.ts';
import { decideSellerReturn } from '../returns/seller-returns.ts';
import { reviewListing, sellerListing } from '../seller-portal/seller-listings.service.ts';
import { REJECT_REASON_MAX, reviewSeller } from '../seller-portal/seller-review.service.ts';
import { audited } from './operator-audit.repository.ts';
import type { ConsoleOperator } from './operator-auth.ts';
import {
  findGroupOwner,
  findSellerRow,
  findShopper,
  lockSellerState,
  markSellerReinstated,
  markSellerSuspended,
  orderState,
  ordersOfShopper,
  pendingListingRows,
  querySellers,
  returnRequestsOfOrder,
  returnState,
  searchEverything,
  sellerAsActor,
  shopperOfOrder,
  type OperatorSellerRow,
  type SellerFilter,
} from './operator.repository.ts';

export type { SellerFilter };

export const OPERATOR_ACTION_CODES = {
  sellerNotFound: 'SELLER_NOT_FOUND',
  notPending: 'NOT_PENDING_REVIEW',
  alreadySuspended: 'SELLER_ALREADY_SUSPENDED',
  notSuspended: 'SELLER_NOT_SUSPENDED',
  sellerSuspended: 'SELLER_SUSPENDED',
  listingNotFound: 'LISTING_NOT_FOUND',
  orderNotFound: 'ORDER_NOT_FOUND',
  returnNotFound: 'RETURN_NOT_FOUND',
  shopperNotFound: 'SHOPPER_NOT_FOUND',
} as const;

const C = OPERATOR_ACTION_CODES;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A reason of 1 to 500 characters, trimmed; every action that changes what a seller or shopper sees needs one. */
export function reasonOf(reason: string | undefined, required: boolean): string | null {
  const text = (reason ?? '').trim();
  if (!text && !required) return null;
  if (!text || text.length > REJECT_REASON_MAX)
    throw AppError.badRequest({
      message: `A reason of 1 to ${REJECT_REASON_MAX} characters is needed`,
      field: 'reason',
    });
  return text;
}

// ---------- sellers ----------

function sellerView(r: OperatorSellerRow) {
  return {
    id: r.id,
    legalName: r.legalName,
    displayName: r.displayName,
    gstin: r.gstin,
    // A GSTIN carries the PAN in characters 3-12 (docs/behaviour/seller-portal.md#sign-up).
    pan: r.gstin.slice(2, 12),
    address: { line: r.addressLine, city: r.city, state: r.state, pincode: r.pincode },
    bank:
      r.bankAccountNumber === null
        ? null
        : { holder: r.bankAccountHolder ?? '', accountNumber: r.bankAccountNumber, ifsc: r.bankIfsc ?? '' },
    status: r.status,
    reviewNote: r.reviewNote,
    suspended: r.suspendedAt !== null,
    suspendedAt: r.suspendedAt?.toISOString() ?? null,
    suspensionReason: r.suspensionReason,
    email: r.email,
    phone: r.phone,
    createdAt: r.createdAt.toISOString(),
  };
}
export type OperatorSellerView = ReturnType<typeof sellerView>;

export async function listSellers(db: Db, filter: SellerFilter, q: string | undefined) {
  return (await querySellers(db, filter, q?.trim() || undefined)).map(sellerView);
}

export async function getSeller(db: Db, sellerId: string): Promise<OperatorSellerView> {
  const row = await findSellerRow(db, sellerId);
  if (!row) throw AppError.notFound({ message: `No seller ${sellerId}`, code: C.sellerNotFound });
  return sellerView(row);
}

async function lockSeller(tx: Db, sellerId: string) {
  const row = await lockSellerState(tx, sellerId);
  if (!row) throw AppError.notFound({ message: `No seller ${sellerId}`, code: C.sellerNotFound });
  return row;
}

export async function decideSeller(
  db: Db,
  operator: ConsoleOperator,
  sellerId: string,
  decision: { approve: boolean; reason?: string | undefined },
): Promise<OperatorSellerView> {
  const reason = reasonOf(decision.reason, !decision.approve);
  await audited(
    db,
    operator,
    {
      action: decision.approve ? 'seller.approve' : 'seller.reject',
      subjectType: 'seller',
      subjectId: sellerId,
      reason,
    },
    async (tx) => {
      const before = await lockSeller(tx, sellerId);
      if (before.status !== 'pending_review')
        throw AppError.conflict({
          message: `Seller ${sellerId} is ${before.status}, not waiting for review`,
          code: C.notPending,
        });
      await reviewSeller(
        tx,
        sellerId,
        decision.approve ? { approve: true } : { approve: false, reason: reason ?? '' },
      );
      const after = await lockSeller(tx, sellerId);
      return {
        before: { status: before.status, reviewNote: before.reviewNote },
        after: { status: after.status, reviewNote: after.reviewNote },
        result: undefined,
      };
    },
  );
  return getSeller(db, sellerId);
}

/**
 * Suspension (docs/behaviour/operator.md#suspension): the seller row and every one of their products in one
 * transaction — products.seller_suspended set and is_published cleared, so the catalogue's own predicate
 * (is_published) hides them from lists, search, facets, suggestions and product pages, with no join on sellers.
 * Placed orders are untouched: the seller still packs, dispatches and delivers them.
 */
export async function suspendSeller(
  db: Db,
  operator: ConsoleOperator,
  sellerId: string,
  reasonText: string | undefined,
): Promise<OperatorSellerView> {
  const reason = reasonOf(reasonText, true);
  await audited(
    db,
    operator,
    { action: 'seller.suspend', subjectType: 'seller', subjectId: sellerId, reason },
    async (tx) => {
      const before = await lockSeller(tx, sellerId);
      if (before.suspendedAt)
        throw AppError.conflict({
          message: `Seller ${sellerId} is suspended already`,
          code: C.alreadySuspended,
        });
      const hidden = await markSellerSuspended(tx, sellerId, reason ?? '');
      return {
        before: { suspended: false },
        after: { suspended: true, listingsHidden: hidden },
        result: undefined,
      };
    },
  );
  notifyCatalogueChanged();
  return getSeller(db, sellerId);
}

export async function reinstateSeller(
  db: Db,
  operator: ConsoleOperator,
  sellerId: string,
  reasonText: string | undefined,
): Promise<OperatorSellerView> {
  const reason = reasonOf(reasonText, true);
  await audited(
    db,
    operator,
    { action: 'seller.reinstate', subjectType: 'seller', subjectId: sellerId, reason },
    async (tx) => {
      const before = await lockSeller(tx, sellerId);
      if (!before.suspendedAt)
        throw AppError.conflict({ message: `Seller ${sellerId} is not suspended`, code: C.notSuspended });
      // Only approved listings come back; drafts and listings waiting for review stay where they were.
      const shown = await markSellerReinstated(tx, sellerId);
      return {
        before: {
          suspended: true,
          suspendedAt: before.suspendedAt.toISOString(),
          reason: before.suspensionReason,
        },
        after: { suspended: false, listingsShown: shown },
        result: undefined,
      };
    },
  );
  notifyCatalogueChanged();
  return getSeller(db, sellerId);
}

// ---------- listings ----------

export async function pendingListingQueue(db: Db) {
  const rows = await pendingListingRows(db);
  return rows
    .filter((r): r is typeof r & { groupId: string } => r.groupId !== null)
    .map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }))
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
}

async function groupOwner(db: Db, groupId: string) {
  const row = await findGroupOwner(db, groupId);
  if (!row) throw AppError.notFound({ message: `No listing ${groupId}`, code: C.listingNotFound });
  return row;
}

/** A listing as the storefront would show it, with its seller (the console's preview). */
export async function listingForReview(db: Db, groupId: string) {
  const owner = await groupOwner(db, groupId);
  const listing = await sellerListing(db, owner.sellerId, groupId);
  return {
    ...listing,
    sellerId: owner.sellerId,
    sellerName: owner.sellerName,
    sellerSuspended: owner.suspendedAt !== null,
  };
}

export async function decideListing(
  db: Db,
  operator: ConsoleOperator,
  groupId: string,
  decision: { approve: boolean; reason?: string | undefined },
) {
  const reason = reasonOf(decision.reason, !decision.approve);
  await audited(
    db,
    operator,
    {
      action: decision.approve ? 'listing.approve' : 'listing.reject',
      subjectType: 'listing',
      subjectId: groupId,
      reason,
    },
    async (tx) => {
      const before = await groupOwner(tx, groupId);
      if (before.status !== 'pending_review')
        throw AppError.conflict({
          message: `Listing ${groupId} is ${before.status}, not waiting for review`,
          code: C.notPending,
        });
      if (decision.approve && before.suspendedAt)
        throw AppError.conflict({
          message: 'The seller is suspended: reinstate them before approving their listings',
          code: C.sellerSuspended,
        });
      await reviewListing(
        tx,
        groupId,
        decision.approve ? { approve: true } : { approve: false, reason: reason ?? '' },
      );
      const after = await groupOwner(tx, groupId);
      return {
        before: { status: before.status, note: before.note, sellerId: before.sellerId },
        after: { status: after.status, note: after.note, published: decision.approve },
        result: undefined,
      };
    },
  );
  if (decision.approve) notifyCatalogueChanged();
  return listingForReview(db, groupId);
}

// ---------- orders, parcels, returns, shoppers ----------

/** A status as every answer carries it (ADR 0023): the spec's display string and the stored code. */
const withStatusText = (code: OrderStatus) => ({ status: statusText(code), statusCode: code });

/** One box finds any of the four: an order number or id, an invoice or AWB or parcel id, a return number, a shopper. */
export async function findAnything(db: Db, qRaw: string) {
  const q = qRaw.trim();
  if (q.length < 2) return { orders: [], parcels: [], returns: [], shoppers: [] };
  const [orderRows, parcelRows, returnRows, shopperRows] = await searchEverything(db, q, UUID.test(q));
  return {
    orders: orderRows.map((r) => ({
      ...r,
      ...withStatusText(r.status),
      createdAt: r.createdAt.toISOString(),
    })),
    parcels: parcelRows.map((r) => ({ ...r, ...withStatusText(r.status) })),
    returns: returnRows,
    shoppers: shopperRows,
  };
}

export async function orderForOperator(db: Db, orderId: string) {
  const order = await loadOrderView(db, orderId);
  if (!order) throw AppError.notFound({ message: `No order ${orderId}`, code: C.orderNotFound });
  const owner = await shopperOfOrder(db, orderId);
  const requests = await returnRequestsOfOrder(db, orderId);
  return { order, shopper: owner ?? null, returns: await returnViews(db, requests) };
}

export async function shopperForOperator(db: Db, userId: string) {
  if (!UUID.test(userId))
    throw AppError.notFound({ message: `No shopper ${userId}`, code: C.shopperNotFound });
  const user = await findShopper(db, userId);
  if (!user) throw AppError.notFound({ message: `No shopper ${userId}`, code: C.shopperNotFound });
  const orderRows = await ordersOfShopper(db, userId);
  return {
    shopper: { ...user, createdAt: user.createdAt.toISOString() },
    orders: orderRows.map((r) => ({
      ...r,
      ...withStatusText(r.status),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Cancels the shopper's order through the shopper's own use case (cancel-order.ts), for them, with the reason. */
export async function cancelForShopper(
  db: Db,
  operator: ConsoleOperator,
  orderId: string,
  reasonText: string | undefined,
  siteUrl: string,
) {
  const reason = reasonOf(reasonText, true);
  if (!isOrderId(orderId)) throw AppError.notFound({ message: `No order ${orderId}`, code: C.orderNotFound });
  await audited(
    db,
    operator,
    { action: 'order.cancel', subjectType: 'order', subjectId: orderId, reason },
    async (tx) => {
      const before = await orderState(tx, orderId);
      if (!before) throw AppError.notFound({ message: `No order ${orderId}`, code: C.orderNotFound });
      await cancelOrder(tx, {
        userId: before.userId,
        orderId,
        reason: `${reason} (by Haat customer support)`,
        now: new Date(),
        siteUrl,
      });
      const after = await orderState(tx, orderId);
      return {
        before: { status: before.status, paymentStatus: before.paymentStatus },
        after: after ? { status: after.status, paymentStatus: after.paymentStatus } : null,
        result: undefined,
      };
    },
  );
  return orderForOperator(db, orderId);
}

/**
 * Refunds a return that has been picked up, through the seller's own decision (seller-returns.ts) made on the
 * seller's behalf: the same checks, refund row, parcel status and mail.
 */
export async function refundReturnForShopper(
  db: Db,
  operator: ConsoleOperator,
  returnId: string,
  reasonText: string | undefined,
  siteUrl: string,
) {
  const reason = reasonOf(reasonText, true);
  if (!UUID.test(returnId))
    throw AppError.notFound({ message: `No return ${returnId}`, code: C.returnNotFound });
  const orderId = await audited(
    db,
    operator,
    { action: 'return.refund', subjectType: 'return', subjectId: returnId, reason },
    async (tx) => {
      const before = await returnState(tx, returnId);
      if (!before) throw AppError.notFound({ message: `No return ${returnId}`, code: C.returnNotFound });
      const seller = await sellerAsActor(tx, before.sellerId);
      if (!seller) throw AppError.notFound({ message: `No return ${returnId}`, code: C.returnNotFound });
      await decideSellerReturn(tx, seller, returnId, { action: 'refund', note: reason ?? '' }, siteUrl);
      const after = await returnState(tx, returnId);
      return {
        before: { status: before.status },
        after: after ? { status: after.status } : null,
        result: before.orderId,
      };
    },
  );
  return orderForOperator(db, orderId);
}

// ---------- commission (docs/behaviour/seller-portal.md#commission-rates) ----------

export async function commissionOverview(db: Db, sellerId?: string) {
  const [rates, statutory] = await Promise.all([
    listCommissionRates(db, sellerId ? { sellerId } : {}),
    listStatutoryRates(db),
  ]);
  return {
    rates,
    statutory: statutory.map((r) => ({ ...r, effectiveFrom: r.effectiveFrom.toISOString() })),
  };
}

/** A new commission rate through the commission service, recorded as one audit row in the same transaction. */
export async function addCommissionRate(db: Db, operator: ConsoleOperator, input: CommissionRateInput) {
  return audited(
    db,
    operator,
    {
      action: 'commission.add',
      subjectType: 'commission_rate',
      subjectId: `${input.sellerId ?? 'marketplace'}:${input.categoryPath ?? ''}`,
      reason: input.note ?? null,
    },
    async (tx) => {
      const created = await setCommissionRate(tx, input, { actor: `operator:${operator.operatorId}` });
      return { before: null, after: created, result: created };
    },
  );
}

/** A new GST TCS or income-tax TDS rate (a change in the law), audited the same way. */
export async function addStatutoryRate(db: Db, operator: ConsoleOperator, input: StatutoryRateInput) {
  return audited(
    db,
    operator,
    {
      action: 'statutory.add',
      subjectType: 'statutory_rate',
      subjectId: input.kind,
      reason: input.note ?? null,
    },
    async (tx) => {
      const created = await setStatutoryRate(tx, input, { actor: `operator:${operator.operatorId}` });
      const after = { ...created, effectiveFrom: created.effectiveFrom.toISOString() };
      return { before: null, after, result: after };
    },
  );
}
