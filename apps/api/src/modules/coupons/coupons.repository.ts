// coupons and coupon_redemptions rows (Drizzle only, no rules). Validation only reads them; the order
// transaction of the Checkout issue is the one writer of redemptions and used_count, through redeemCoupon.
//
// How checkout must redeem a coupon, inside the same transaction that writes the order and moves stock:
//   1. evaluate the coupon again with evaluateCoupon (@haat/domain/coupons/coupon-rules) on the server-priced
//      lines and countUsesByUser(tx, …) — never trust the discount the cart page showed;
//   2. call redeemCoupon(tx, …): one conditional
//        UPDATE coupons SET used_count = used_count + 1
//         WHERE id = … AND is_active AND (usage_limit IS NULL OR used_count < usage_limit)
//      (the row lock makes concurrent orders queue; the loser sees used_count at the limit and updates no row),
//      then the redemption row; false means the coupon was used up meanwhile: roll the order back and answer
//      COUPON_USED_UP. The per-user limit is read under the same row lock, so two orders of one shopper racing
//      for a single-use coupon cannot both pass either (the second waits for the first's commit, then, at
//      PostgreSQL's default READ COMMITTED, counts the first one's redemption).
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/coupons.ts';
import { products } from '../../db/schema/products.ts';
import { sellers } from '../../db/schema/sellers.ts';

export type CouponRow = typeof coupons.$inferSelect & { sellerName: string };

const couponColumns = { coupon: coupons, sellerName: sellers.displayName };

function flatten(rows: { coupon: typeof coupons.$inferSelect; sellerName: string }[]): CouponRow[] {
  return rows.map(({ coupon, sellerName }) => ({ ...coupon, sellerName }));
}

/** How often this shopper has used the coupon (redemptions written by orders). */
function usesByUserSql(userId: string): SQL<number> {
  return sql<number>`(select count(*)::int from ${couponRedemptions}
    where ${couponRedemptions.couponId} = ${coupons.id} and ${couponRedemptions.userId} = ${userId})`;
}

/** The coupon with this (already normalised) code, whatever its state; the service decides. */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const rows = await db
    .select(couponColumns)
    .from(coupons)
    .innerJoin(sellers, eq(sellers.id, coupons.sellerId))
    .where(eq(coupons.code, code))
    .limit(1);
  return flatten(rows)[0];
}

export async function countUsesByUser(db: Db, couponId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return row?.count ?? 0;
}

/**
 * Coupons this shopper can use now: active, started, not ended, not used up overall nor by them; with
 * productIds, only those that apply to at least one of these published products.
 */
export async function findAvailableCoupons(
  db: Db,
  { userId, now, productIds }: { userId: string; now: Date; productIds?: readonly string[] | undefined },
): Promise<CouponRow[]> {
  const conditions: SQL[] = [
    eq(coupons.isActive, true),
    sql`${coupons.startsAt} <= ${now}`,
    sql`${coupons.endsAt} >= ${now}`,
    sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
    sql`(${coupons.perUserLimit} is null or ${usesByUserSql(userId)} < ${coupons.perUserLimit})`,
  ];
  if (productIds) {
    const ids = [...productIds];
    conditions.push(sql`exists (
      select 1 from ${products}
      where ${inArray(products.id, ids)} and ${products.isPublished}
        and ${products.sellerId} = ${coupons.sellerId}
        and (cardinality(${coupons.applicableProductIds}) = 0
             or ${products.id} = any(${coupons.applicableProductIds})))`);
  }
  const rows = await db
    .select(couponColumns)
    .from(coupons)
    .innerJoin(sellers, eq(sellers.id, coupons.sellerId))
    .where(and(...conditions))
    .orderBy(asc(coupons.sellerId), asc(coupons.code))
    .limit(500);
  return flatten(rows);
}

export interface Redemption {
  couponId: string;
  userId: string;
  orderId: string;
  discountPaise: number;
}

/**
 * Counts one use and records it; call inside the order transaction only (see the top of this file). Answers
 * false, writing nothing, when the coupon is switched off, used up, or already used up by this shopper.
 */
export async function redeemCoupon(tx: Db, redemption: Redemption): Promise<boolean> {
  const [claimed] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, redemption.couponId),
        eq(coupons.isActive, true),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ perUserLimit: coupons.perUserLimit });
  if (!claimed) return false;
  // The row is locked by the update above until commit, so this count cannot race with the same shopper.
  if (
    claimed.perUserLimit !== null &&
    (await countUsesByUser(tx, redemption.couponId, redemption.userId)) >= claimed.perUserLimit
  ) {
    // Undo the claim: the caller's transaction goes on (or rolls back) with the count unchanged.
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(eq(coupons.id, redemption.couponId));
    return false;
  }
  await tx.insert(couponRedemptions).values(redemption);
  return true;
}

/**
 * Gives a wholly cancelled order's coupon use back, inside the cancelling transaction: its redemption goes, so
 * the shopper may use the coupon again, and used_count drops by one. An order that used none changes nothing.
 */
export async function releaseCoupon(tx: Db, orderId: string): Promise<void> {
  const released = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}

/** The published products of a cart as a coupon prices them: seller and selling price (unknown ids are left out). */
export async function findCouponPricedProducts(
  db: Db,
  ids: string[],
): Promise<{ id: string; sellerId: string; sellingPricePaise: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, sellerId: products.sellerId, sellingPricePaise: products.sellingPricePaise })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isPublished, true)));
}
