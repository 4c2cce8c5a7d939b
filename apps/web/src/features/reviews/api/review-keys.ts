// Query keys of the reviews: one family per product, so a posted or edited review refreshes every list, the
// shopper's eligibility and own review of that product at once. Log Out clears the cache, so the per-shopper keys
// never show one account's answers to the next.
import type { ReviewSort } from '@haat/domain/reviews/review.schema';

export type RatingFilter = 'all' | 1 | 2 | 3 | 4 | 5;

export interface ReviewListParams {
  page: number;
  rating: RatingFilter;
  sortBy: ReviewSort;
}

export const productReviewsKey = (productId: string) => ['reviews', 'product', productId] as const;
export const reviewListKey = (productId: string, params: ReviewListParams) =>
  [...productReviewsKey(productId), 'list', params] as const;
export const eligibilityKey = (productId: string) =>
  [...productReviewsKey(productId), 'eligibility'] as const;
export const userReviewKey = (productId: string) => [...productReviewsKey(productId), 'own'] as const;
/** The product page's own query (features/product): its ratings follow every review. */
export const productQueryKey = (productId: string) => ['catalog', 'product', productId] as const;
