// return_policies, return_requests, return_request_items and the order rows a return touches (Drizzle only, no
// rules). Units move only by one conditional statement per line, inside the caller's transaction.
import type { SubOrderStatus } from '@haat/domain/orders/order-status';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { orderItems, orders, refunds, subOrders, trackingEvents } from '../../db/schema/orders.ts';
import { returnPolicies, returnRequestItems, returnRequests } from '../../db/schema/returns.ts';
import { products } from '../../db/schema/products.ts';
import { sellers } from '../../db/schema/sellers.ts';

export type ReturnPolicyRow = typeof returnPolicies.$inferSelect;
export type ReturnRequestRow = typeof returnRequests.$inferSelect;

export async function findPolicies(db: Db, sellerIds: readonly string[]): Promise<ReturnPolicyRow[]> {
  if (sellerIds.length === 0) return [];
  return db
    .select()
    .from(returnPolicies)
    .where(inArray(returnPolicies.sellerId, [...sellerIds]));
}

/** One seller's policy row (prepared: the product page reads it on every visit), or undefined. */
const policyOfSeller = preparedPerDatabase((db) =>
  db
    .select()
    .from(returnPolicies)
    .where(eq(returnPolicies.sellerId, sql.placeholder('sellerId')))
    .prepare('returns_policy_of_seller'),
);

export async function findPolicy(db: Db, sellerId: string): Promise<ReturnPolicyRow | undefined> {
  return (await policyOfSeller(db).execute({ sellerId }))[0];
}

/** The listings' own return windows (docs/decisions/0021-listing-return-window.md), for those that set one. */
export async function findListingWindows(
  db: Db,
  productIds: readonly string[],
): Promise<{ id: string; returnWindowDays: number | null }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ id: products.id, returnWindowDays: products.returnWindowDays })
    .from(products)
    .where(inArray(products.id, [...productIds]));
}

export async function upsertPolicy(db: Db, row: typeof returnPolicies.$inferInsert): Promise<void> {
  const { sellerId: _sellerId, ...set } = row;
  await db
    .insert(returnPolicies)
    .values(row)
    .onConflictDoUpdate({ target: returnPolicies.sellerId, set: { ...set, updatedAt: sql`now()` } });
}

/** The shopper's order, or undefined when it is not theirs. */
export async function findUserOrder(db: Db, userId: string, orderId: string) {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

/**
 * Holds the order against status moves (sellers and cancels lock it FOR UPDATE) while several return requests of
 * it may still be made at once: the units themselves are guarded by the conditional reservation.
 */
export async function shareLockUserOrder(tx: Db, userId: string, orderId: string) {
  const [row] = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('share');
  return row;
}

/** The order row locked for a change, as every writer of an order's sub-orders takes it first. */
export async function lockOrderForUpdate(tx: Db, orderId: string) {
  const [row] = await tx
    .select({ id: orders.id, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

export async function subOrdersWithSeller(db: Db, orderId: string) {
  return db
    .select({
      id: subOrders.id,
      sellerId: subOrders.sellerId,
      sellerName: sellers.displayName,
      status: subOrders.status,
      deliveredAt: subOrders.deliveredAt,
    })
    .from(subOrders)
    .innerJoin(sellers, eq(sellers.id, subOrders.sellerId))
    .where(eq(subOrders.orderId, orderId))
    .orderBy(asc(subOrders.createdAt), asc(subOrders.id));
}

export async function linesOfOrder(db: Db, orderId: string) {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
}

/** returned_quantity + q when that stays within the line; false (nothing written) otherwise. */
export async function reserveUnits(tx: Db, orderItemId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(orderItems)
    .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${quantity}` })
    .where(
      and(
        eq(orderItems.id, orderItemId),
        sql`${orderItems.returnedQuantity} + ${quantity} <= ${orderItems.quantity}`,
      ),
    )
    .returning({ id: orderItems.id });
  return rows.length > 0;
}

/** Gives reserved units back to the line (a rejected request), never below 0. */
export async function releaseUnits(tx: Db, orderItemId: string, quantity: number): Promise<void> {
  await tx
    .update(orderItems)
    .set({ returnedQuantity: sql`greatest(${orderItems.returnedQuantity} - ${quantity}, 0)` })
    .where(eq(orderItems.id, orderItemId));
}

export async function returnedQuantityOf(db: Db, orderItemId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ returned: orderItems.returnedQuantity, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId));
  return row ? row.quantity - row.returned : undefined;
}

/** Inserts the request unless its return number is taken (answers undefined: the caller draws another). */
export async function insertReturnRequest(
  tx: Db,
  row: typeof returnRequests.$inferInsert,
): Promise<ReturnRequestRow | undefined> {
  const [inserted] = await tx
    .insert(returnRequests)
    .values(row)
    .onConflictDoNothing({ target: returnRequests.returnNumber })
    .returning();
  return inserted;
}

export async function insertReturnItems(
  tx: Db,
  rows: (typeof returnRequestItems.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(returnRequestItems).values(rows);
}

export async function insertTrackingEvent(tx: Db, row: typeof trackingEvents.$inferInsert): Promise<void> {
  await tx.insert(trackingEvents).values(row);
}

/** Serialises the requests made with one Idempotency-Key, so "does this key have requests?" is exact. */
export async function lockIdempotencyKey(tx: Db, userId: string, key: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`haat:returns:${userId}:${key}`}, 0))`,
  );
}

export async function requestsByKey(db: Db, userId: string, key: string): Promise<ReturnRequestRow[]> {
  return db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.userId, userId), eq(returnRequests.idempotencyKey, key)))
    .orderBy(asc(returnRequests.sellerId));
}

/** The shopper's requests, newest first, of one order when given. */
export async function requestsOfUser(db: Db, userId: string, orderId?: string): Promise<ReturnRequestRow[]> {
  return db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.userId, userId), orderId ? eq(returnRequests.orderId, orderId) : undefined))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
}

/** One page of the seller's requests, newest first, and how many there are in all. */
export async function requestsOfSeller(
  db: Db,
  sellerId: string,
  { status, page, limit }: { status?: string | undefined; page: number; limit: number },
) {
  const where = and(
    eq(returnRequests.sellerId, sellerId),
    status ? sql`${returnRequests.status} = ${status}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(returnRequests)
      .where(where)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(returnRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSellerRequest(db: Db, sellerId: string, id: string) {
  const [row] = await db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.id, id), eq(returnRequests.sellerId, sellerId)));
  return row;
}

/** The request under its row lock: of two decisions, the second reads the first's status. */
export async function lockRequest(tx: Db, id: string) {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  return row;
}

export async function updateRequest(
  tx: Db,
  id: string,
  set: Partial<typeof returnRequests.$inferInsert>,
): Promise<void> {
  await tx
    .update(returnRequests)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(returnRequests.id, id));
}

/** The lines of these requests with what the order line says about them. */
export async function itemsOfRequests(db: Db, requestIds: readonly string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      returnRequestId: returnRequestItems.returnRequestId,
      orderItemId: returnRequestItems.orderItemId,
      quantity: returnRequestItems.quantity,
      paidPaise: returnRequestItems.paidPaise,
      productId: orderItems.productId,
      name: orderItems.name,
      image: orderItems.image,
      unitPricePaise: orderItems.unitPricePaise,
    })
    .from(returnRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .where(inArray(returnRequestItems.returnRequestId, [...requestIds]))
    .orderBy(asc(orderItems.name), asc(returnRequestItems.orderItemId));
}

export async function refundsOfRequests(db: Db, requestIds: readonly string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      returnRequestId: refunds.returnRequestId,
      amountPaise: refunds.amountPaise,
      status: refunds.status,
    })
    .from(refunds)
    .where(inArray(refunds.returnRequestId, [...requestIds]));
}

export async function orderNumbersOf(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
}

export async function sellerNamesOf(db: Db, sellerIds: readonly string[]) {
  if (sellerIds.length === 0) return [];
  return db
    .select({ id: sellers.id, name: sellers.displayName })
    .from(sellers)
    .where(inArray(sellers.id, [...sellerIds]));
}

export async function insertRefund(tx: Db, row: typeof refunds.$inferInsert): Promise<void> {
  await tx.insert(refunds).values(row);
}

/** Units of the sub-order in all, and units of its refunded returns: equal means the whole parcel came back. */
export async function refundedUnitsOfSubOrder(tx: Db, subOrderId: string) {
  const [bought] = await tx
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.subOrderId, subOrderId));
  const [refunded] = await tx
    .select({ units: sql<number>`coalesce(sum(${returnRequestItems.quantity}), 0)::int` })
    .from(returnRequestItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.returnRequestId))
    .where(and(eq(returnRequests.subOrderId, subOrderId), eq(returnRequests.status, 'Refunded')));
  return { bought: bought?.units ?? 0, refunded: refunded?.units ?? 0 };
}

export async function lockSubOrder(tx: Db, subOrderId: string) {
  const [row] = await tx
    .select({ id: subOrders.id, status: subOrders.status })
    .from(subOrders)
    .where(eq(subOrders.id, subOrderId))
    .for('update');
  return row;
}

export async function setSubOrderStatus(tx: Db, subOrderId: string, status: SubOrderStatus): Promise<void> {
  await tx
    .update(subOrders)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(subOrders.id, subOrderId));
}

export async function subOrderStatusesOf(tx: Db, orderId: string): Promise<SubOrderStatus[]> {
  const rows = await tx
    .select({ status: subOrders.status })
    .from(subOrders)
    .where(eq(subOrders.orderId, orderId));
  return rows.map((r) => r.status);
}

export async function updateOrder(tx: Db, orderId: string, set: Partial<typeof orders.$inferInsert>) {
  await tx
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
