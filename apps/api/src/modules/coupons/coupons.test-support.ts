// Test support for coupons: two sellers of their own, products for each, and coupon rows inserted directly.
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { insertFixtureProducts, type FixtureProduct } from '../catalog/catalog.fixtures.ts';

export type CouponInsert = typeof coupons.$inferInsert;

const DAY_MS = 86_400_000;
let serial = 0;

/** Two sellers (Mumbai, Bengaluru) with ids unique to this call. */
export async function insertTestSellers(db: Db): Promise<{ a: string; b: string }> {
  serial += 1;
  const a = `sel_t${serial}a`;
  const b = `sel_t${serial}b`;
  const pan = (n: number) => `AAPFU${String(1000 + serial * 2 + n).slice(-4)}F`;
  await db.insert(sellers).values([
    {
      id: a,
      legalName: 'Asha Audio House',
      displayName: 'Asha Audio',
      gstin: `27${pan(0)}1ZV`,
      state: 'Maharashtra',
      stateCode: '27',
      city: 'Mumbai',
      pincode: '400001',
    },
    {
      id: b,
      legalName: 'Bengaluru Books LLP',
      displayName: 'Bengaluru Books',
      gstin: `29${pan(1)}1ZV`,
      state: 'Karnataka',
      stateCode: '29',
      city: 'Bengaluru',
      pincode: '560001',
    },
  ]);
  return { a, b };
}

/** Products at a selling price in paise, each of the given seller. */
export async function insertPricedProducts(
  db: Db,
  rows: { id: string; sellerId: string; pricePaise: number; isPublished?: boolean }[],
): Promise<void> {
  await insertFixtureProducts(
    db,
    rows.map((r): FixtureProduct => ({
      id: r.id,
      sellerId: r.sellerId,
      pricePaise: r.pricePaise,
      sellingPricePaise: r.pricePaise,
      mrpPaise: r.pricePaise,
      isPublished: r.isPublished ?? true,
    })),
  );
}

/** A coupon running from yesterday to next week, 10 % off everything of the seller, once per shopper. */
export async function insertCoupon(
  db: Db,
  over: Partial<CouponInsert> & { id: string; code: string; sellerId: string },
): Promise<void> {
  const now = Date.now();
  await db.insert(coupons).values({
    name: `Coupon ${over.code}`,
    description: 'A coupon inserted by a test.',
    discountType: 'percentage',
    discountValue: 10,
    startsAt: new Date(now - DAY_MS),
    endsAt: new Date(now + 7 * DAY_MS),
    perUserLimit: 1,
    ...over,
  });
}
