// POST /api/reviews/{reviewId}/vote (docs/behaviour/reviews.md#votes): helpful or not helpful, without login; the
// visitor cookie makes one visitor's vote count once. The counts move at once and come back if the vote fails.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reviewVoteResponseSchema,
  type ReviewListResponse,
  type ReviewVoteType,
} from '@haat/domain/reviews/review.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { countsAfterVote, type VoteCounts } from '../review-votes.ts';
import { productReviewsKey } from './review-keys.ts';

export async function voteReview(reviewId: string, voteType: ReviewVoteType) {
  const data = await apiRequest<unknown>(`/reviews/${encodeURIComponent(reviewId)}/vote`, {
    method: 'POST',
    body: { voteType },
    auth: false,
  });
  return reviewVoteResponseSchema.parse(data);
}

interface VoteVariables {
  reviewId: string;
  voteType: ReviewVoteType;
  previous: ReviewVoteType | undefined;
}

export function useVoteReview(productId: string) {
  const queryClient = useQueryClient();
  const lists = { queryKey: productReviewsKey(productId) };

  /** Sets one review's counts in every cached list page of the product (it may sit in several sorts). */
  const setCounts = (reviewId: string, counts: (current: VoteCounts) => VoteCounts) =>
    queryClient.setQueriesData<ReviewListResponse>(lists, (page) =>
      page && 'reviews' in page
        ? {
            ...page,
            reviews: page.reviews.map((review) =>
              review._id === reviewId ? { ...review, ...counts(review) } : review,
            ),
          }
        : page,
    );

  return useMutation({
    mutationFn: ({ reviewId, voteType }: VoteVariables) => voteReview(reviewId, voteType),
    onMutate: async ({ reviewId, voteType, previous }) => {
      await queryClient.cancelQueries(lists);
      const snapshot = queryClient.getQueriesData<ReviewListResponse>(lists);
      setCounts(reviewId, (current) => countsAfterVote(current, previous, voteType));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ helpfulVotes, notHelpfulVotes }, { reviewId }) =>
      setCounts(reviewId, () => ({ helpfulVotes, notHelpfulVotes })),
  });
}
