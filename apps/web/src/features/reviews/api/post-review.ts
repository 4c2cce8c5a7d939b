// POST /api/reviews (docs/behaviour/reviews.md#calls): writes the shopper's review, or edits it when there is one.
// The lists, eligibility, own review and the product (its ratings) of that product are fetched again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postReviewResponseSchema, type PostReviewRequest } from '@haat/domain/reviews/review.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { productQueryKey, productReviewsKey, userReviewKey } from './review-keys.ts';

export async function postReview(body: PostReviewRequest, idempotencyKey: string) {
  const data = await apiRequest<unknown>('/reviews', {
    method: 'POST',
    body,
    // A retried submit (a lost answer, a double tap) writes the review once (docs/architecture.md#idempotent-writes).
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return postReviewResponseSchema.parse(data);
}

export function usePostReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PostReviewRequest; idempotencyKey: string }) =>
      postReview(body, idempotencyKey),
    onSuccess: async ({ review }, { body }) => {
      // The own review is known from the answer: the product and order pages show it without waiting.
      queryClient.setQueryData(userReviewKey(body.productId), review);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productReviewsKey(body.productId) }),
        queryClient.invalidateQueries({ queryKey: productQueryKey(body.productId) }),
      ]);
    },
  });
}
