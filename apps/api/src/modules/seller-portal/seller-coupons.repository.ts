// SQL of Seller Central's coupons (docs/behaviour/seller-portal.md#coupons): a seller's own coupons rows, and which
// of a list of products are the seller's.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { products } from '../../db/schema/products.ts';

export type SellerCouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;

export function selectSellerCoupons(db: Db, sellerId: string) {
  return db
    .select()
    .from(coupons)
    .where(eq(coupons.sellerId, sellerId))
    .orderBy(desc(coupons.createdAt), coupons.code);
}

export async function findSellerCoupon(db: Db, sellerId: string, id: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.sellerId, sellerId)));
  return row;
}

export async function findCouponIdByCode(db: Db, code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return row?.id;
}

export async function insertCoupon(db: Db, row: NewCouponRow): Promise<void> {
  await db.insert(coupons).values(row);
}

/** Changes one of the seller's coupons; answers whether it was the seller's. */
export async function updateSellerCoupon(
  db: Db,
  sellerId: string,
  id: string,
  set: Partial<NewCouponRow>,
): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set(set)
    .where(and(eq(coupons.id, id), eq(coupons.sellerId, sellerId)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** Those of these product ids that are the seller's. */
export async function sellerProductIds(
  db: Db,
  sellerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
