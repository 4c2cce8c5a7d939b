// Reviews in SQL: the product's star counts, the list in its four orders, delivered purchases, one review per
// shopper and product, and one vote row per visitor and review. No rules here; the service decides.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReviewListQuery, ReviewSort, ReviewVoteType } from '@haat/domain/reviews/review.schema';
import { ratingCountsOf, type RatingCounts } from '@haat/domain/reviews/rating-summary';
import { SUB_ORDER_STATUSES } from '@haat/domain/orders/order-status';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, subOrders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { productReviews, reviewVotes } from '../../db/schema/reviews.ts';
import { storedObjects } from '../../db/schema/uploads.ts';
import { users } from '../../db/schema/users.ts';

/** A review with the listing it is about: its variant name and options when it is one of a group's. */
export type ReviewRow = typeof productReviews.$inferSelect & {
  listing: {
    variantGroup: string | null;
    variantName: string | null;
    variantOptions: Record<string, string>;
  };
};

const reviewColumns = {
  review: productReviews,
  variantGroup: products.variantGroup,
  variantName: products.variantName,
  variantOptions: products.variantOptions,
};

function withListing(row: {
  review: typeof productReviews.$inferSelect;
  variantGroup: string | null;
  variantName: string | null;
  variantOptions: Record<string, string> | null;
}): ReviewRow {
  return {
    ...row.review,
    listing: {
      variantGroup: row.variantGroup,
      variantName: row.variantName,
      variantOptions: row.variantOptions ?? {},
    },
  };
}

/** The reviewed listing's variant facts, for a review just written (the list joins them itself). */
async function listingOf(db: Db, productId: string): Promise<ReviewRow['listing']> {
  const [row] = await db
    .select({
      variantGroup: products.variantGroup,
      variantName: products.variantName,
      variantOptions: products.variantOptions,
    })
    .from(products)
    .where(eq(products.id, productId));
  return {
    variantGroup: row?.variantGroup ?? null,
    variantName: row?.variantName ?? null,
    variantOptions: row?.variantOptions ?? {},
  };
}

export interface ProductRatings {
  id: string;
  isPublished: boolean;
  breakdown: RatingCounts;
}

/** The product's star counts; `lock` holds its row until the transaction ends, so rating updates queue. */
export async function findProductRatings(
  db: Db,
  productId: string,
  lock = false,
): Promise<ProductRatings | undefined> {
  const query = db
    .select({ id: products.id, isPublished: products.isPublished, breakdown: products.ratingsBreakdown })
    .from(products)
    .where(eq(products.id, productId));
  const [row] = lock ? await query.for('update') : await query;
  return row && { id: row.id, isPublished: row.isPublished, breakdown: ratingCountsOf(row.breakdown) };
}

/**
 * The published listings of the product's group (products.group_key: its variant group, or itself alone) and
 * their star counts; the product asked for first. [] when the product is unknown or unpublished.
 */
export async function findGroupRatings(
  db: Db,
  productId: string,
): Promise<{ ids: string[]; breakdowns: RatingCounts[] }> {
  const rows = await db
    .select({ id: products.id, breakdown: products.ratingsBreakdown })
    .from(products)
    .where(
      and(
        eq(products.isPublished, true),
        sql`${products.groupKey} = (select p.group_key from ${products} p where p.id = ${productId} and p.is_published)`,
      ),
    )
    .orderBy(sql`${products.id} = ${productId} desc`, asc(products.id));
  return { ids: rows.map((r) => r.id), breakdowns: rows.map((r) => ratingCountsOf(r.breakdown)) };
}

export async function saveProductRatings(
  db: Db,
  productId: string,
  breakdown: RatingCounts,
  summary: { count: number; average: number },
): Promise<void> {
  await db
    .update(products)
    .set({
      ratingsBreakdown: [...breakdown],
      ratingsCount: summary.count,
      ratingsAverage: summary.average.toFixed(1),
    })
    .where(eq(products.id, productId));
}

/**
 * The list's orders (docs/behaviour/reviews.md#review-list); the newest first breaks ties, then the id so pages never
 * overlap.
 */
const ORDER_BY: Record<ReviewSort, SQL[]> = {
  recent: [desc(productReviews.createdAt), desc(productReviews.id)],
  rating_high: [desc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.id)],
  rating_low: [asc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.id)],
  helpful: [desc(productReviews.helpfulVotes), desc(productReviews.createdAt), desc(productReviews.id)],
};

/** The written reviews of any of `productIds` (a group's listings), each with the listing it is about. */
export async function listProductReviews(
  db: Db,
  productIds: readonly string[],
  query: ReviewListQuery,
): Promise<{ rows: ReviewRow[]; total: number }> {
  if (productIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    inArray(productReviews.productId, [...productIds]),
    query.rating === undefined ? undefined : eq(productReviews.rating, query.rating),
  );
  const [totals] = await db.select({ n: count() }).from(productReviews).where(where);
  const rows = await db
    .select(reviewColumns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(where)
    .orderBy(...ORDER_BY[query.sortBy])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows: rows.map(withListing), total: totals?.n ?? 0 };
}

export async function findUserReview(
  db: Db,
  userId: string,
  productId: string,
  lock = false,
): Promise<ReviewRow | undefined> {
  const query = db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)));
  const [row] = lock ? await query.for('update') : await query;
  return row && { ...row, listing: await listingOf(db, productId) };
}

/**
 * The user's newest order in which this product's parcel was delivered; `orderId` narrows to that order.
 * A parcel of another seller in the same order being late does not matter: the product's own sub-order decides.
 */
export async function findDeliveredOrder(
  db: Db,
  userId: string,
  productId: string,
  orderId?: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orderItems)
    .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        eq(subOrders.status, SUB_ORDER_STATUSES.delivered),
        orderId === undefined ? undefined : eq(orders.id, orderId),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row?.id;
}

export async function findAuthor(db: Db, userId: string): Promise<{ name: string } | undefined> {
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return row;
}

export type ReviewWrite = Pick<
  typeof productReviews.$inferInsert,
  'rating' | 'title' | 'reviewText' | 'reviewImages' | 'verifiedPurchase' | 'orderId'
>;

export async function insertReview(
  db: Db,
  values: ReviewWrite & { productId: string; userId: string; authorName: string },
): Promise<ReviewRow> {
  const [row] = await db
    .insert(productReviews)
    .values({ ...values, authorAvatar: null })
    .returning();
  if (!row) throw new Error('insertReview: no row returned');
  return { ...row, listing: await listingOf(db, values.productId) };
}

export async function updateReview(
  db: Db,
  reviewId: string,
  values: ReviewWrite & { authorName: string },
): Promise<ReviewRow> {
  const [row] = await db
    .update(productReviews)
    .set({ ...values, editedAt: sql`now()` })
    .where(eq(productReviews.id, reviewId))
    .returning();
  if (!row) throw new Error('updateReview: the locked review is gone');
  return { ...row, listing: await listingOf(db, row.productId) };
}

/** The review's vote counts, its row locked: one visitor's votes on it are counted one at a time. */
export async function lockReviewVotes(
  db: Db,
  reviewId: string,
): Promise<{ helpfulVotes: number; notHelpfulVotes: number } | undefined> {
  const [row] = await db
    .select({ helpfulVotes: productReviews.helpfulVotes, notHelpfulVotes: productReviews.notHelpfulVotes })
    .from(productReviews)
    .where(eq(productReviews.id, reviewId))
    .for('update');
  return row;
}

export async function findVote(
  db: Db,
  reviewId: string,
  visitorId: string,
): Promise<ReviewVoteType | undefined> {
  const [row] = await db
    .select({ voteType: reviewVotes.voteType })
    .from(reviewVotes)
    .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.visitorId, visitorId)));
  return row?.voteType;
}

/** Writes the visitor's vote (new or moved) and the review's counts by the deltas given. */
export async function recordVote(
  db: Db,
  reviewId: string,
  visitorId: string,
  voteType: ReviewVoteType,
  delta: { helpful: number; notHelpful: number },
): Promise<{ helpfulVotes: number; notHelpfulVotes: number }> {
  await db
    .insert(reviewVotes)
    .values({ reviewId, visitorId, voteType })
    .onConflictDoUpdate({
      target: [reviewVotes.reviewId, reviewVotes.visitorId],
      set: { voteType, createdAt: sql`now()` },
    });
  const [row] = await db
    .update(productReviews)
    .set({
      helpfulVotes: sql`${productReviews.helpfulVotes} + ${delta.helpful}`,
      notHelpfulVotes: sql`${productReviews.notHelpfulVotes} + ${delta.notHelpful}`,
    })
    .where(eq(productReviews.id, reviewId))
    .returning({
      helpfulVotes: productReviews.helpfulVotes,
      notHelpfulVotes: productReviews.notHelpfulVotes,
    });
  if (!row) throw new Error('recordVote: the locked review is gone');
  return row;
}

/** How many of the stored objects `keys` (distinct) were uploaded by `userId`. */
export async function countUploadsOwnedBy(db: Db, userId: string, keys: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(storedObjects)
    .where(and(inArray(storedObjects.key, [...keys]), eq(storedObjects.ownerUserId, userId)));
  return row?.n ?? 0;
}
