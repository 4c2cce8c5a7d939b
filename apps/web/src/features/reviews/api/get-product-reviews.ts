// GET /api/reviews/product/{productId} (docs/behaviour/reviews.md#calls): a page of written reviews with the
// product's rating breakdown. Sent without the bearer token: reading reviews needs no login
// (docs/behaviour/reviews.md#who-may-review).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  REVIEW_LIMITS,
  reviewListResponseSchema,
  type ReviewListResponse,
} from '@haat/domain/reviews/review.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { reviewListKey, type ReviewListParams } from './review-keys.ts';

export const FIRST_PAGE: ReviewListParams = { page: 1, rating: 'all', sortBy: 'recent' };

export async function getProductReviews(
  productId: string,
  { page, rating, sortBy }: ReviewListParams,
  signal?: AbortSignal,
): Promise<ReviewListResponse> {
  const data = await apiRequest<unknown>(`/reviews/product/${encodeURIComponent(productId)}`, {
    auth: false,
    signal,
    query: { page, limit: REVIEW_LIMITS.pageSize, rating: rating === 'all' ? undefined : rating, sortBy },
  });
  return reviewListResponseSchema.parse(data);
}

export function productReviewsQueryOptions(productId: string, params: ReviewListParams) {
  return queryOptions({
    queryKey: reviewListKey(productId, params),
    queryFn: ({ signal }) => getProductReviews(productId, params, signal),
  });
}

/** The previous page stays on screen while the next loads, so the list does not jump to a skeleton. */
export function useProductReviews(productId: string, params: ReviewListParams) {
  return useQuery({ ...productReviewsQueryOptions(productId, params), placeholderData: keepPreviousData });
}
