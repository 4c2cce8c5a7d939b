// Review use cases (docs/behaviour/reviews.md#review-list, #calls, issue 8, ADR 0007): the list with the product's
// star counts, one counted vote per visitor, eligibility from delivered purchases, and writing or editing one's own
// review together with the product's ratings in one transaction.
import {
  REVIEW_MESSAGES as M,
  type postReviewRequestSchema,
  type Review,
  type ReviewListQuery,
  type ReviewListResponse,
  type ReviewVoteType,
} from '@haat/domain/reviews/review.schema';
import {
  breakdownRecord,
  combinedRatings,
  ratingSummaryOf,
  withRating,
} from '@haat/domain/reviews/rating-summary';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { areOwnReviewImages } from './review-images.ts';
import {
  findAuthor,
  findDeliveredOrder,
  findGroupRatings,
  findProductRatings,
  findUserReview,
  findVote,
  insertReview,
  listProductReviews,
  lockReviewVotes,
  recordVote,
  saveProductRatings,
  updateReview,
  type ReviewRow,
} from './reviews.repository.ts';

export const REVIEW_ERROR_CODES = {
  productNotFound: 'PRODUCT_NOT_FOUND',
  reviewNotFound: 'REVIEW_NOT_FOUND',
  notEligible: 'REVIEW_NOT_ELIGIBLE',
  orderNotEligible: 'REVIEW_ORDER_NOT_ELIGIBLE',
  unknownImage: 'REVIEW_IMAGE_UNKNOWN',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Review and order ids are UUIDs: anything else names nothing (and must not reach a uuid cast). */
export const isUuid = (id: string) => UUID.test(id);

const productNotFound = () =>
  AppError.notFound({ message: M.productNotFound, code: REVIEW_ERROR_CODES.productNotFound });
const reviewNotFound = () =>
  AppError.notFound({ message: M.reviewNotFound, code: REVIEW_ERROR_CODES.reviewNotFound });

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    productId: row.productId,
    authorName: row.authorName,
    authorAvatar: row.authorAvatar,
    verifiedPurchase: row.verifiedPurchase,
    rating: row.rating,
    reviewDate: row.createdAt.toISOString(),
    title: row.title,
    reviewText: row.reviewText,
    reviewImages: row.reviewImages,
    helpfulVotes: row.helpfulVotes,
    notHelpfulVotes: row.notHelpfulVotes,
    editedAt: row.editedAt?.toISOString() ?? null,
    // docs/behaviour/reviews.md#variants: the listing bought, when it is one of a group's.
    variant: row.listing.variantGroup
      ? {
          name: row.listing.variantName ?? '',
          options: row.listing.variantOptions,
        }
      : null,
  };
}

export async function listReviews(
  db: Db,
  productId: string,
  query: ReviewListQuery,
): Promise<ReviewListResponse> {
  // docs/behaviour/reviews.md#variants: the reviews and ratings of every published listing of the product's group.
  const group = await findGroupRatings(db, productId);
  if (group.ids.length === 0) throw productNotFound();
  const { rows, total } = await listProductReviews(db, group.ids, query);
  const totalPages = Math.ceil(total / query.limit);
  const breakdown = combinedRatings(group.breakdowns);
  const summary = ratingSummaryOf(breakdown);
  return {
    success: true,
    reviews: rows.map(toReview),
    pagination: {
      currentPage: query.page,
      totalPages,
      totalReviews: total,
      limit: query.limit,
      hasPrev: query.page > 1,
      hasNext: query.page < totalPages,
    },
    ratingBreakdown: breakdownRecord(breakdown),
    averageRating: summary.average,
    totalRatings: summary.count,
    message: M.listed,
  };
}

/**
 * Counts a visitor's vote once: the first vote adds one, the same vote again changes nothing, the other kind
 * moves it. The review row is locked first, so parallel votes of one visitor are counted one at a time and the
 * counts always equal the seeded counts plus the vote rows.
 */
export async function voteOnReview(db: Db, reviewId: string, visitorId: string, voteType: ReviewVoteType) {
  if (!isUuid(reviewId)) throw reviewNotFound();
  return db.transaction(async (tx) => {
    const counts = await lockReviewVotes(tx, reviewId);
    if (!counts) throw reviewNotFound();
    const previous = await findVote(tx, reviewId, visitorId);
    if (previous === voteType) return { success: true as const, ...counts, voteType };
    const delta = { helpful: 0, notHelpful: 0 };
    delta[voteType] += 1;
    if (previous) delta[previous] -= 1;
    const after = await recordVote(tx, reviewId, visitorId, voteType, delta);
    return { success: true as const, ...after, voteType };
  });
}

export async function reviewEligibility(db: Db, userId: string, productId: string) {
  const product = await findProductRatings(db, productId);
  if (!product) throw productNotFound();
  const [own, orderId] = await Promise.all([
    findUserReview(db, userId, productId),
    findDeliveredOrder(db, userId, productId),
  ]);
  const canReview = !own && orderId !== undefined;
  return {
    success: true as const,
    canReview,
    hasReviewed: own !== undefined,
    reviewId: own?.id ?? null,
    // Having reviewed is no failure: the page offers to edit the review (reviewId) instead.
    reason: canReview || own ? null : M.notEligible,
    orderId: orderId ?? null,
  };
}

export async function userReview(db: Db, userId: string, productId: string) {
  const own = await findUserReview(db, userId, productId);
  return { success: true as const, review: own ? toReview(own) : null };
}

type PostReviewInput = z.output<typeof postReviewRequestSchema>;

/**
 * Writes the user's review, or edits it when there is one; answers whether it was created. The product row is
 * locked first: posts and edits of one product queue on it, so its star counts never lose one. GET
 * /api/products/{id} reads the new average at once; cached listing pages follow within CATALOG_CACHE_MS (10 s).
 */
export async function postReview(
  db: Db,
  userId: string,
  input: PostReviewInput,
): Promise<{ created: boolean; review: Review }> {
  const { productId, orderId, rating } = input;
  if (!(await areOwnReviewImages(db, userId, input.reviewImages))) {
    throw AppError.unprocessable({
      message: M.unknownImage,
      code: REVIEW_ERROR_CODES.unknownImage,
      field: 'reviewImages',
    });
  }
  return db.transaction(async (tx) => {
    const product = await findProductRatings(tx, productId, true);
    if (!product) throw productNotFound();
    const existing = await findUserReview(tx, userId, productId, true);
    let deliveredOrderId: string | undefined;
    if (orderId !== undefined) {
      deliveredOrderId = isUuid(orderId)
        ? await findDeliveredOrder(tx, userId, productId, orderId)
        : undefined;
      if (!deliveredOrderId) {
        throw AppError.unprocessable({
          message: M.orderNotEligible,
          code: REVIEW_ERROR_CODES.orderNotEligible,
          field: 'orderId',
        });
      }
    } else {
      deliveredOrderId = await findDeliveredOrder(tx, userId, productId);
    }
    if (!existing && !deliveredOrderId) {
      throw new AppError({ status: 403, code: REVIEW_ERROR_CODES.notEligible, message: M.notEligible });
    }
    const author = await findAuthor(tx, userId);
    // The verified mark rests on a delivered order only; the client's isVerifiedPurchase is not trusted.
    const values = {
      rating,
      title: input.title ?? '',
      reviewText: input.reviewText,
      reviewImages: input.reviewImages,
      verifiedPurchase: deliveredOrderId !== undefined,
      orderId: deliveredOrderId ?? null,
      authorName: author?.name ?? existing?.authorName ?? '',
    };
    let breakdown = product.breakdown;
    let row: ReviewRow;
    if (existing) {
      row = await updateReview(tx, existing.id, values);
      // An edit moves its one rating to the new star; the count stays.
      if (existing.rating !== rating) {
        breakdown = withRating(withRating(breakdown, existing.rating, -1), rating, 1);
      }
    } else {
      row = await insertReview(tx, { ...values, productId, userId });
      breakdown = withRating(breakdown, rating, 1);
    }
    if (breakdown !== product.breakdown) {
      await saveProductRatings(tx, productId, breakdown, ratingSummaryOf(breakdown));
    }
    return { created: !existing, review: toReview(row) };
  });
}
