// GET /api/reviews/user-review/{productId} (docs/behaviour/reviews.md#calls): the signed-in shopper's review of a
// product, or null; the product and order pages offer to edit it.
import { useQuery } from '@tanstack/react-query';
import { userReviewResponseSchema, type Review } from '@haat/domain/reviews/review.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { userReviewKey } from './review-keys.ts';

export async function getUserReview(productId: string, signal?: AbortSignal): Promise<Review | null> {
  const data = await apiRequest<unknown>(`/reviews/user-review/${encodeURIComponent(productId)}`, { signal });
  return userReviewResponseSchema.parse(data).review;
}

export function useUserReview(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: userReviewKey(productId),
    queryFn: ({ signal }) => getUserReview(productId, signal),
    enabled,
    retry: false,
  });
}
