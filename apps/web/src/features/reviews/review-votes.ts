// The counts a vote shows before the server answers (docs/behaviour/reviews.md#votes). One visitor's vote counts
// once: the same vote again changes nothing, the other kind moves it (ADR 0007), so the optimistic counts follow that
// rule too.
import type { ReviewVoteType } from '@haat/domain/reviews/review.schema';

export interface VoteCounts {
  helpfulVotes: number;
  notHelpfulVotes: number;
}

const FIELD: Record<ReviewVoteType, keyof VoteCounts> = {
  helpful: 'helpfulVotes',
  notHelpful: 'notHelpfulVotes',
};

/** `previous` is this visitor's vote as last counted by the server, when this page knows it. */
export function countsAfterVote(
  counts: VoteCounts,
  previous: ReviewVoteType | undefined,
  next: ReviewVoteType,
): VoteCounts {
  if (previous === next) return counts;
  const result = { ...counts, [FIELD[next]]: counts[FIELD[next]] + 1 };
  if (previous) result[FIELD[previous]] = Math.max(0, result[FIELD[previous]] - 1);
  return result;
}
