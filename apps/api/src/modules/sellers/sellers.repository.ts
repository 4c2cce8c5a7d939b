// Seller API rows (Drizzle only, no rules): a seller's sub-orders with their order and lines, the locks and writes
// of a status move, the seller's payout account. The API keys' rows are in seller-keys.repository.ts.
import type { SubOrderStatus } from '@haat/domain/orders/order-status';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, refunds, subOrders, trackingEvents } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { sellers } from '../../db/schema/sellers.ts';

const subOrderColumns = {
  subOrder: subOrders,
  orderNumber: orders.orderNumber,
  orderDate: orders.createdAt,
  orderStatus: orders.status,
  shippingAddress: orders.shippingAddress,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  notes: orders.notes,
};

export type SellerSubOrderRow = Awaited<ReturnType<typeof findSellerSubOrder>> & {};

/** One page of the seller's sub-orders (of these statuses when given), newest first, and how many there are. */
export async function listSellerSubOrders(
  db: Db,
  sellerId: string,
  {
    page,
    limit,
    statuses,
  }: { page: number; limit: number; statuses?: readonly SubOrderStatus[] | undefined },
) {
  const where = statuses
    ? and(eq(subOrders.sellerId, sellerId), inArray(subOrders.status, [...statuses]))
    : eq(subOrders.sellerId, sellerId);
  const rows = await db
    .select(subOrderColumns)
    .from(subOrders)
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .where(where)
    .orderBy(desc(subOrders.createdAt), desc(subOrders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(subOrders).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** How many of the seller's sub-orders are in each status. */
export async function countSellerSubOrdersByStatus(db: Db, sellerId: string) {
  return db
    .select({ status: subOrders.status, n: count() })
    .from(subOrders)
    .where(eq(subOrders.sellerId, sellerId))
    .groupBy(subOrders.status);
}

/** The sub-order if it is this seller's; another seller's or an unknown one is the same undefined. */
export async function findSellerSubOrder(db: Db, sellerId: string, subOrderId: string) {
  const [row] = await db
    .select(subOrderColumns)
    .from(subOrders)
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .where(and(eq(subOrders.id, subOrderId), eq(subOrders.sellerId, sellerId)))
    .limit(1);
  return row;
}

export async function itemsOfSubOrders(db: Db, subOrderIds: readonly string[]) {
  if (subOrderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.subOrderId, [...subOrderIds]))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
}

export async function eventsOfSubOrder(db: Db, subOrderId: string) {
  return db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.subOrderId, subOrderId))
    .orderBy(desc(trackingEvents.createdAt), desc(trackingEvents.id));
}

/**
 * Locks the order row, then answers it. Every writer of an order's sub-orders takes this lock first, so two sellers
 * moving their parcels at once derive the order's status from each other's committed statuses.
 */
export async function lockOrder(tx: Db, orderId: string) {
  const [row] = await tx
    .select({ id: orders.id, paymentStatus: orders.paymentStatus, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/** The sub-order as it is now, under its row lock (taken after the order's). */
export async function lockSubOrder(tx: Db, subOrderId: string) {
  const [row] = await tx.select().from(subOrders).where(eq(subOrders.id, subOrderId)).for('update');
  return row;
}

export async function updateSubOrder(
  tx: Db,
  subOrderId: string,
  set: Partial<typeof subOrders.$inferInsert>,
): Promise<void> {
  await tx
    .update(subOrders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(subOrders.id, subOrderId));
}

export async function insertTrackingEvent(tx: Db, event: typeof trackingEvents.$inferInsert) {
  await tx.insert(trackingEvents).values(event);
}

export async function subOrderStatusesOf(tx: Db, orderId: string): Promise<SubOrderStatus[]> {
  const rows = await tx
    .select({ status: subOrders.status })
    .from(subOrders)
    .where(eq(subOrders.orderId, orderId));
  return rows.map((r) => r.status);
}

export async function updateOrder(
  tx: Db,
  orderId: string,
  set: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/**
 * Puts a cancelled sub-order's units back on the shelf: one conditional UPDATE per product (units not yet returned
 * or cancelled), and marks them cancelled on the lines so a later return cannot count them again.
 */
export async function restockSubOrder(tx: Db, subOrderId: string): Promise<void> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      units: sql<number>`sum(${orderItems.quantity} - ${orderItems.returnedQuantity})::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.subOrderId, subOrderId))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
  // In product id order, like the checkout's decrements, so concurrent transactions lock rows in one order.
  for (const line of lines) {
    if (line.units <= 0) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.units}` })
      .where(eq(products.id, line.productId));
  }
  await tx
    .update(orderItems)
    .set({ returnedQuantity: sql`${orderItems.quantity}` })
    .where(eq(orderItems.subOrderId, subOrderId));
}

export async function insertRefund(tx: Db, refund: typeof refunds.$inferInsert): Promise<void> {
  await tx.insert(refunds).values(refund);
}

/** Every seller with what the dev list shows (ids in order: sel_001 first). */
export async function listSellers(db: Db) {
  return db
    .select({
      id: sellers.id,
      displayName: sellers.displayName,
      city: sellers.city,
      state: sellers.state,
      pincode: sellers.pincode,
    })
    .from(sellers)
    .orderBy(asc(sellers.id));
}

export async function sellerExists(db: Db, sellerId: string): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  return row !== undefined;
}

/** The seller's Razorpay Route linked account, null when none is set. */
export async function findPayoutAccount(db: Db, sellerId: string): Promise<string | null> {
  const [row] = await db
    .select({ account: sellers.razorpayAccountId })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  return row?.account ?? null;
}

export async function setPayoutAccount(db: Db, sellerId: string, razorpayAccountId: string): Promise<void> {
  await db.update(sellers).set({ razorpayAccountId }).where(eq(sellers.id, sellerId));
}
