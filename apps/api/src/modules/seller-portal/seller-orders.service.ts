// Seller Central's orders and returns (docs/behaviour/seller-portal.md#orders): the seller API's use cases called
// with the signed-in seller, plus what a portal shows around them: counts by tab, the address to ship to while
// the parcel is on its way, the shipping label and the sub-order's invoice page.
import type { SubOrderStatus } from '@haat/domain/orders/order-status';
import { addressSchema } from '@haat/domain/addresses/address.schema';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { OPEN_RETURN_STATUSES } from '@haat/domain/returns/return-status';
import type { SellerReturnDecision } from '@haat/domain/returns/return.schema';
import {
  SELLER_ORDER_MESSAGES,
  SELLER_ORDER_TABS,
  type SellerOrderCounts,
  type SellerOrderTab,
  type SellerPortalStatusRequest,
  type ShipTo,
} from '@haat/domain/sellers/seller-orders.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { sellerPolicy } from '../returns/return-policies.ts';
import { decideSellerReturn, listSellerReturns } from '../returns/seller-returns.ts';
import type { AuthSeller } from '../sellers/seller-auth.ts';
import {
  countSellerSubOrdersByStatus,
  findSellerSubOrder,
  itemsOfSubOrders,
} from '../sellers/sellers.repository.ts';
import { getSellerOrder, listSellerOrders, moveSellerOrder } from '../sellers/sellers.service.ts';
import { findSellerShipFrom, countSellerReturns } from './seller-orders.repository.ts';
import { renderShippingLabelPdf, type LabelPdfOptions } from './shipping-label.pdf.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () =>
  AppError.notFound({ message: ORDER_MESSAGES.notFound, code: ERROR_CODES.orderNotFound });

/** Statuses in which the seller still has a parcel to get to the door, and so needs the street and phone. */
const TO_SHIP: readonly SubOrderStatus[] = [
  ...SELLER_ORDER_TABS.new,
  ...SELLER_ORDER_TABS.packed,
  ...SELLER_ORDER_TABS.dispatched,
];

/** The seller as the seller API's moves know it (its city and state name where an event happened). */
async function actingSeller(db: Db, sellerId: string): Promise<AuthSeller> {
  const row = await findSellerShipFrom(db, sellerId);
  if (!row) throw notFound();
  return { id: row.id, displayName: row.displayName, city: row.city, state: row.state };
}

export async function sellerOrderCounts(db: Db, sellerId: string): Promise<SellerOrderCounts> {
  const [byStatus, returns] = await Promise.all([
    countSellerSubOrdersByStatus(db, sellerId),
    countSellerReturns(db, sellerId, OPEN_RETURN_STATUSES),
  ]);
  const inTab = (tab: SellerOrderTab) =>
    byStatus
      .filter((row) => (SELLER_ORDER_TABS[tab] as readonly string[]).includes(row.status))
      .reduce((sum, row) => sum + row.n, 0);
  return {
    new: inTab('new'),
    packed: inTab('packed'),
    dispatched: inTab('dispatched'),
    delivered: inTab('delivered'),
    cancelled: inTab('cancelled'),
    returns,
  };
}

export async function portalOrders(
  db: Db,
  sellerId: string,
  query: { tab: SellerOrderTab; page: number; limit: number },
) {
  const [list, counts] = await Promise.all([
    listSellerOrders(db, sellerId, query, SELLER_ORDER_TABS[query.tab]),
    sellerOrderCounts(db, sellerId),
  ]);
  return { ...list, counts };
}

/** The stored address, whole, while the parcel is still to be delivered: nothing of it once it is not needed. */
function shipToOf(status: SubOrderStatus, shippingAddress: unknown): ShipTo | null {
  if (!TO_SHIP.includes(status)) return null;
  const parsed = addressSchema.partial().safeParse(shippingAddress);
  const a = parsed.success ? parsed.data : {};
  return {
    name: a.fullName ?? '',
    lines: [a.addressLine1, a.addressLine2].map((l) => l?.trim() ?? '').filter((l) => l !== ''),
    city: a.city ?? '',
    state: a.state ?? '',
    pincode: a.postalCode ?? '',
    phone: a.phone ?? '',
  };
}

export async function portalOrder(db: Db, sellerId: string, subOrderId: string) {
  const { order } = await getSellerOrder(db, sellerId, subOrderId);
  const row = await findSellerSubOrder(db, sellerId, subOrderId);
  if (!row) throw notFound();
  return {
    success: true as const,
    order: { ...order, shipTo: shipToOf(order.statusCode, row.shippingAddress) },
  };
}

export async function portalMoveOrder(
  db: Db,
  sellerId: string,
  subOrderId: string,
  request: SellerPortalStatusRequest,
  siteUrl?: string,
) {
  if (!UUID.test(subOrderId)) throw notFound();
  await moveSellerOrder(db, await actingSeller(db, sellerId), subOrderId, request, siteUrl);
  return portalOrder(db, sellerId, subOrderId);
}

/** The label of a parcel with its AWB, packed or on its way (docs/behaviour/seller-portal.md#packing). */
export async function shippingLabel(
  db: Db,
  sellerId: string,
  subOrderId: string,
  options: LabelPdfOptions = {},
) {
  const row = UUID.test(subOrderId) ? await findSellerSubOrder(db, sellerId, subOrderId) : undefined;
  if (!row) throw notFound();
  const sub = row.subOrder;
  // A label is for a parcel on its way: once delivered or cancelled the seller needs the address no more.
  const shipTo = shipToOf(sub.status, row.shippingAddress);
  if (!shipTo)
    throw AppError.conflict({
      message: SELLER_ORDER_MESSAGES.labelNotShippable,
      code: 'LABEL_NOT_AVAILABLE',
    });
  if (!sub.trackingNumber || !sub.carrier) {
    throw AppError.conflict({ message: SELLER_ORDER_MESSAGES.labelNeedsAwb, code: 'LABEL_NEEDS_AWB' });
  }
  const [shipFrom, items] = await Promise.all([
    findSellerShipFrom(db, sellerId),
    itemsOfSubOrders(db, [subOrderId]),
  ]);
  if (!shipFrom) throw notFound();
  const cod = row.paymentMethod === 'cod' && row.paymentStatus !== 'Completed';
  const pdf = await renderShippingLabelPdf(
    {
      carrier: sub.carrier,
      awb: sub.trackingNumber,
      orderNumber: row.orderNumber,
      invoiceNumber: sub.invoiceNumber,
      orderDate: row.orderDate,
      collectPaise: cod ? sub.totalPaise : null,
      shipTo,
      shipFrom,
      items: items.map((i) => ({ name: i.name, sku: i.sku, quantity: i.quantity })),
    },
    options,
  );
  return { awb: sub.trackingNumber, pdf };
}

export async function returnsQueue(
  db: Db,
  sellerId: string,
  query: { status?: string | undefined; page: number; limit: number },
) {
  const [list, policy] = await Promise.all([
    listSellerReturns(db, sellerId, query),
    sellerPolicy(db, sellerId),
  ]);
  return { ...list, policy };
}

export async function portalDecideReturn(
  db: Db,
  sellerId: string,
  id: string,
  decision: SellerReturnDecision,
  siteUrl?: string,
) {
  return decideSellerReturn(db, await actingSeller(db, sellerId), id, decision, siteUrl);
}
