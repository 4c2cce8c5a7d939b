// orders, sub_orders, order_items, tracking_events and refunds in SQL (Drizzle only, no rules). Stock moves here only
// by one conditional statement per product, inside the caller's transaction
// (docs/architecture.md#stock-moves-by-one-conditional-statement).
import type { SubOrderStatus } from '@haat/domain/orders/order-status';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { orderItems, orders, refunds, subOrders, trackingEvents } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { sellers } from '../../db/schema/sellers.ts';

export type OrderRow = typeof orders.$inferSelect;
export type SubOrderRow = typeof subOrders.$inferSelect & { sellerName: string };
export type OrderItemRow = typeof orderItems.$inferSelect & { sellerId: string; sellerName: string };
export type TrackingEventRow = typeof trackingEvents.$inferSelect;

/** Serialises one shopper's order writes until commit, so "does this key already have an order?" is exact. */
export async function lockShopperOrders(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`haat:orders:${userId}`}, 0))`);
}

/** The order a payment order or a shopper's Idempotency-Key already made, if any. */
export async function findOrderRef(
  db: Db,
  by: { paymentOrderId?: string | undefined; userId: string; idempotencyKey?: string | undefined },
): Promise<{ id: string; orderNumber: string } | undefined> {
  const columns = { id: orders.id, orderNumber: orders.orderNumber };
  if (by.paymentOrderId) {
    const [row] = await db.select(columns).from(orders).where(eq(orders.paymentOrderId, by.paymentOrderId));
    if (row) return row;
  }
  if (by.idempotencyKey) {
    const [row] = await db
      .select(columns)
      .from(orders)
      .where(and(eq(orders.userId, by.userId), eq(orders.idempotencyKey, by.idempotencyKey)));
    if (row) return row;
  }
  return undefined;
}

/** stock − quantity when at least quantity is left; false (nothing written) otherwise. */
export async function takeStock(tx: Db, productId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function returnStock(tx: Db, productId: string, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

export async function findProductNameAndStock(
  db: Db,
  productId: string,
): Promise<{ name: string; stock: number } | undefined> {
  const [row] = await db
    .select({ name: products.name, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** Inserts the order; undefined when its order number is taken (the caller draws another). */
export async function insertOrder(
  tx: Db,
  values: typeof orders.$inferInsert,
): Promise<{ id: string; orderNumber: string } | undefined> {
  const [row] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: orders.orderNumber })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  return row;
}

/**
 * The latest invoice number of a seller, under a lock on the seller's series held until commit. Sub-orders are
 * stamped with clock_timestamp() while that lock is held, so the newest row carries the highest number.
 */
export async function lockLatestInvoice(tx: Db, sellerId: string): Promise<string | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`haat:invoice:${sellerId}`}, 0))`);
  const [row] = await tx
    .select({ invoiceNumber: subOrders.invoiceNumber })
    .from(subOrders)
    .where(eq(subOrders.sellerId, sellerId))
    .orderBy(desc(subOrders.createdAt), desc(subOrders.invoiceNumber))
    .limit(1);
  return row?.invoiceNumber;
}

export async function insertSubOrder(
  tx: Db,
  values: Omit<typeof subOrders.$inferInsert, 'createdAt'>,
): Promise<string> {
  const [row] = await tx
    .insert(subOrders)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning({ id: subOrders.id });
  if (!row) throw new Error('insertSubOrder: no row returned');
  return row.id;
}

export async function insertOrderItems(tx: Db, rows: (typeof orderItems.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(orderItems).values(rows);
}

export async function insertTrackingEvents(
  tx: Db,
  rows: (typeof trackingEvents.$inferInsert)[],
): Promise<void> {
  // clock_timestamp(): events written by one transaction keep the order they were written in.
  if (rows.length > 0) {
    await tx.insert(trackingEvents).values(rows.map((r) => ({ createdAt: sql`clock_timestamp()`, ...r })));
  }
}

/** The shopper's cart quantities of these products (absent products are left out). */
export async function cartQuantities(
  tx: Db,
  userId: string,
  productIds: string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}

export async function deleteCartLines(tx: Db, userId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

export async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The order row locked for an update (cancelling), so two cancels of one order queue. */
export async function lockOrder(tx: Db, orderId: string, userId: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  return row;
}

/** Locks an order's sub-orders until commit, so a seller's status change and a cancel cannot cross. */
export async function lockSubOrders(tx: Db, orderId: string): Promise<void> {
  await tx.select({ id: subOrders.id }).from(subOrders).where(eq(subOrders.orderId, orderId)).for('update');
}

export async function findOrdersOfUser(
  db: Db,
  userId: string,
  page: number,
  limit: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findSubOrders(db: Db, orderIds: string[]): Promise<SubOrderRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ subOrder: subOrders, sellerName: sellers.displayName })
    .from(subOrders)
    .innerJoin(sellers, eq(sellers.id, subOrders.sellerId))
    .where(inArray(subOrders.orderId, orderIds))
    .orderBy(asc(subOrders.createdAt), asc(subOrders.id));
  return rows.map(({ subOrder, sellerName }) => ({ ...subOrder, sellerName }));
}

export async function findOrderItems(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ item: orderItems, sellerId: subOrders.sellerId, sellerName: sellers.displayName })
    .from(orderItems)
    .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
    .innerJoin(sellers, eq(sellers.id, subOrders.sellerId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(subOrders.createdAt), asc(orderItems.productId));
  return rows.map(({ item, sellerId, sellerName }) => ({ ...item, sellerId, sellerName }));
}

/** Events newest first. */
export async function findTrackingEvents(db: Db, orderIds: string[]): Promise<TrackingEventRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(trackingEvents)
    .where(inArray(trackingEvents.orderId, orderIds))
    .orderBy(desc(trackingEvents.createdAt), desc(trackingEvents.id));
}

export async function setSubOrderStatus(
  tx: Db,
  subOrderIds: string[],
  status: SubOrderStatus,
): Promise<void> {
  if (subOrderIds.length === 0) return;
  await tx
    .update(subOrders)
    .set({ status, updatedAt: sql`now()` })
    .where(inArray(subOrders.id, subOrderIds));
}

export async function insertRefunds(tx: Db, rows: (typeof refunds.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(refunds).values(rows);
}

export async function updateOrder(
  tx: Db,
  orderId: string,
  values: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
