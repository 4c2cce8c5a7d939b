// GET /api/reviews/eligibility/{productId} (docs/behaviour/reviews.md#calls): may the signed-in shopper review this
// product? A failure means "cannot review" without a word (docs/behaviour/reviews.md#review-list), so the call is not
// retried.
import { useQuery } from '@tanstack/react-query';
import { reviewEligibilityResponseSchema } from '@haat/domain/reviews/review.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { eligibilityKey } from './review-keys.ts';

export async function getReviewEligibility(productId: string, signal?: AbortSignal) {
  const data = await apiRequest<unknown>(`/reviews/eligibility/${encodeURIComponent(productId)}`, { signal });
  return reviewEligibilityResponseSchema.parse(data);
}

export function useReviewEligibility(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: eligibilityKey(productId),
    queryFn: ({ signal }) => getReviewEligibility(productId, signal),
    enabled,
    retry: false,
  });
}
