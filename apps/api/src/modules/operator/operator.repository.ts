// The operator console's queries (docs/behaviour/operator.md): sellers with their sign-in and bank details, the
// suspension's two updates, listings waiting, and the look-ups of orders, parcels, returns and shoppers.
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { orders, subOrders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { returnRequests } from '../../db/schema/returns.ts';
import { sellerAccounts, sellers } from '../../db/schema/sellers.ts';
import { users } from '../../db/schema/users.ts';

export type SellerFilter = 'pending_review' | 'approved' | 'rejected' | 'suspended' | 'all';

const sellerColumns = {
  id: sellers.id,
  legalName: sellers.legalName,
  displayName: sellers.displayName,
  gstin: sellers.gstin,
  addressLine: sellers.addressLine,
  city: sellers.city,
  state: sellers.state,
  pincode: sellers.pincode,
  status: sellers.status,
  reviewNote: sellers.reviewNote,
  suspendedAt: sellers.suspendedAt,
  suspensionReason: sellers.suspensionReason,
  bankAccountHolder: sellers.bankAccountHolder,
  bankAccountNumber: sellers.bankAccountNumber,
  bankIfsc: sellers.bankIfsc,
  createdAt: sellers.createdAt,
  email: sellerAccounts.email,
  phone: sellerAccounts.phone,
};

function selectSellers(db: Db) {
  return db
    .select(sellerColumns)
    .from(sellers)
    .leftJoin(sellerAccounts, eq(sellerAccounts.sellerId, sellers.id));
}

export type OperatorSellerRow = Awaited<ReturnType<typeof selectSellers>>[number];

export function querySellers(db: Db, filter: SellerFilter, text: string | undefined) {
  return (
    selectSellers(db)
      .where(
        and(
          filter === 'all'
            ? undefined
            : filter === 'suspended'
              ? sql`${sellers.suspendedAt} is not null`
              : and(eq(sellers.status, filter), sql`${sellers.suspendedAt} is null`),
          text
            ? or(
                ilike(sellers.legalName, `%${escapeLike(text)}%`),
                ilike(sellers.displayName, `%${escapeLike(text)}%`),
                eq(sellers.gstin, text.toUpperCase()),
                eq(sellers.id, text),
                eq(sellerAccounts.email, text.toLowerCase()),
              )
            : undefined,
        ),
      )
      // Oldest waiting first: the review queue is worked in order.
      .orderBy(filter === 'pending_review' ? sellers.createdAt : desc(sellers.createdAt))
      .limit(100)
  );
}

export async function findSellerRow(db: Db, sellerId: string): Promise<OperatorSellerRow | undefined> {
  const [row] = await selectSellers(db).where(eq(sellers.id, sellerId));
  return row;
}

/** The seller's review and suspension state under a row lock (the action's transaction). */
export async function lockSellerState(tx: Db, sellerId: string) {
  const [row] = await tx
    .select({
      status: sellers.status,
      reviewNote: sellers.reviewNote,
      suspendedAt: sellers.suspendedAt,
      suspensionReason: sellers.suspensionReason,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    // Not FOR UPDATE: an order placement's foreign-key check on the seller (FOR KEY SHARE) must not wait behind it
    // while it waits for that placement's product rows (a deadlock found by the race test on PostgreSQL).
    .for('no key update');
  return row;
}

/** The seller's product rows locked in id order, the order every order placement takes stock in (no deadlock). */
async function lockSellerProducts(tx: Db, sellerId: string): Promise<void> {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sellerId, sellerId))
    .orderBy(products.id)
    .for('no key update');
}

/** The seller suspended and every one of their products off the storefront; answers how many were published. */
export async function markSellerSuspended(tx: Db, sellerId: string, reason: string): Promise<number> {
  await lockSellerProducts(tx, sellerId);
  await tx
    .update(sellers)
    .set({ suspendedAt: sql`now()`, suspensionReason: reason })
    .where(eq(sellers.id, sellerId));
  const hidden = await tx
    .update(products)
    .set({ sellerSuspended: true, isPublished: false, updatedAt: sql`now()` })
    .where(eq(products.sellerId, sellerId))
    .returning({ approved: sql<boolean>`${products.listingStatus} = 'approved'` });
  return hidden.filter((h) => h.approved).length;
}

/** Reinstated: approved listings published again, the others left as they were; answers how many came back. */
export async function markSellerReinstated(tx: Db, sellerId: string): Promise<number> {
  await lockSellerProducts(tx, sellerId);
  await tx.update(sellers).set({ suspendedAt: null, suspensionReason: null }).where(eq(sellers.id, sellerId));
  const shown = await tx
    .update(products)
    .set({
      sellerSuspended: false,
      isPublished: sql`${products.listingStatus} = 'approved'`,
      updatedAt: sql`now()`,
    })
    .where(eq(products.sellerId, sellerId))
    .returning({ published: products.isPublished });
  return shown.filter((s) => s.published).length;
}

/** Listings waiting for review, one row per group, with the seller's shop name. */
export async function pendingListingRows(db: Db) {
  return db
    .selectDistinctOn([products.variantGroup], {
      groupId: products.variantGroup,
      sellerId: products.sellerId,
      sellerName: sellers.displayName,
      name: products.name,
      brand: products.brand,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.listingStatus, 'pending_review'))
    .orderBy(products.variantGroup)
    .limit(200);
}

export async function findGroupOwner(db: Db, groupId: string) {
  const [row] = await db
    .select({
      sellerId: products.sellerId,
      status: products.listingStatus,
      note: products.listingNote,
      sellerName: sellers.displayName,
      suspendedAt: sellers.suspendedAt,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.variantGroup, groupId))
    .limit(1);
  return row;
}

/** The four look-ups of the console's one search box; `isId`: q is a uuid. */
export async function searchEverything(db: Db, q: string, isId: boolean) {
  const like = `%${escapeLike(q)}%`;
  return Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        totalPaise: orders.totalPaise,
        createdAt: orders.createdAt,
        contactEmail: orders.contactEmail,
      })
      .from(orders)
      .where(isId ? or(eq(orders.id, q), eq(orders.userId, q)) : eq(orders.orderNumber, q.toUpperCase()))
      .orderBy(desc(orders.createdAt))
      .limit(20),
    db
      .select({
        id: subOrders.id,
        orderId: subOrders.orderId,
        sellerId: subOrders.sellerId,
        status: subOrders.status,
        invoiceNumber: subOrders.invoiceNumber,
        trackingNumber: subOrders.trackingNumber,
      })
      .from(subOrders)
      .where(
        isId
          ? or(eq(subOrders.id, q), eq(subOrders.orderId, q))
          : or(eq(subOrders.invoiceNumber, q.toUpperCase()), eq(subOrders.trackingNumber, q)),
      )
      .limit(20),
    db
      .select({
        id: returnRequests.id,
        returnNumber: returnRequests.returnNumber,
        orderId: returnRequests.orderId,
        status: returnRequests.status,
        returnType: returnRequests.returnType,
      })
      .from(returnRequests)
      .where(
        isId
          ? or(eq(returnRequests.id, q), eq(returnRequests.orderId, q))
          : eq(returnRequests.returnNumber, q.toUpperCase()),
      )
      .limit(20),
    db
      .select({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone })
      .from(users)
      .where(
        isId
          ? eq(users.id, q)
          : or(ilike(users.email, like), ilike(users.fullName, like), eq(users.phone, q)),
      )
      .limit(20),
  ]);
}

export async function shopperOfOrder(db: Db, orderId: string) {
  const [owner] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return owner;
}

export function returnRequestsOfOrder(db: Db, orderId: string) {
  return db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
}

export async function findShopper(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

export function ordersOfShopper(db: Db, userId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalPaise: orders.totalPaise,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(100);
}

export async function orderState(db: Db, orderId: string) {
  const [row] = await db
    .select({ userId: orders.userId, status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

export async function returnState(db: Db, returnId: string) {
  const [row] = await db
    .select({
      status: returnRequests.status,
      orderId: returnRequests.orderId,
      sellerId: returnRequests.sellerId,
    })
    .from(returnRequests)
    .where(eq(returnRequests.id, returnId));
  return row;
}

/** The seller as the seller API's use cases take it (AuthSeller), for a decision made on their behalf. */
export async function sellerAsActor(db: Db, sellerId: string) {
  const [row] = await db
    .select({ id: sellers.id, displayName: sellers.displayName, city: sellers.city, state: sellers.state })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return row;
}
