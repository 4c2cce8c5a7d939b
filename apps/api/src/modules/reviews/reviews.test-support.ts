// Test support for reviews: the seller world (two keyed sellers, a product each, a buyer), orders delivered through
// the seller API as a real parcel would be, more signed-in shoppers, stored review photos and seeded review rows.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RatingCounts } from '@haat/domain/reviews/rating-summary';
import { ratingSummaryOf } from '@haat/domain/reviews/rating-summary';
import type { Db } from '../../db/client.ts';
import { subOrders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { productReviews } from '../../db/schema/reviews.ts';
import { storedObjects } from '../../db/schema/uploads.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import {
  deliverSubOrder,
  placeTestOrder,
  type SellerWorld,
  type TestBuyer,
  type TestProduct,
} from '../sellers/sellers.test-support.ts';
import { createCustomer, signIn } from '../users/users.test-support.ts';

/** A signed-in shopper of the given name (each call a new account). */
export async function anotherBuyer(t: TestApp, fullName: string): Promise<TestBuyer> {
  const customer = await createCustomer(t.database.db, { fullName });
  const { token } = await signIn(t.app, customer);
  return { userId: customer.user.id, token, email: customer.user.email, phone: customer.user.phone };
}

/** Places an order of the product for the buyer; delivered unless told. */
export async function orderOf(
  world: SellerWorld,
  buyer: TestBuyer,
  product: TestProduct,
  deliver = true,
): Promise<string> {
  const { t } = world;
  const { orderId } = await placeTestOrder(t.database.db, buyer, [{ product, quantity: 1 }]);
  if (!deliver) return orderId;
  const seller = product.sellerId === world.a.id ? world.a : world.b;
  const [sub] = await t.database.db.select().from(subOrders).where(eq(subOrders.orderId, orderId));
  if (!sub) throw new Error('orderOf: no sub-order');
  await deliverSubOrder(t, seller.key, sub.id);
  return orderId;
}

/** A review photo as the upload route stores it, owned by `userId`; answers its site path. */
export async function storePhoto(db: Db, userId: string | null, ext: 'jpg' | 'png' = 'jpg'): Promise<string> {
  const key = `reviews/${randomUUID()}.${ext}`;
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
  await db.insert(storedObjects).values({
    key,
    contentType: ext === 'jpg' ? 'image/jpeg' : 'image/png',
    bytes,
    byteSize: bytes.length,
    ownerUserId: userId,
  });
  return `/api/uploads/${key}`;
}

/** Gives the product older star-only ratings, with its count and average derived as the seed does. */
export async function setRatings(db: Db, productId: string, breakdown: RatingCounts): Promise<void> {
  const { count, average } = ratingSummaryOf(breakdown);
  await db
    .update(products)
    .set({ ratingsBreakdown: [...breakdown], ratingsCount: count, ratingsAverage: average.toFixed(1) })
    .where(eq(products.id, productId));
}

export async function ratingsOf(db: Db, productId: string) {
  const [row] = await db
    .select({
      breakdown: products.ratingsBreakdown,
      count: products.ratingsCount,
      average: products.ratingsAverage,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error('ratingsOf: no product');
  return { breakdown: row.breakdown, count: row.count, average: Number(row.average) };
}

/** A written review of the catalogue's history (no user), as the seed writes them. */
export async function insertSeededReview(
  db: Db,
  productId: string,
  over: Partial<typeof productReviews.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(productReviews)
    .values({
      productId,
      authorName: 'Priya Nair',
      rating: 4,
      title: 'Good value',
      reviewText: 'Works as described, delivery was on time.',
      verifiedPurchase: true,
      ...over,
    })
    .returning({ id: productReviews.id });
  if (!row) throw new Error('insertSeededReview: no row');
  return row.id;
}
