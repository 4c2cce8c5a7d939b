// The Reviews tab of the product page (docs/behaviour/reviews.md#review-list): the rating summary with its bars, who
// may write, the rating filter and sort, 10 reviews a page with votes, and the form in a dialog. Loaded on its own
// when the tab opens.
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText, PenLine, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type ReviewSort,
  type ReviewVoteType,
} from '@haat/domain/reviews/review.schema';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { RetryButton } from '../../../components/ui/status-panel.tsx';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { FIRST_PAGE, productReviewsQueryOptions, useProductReviews } from '../api/get-product-reviews.ts';
import type { RatingFilter, ReviewListParams } from '../api/review-keys.ts';
import { useVoteReview } from '../api/vote-review.ts';
import { LazyReviewFormDialog } from './lazy-review-form-dialog.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewFilters } from './review-filters.tsx';
import { ReviewListSkeleton, SummarySkeleton } from './review-list-skeleton.tsx';
import { useCanWrite, WriteReviewPanel, writeButton } from './write-review-panel.tsx';

export interface ProductReviewsProps {
  productId: string;
  productName: string;
  isSignedIn: boolean;
  /** How many listings the product's group has: the summary and the list cover them all (reviews.md#variants). */
  variantCount?: number;
}

export function ProductReviews({
  productId,
  productName,
  isSignedIn,
  variantCount = 1,
}: ProductReviewsProps) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const [params, setParams] = useState<ReviewListParams>(FIRST_PAGE);
  const [writing, setWriting] = useState(false);
  // This visitor's votes as the server last counted them; the list itself does not say (votes need no login).
  const [myVotes, setMyVotes] = useState<Record<string, ReviewVoteType>>({});
  const list = useProductReviews(productId, params);
  // The summary is every rating of the product whatever the filter: the unfiltered first page (usually cached).
  const summary = useQuery(productReviewsQueryOptions(productId, FIRST_PAGE));
  const vote = useVoteReview(productId);
  const { canReview, eligibility } = useCanWrite(productId, isSignedIn);

  const setRating = (rating: RatingFilter) => setParams((p) => ({ ...p, rating, page: 1 }));
  const setSort = (sortBy: ReviewSort) => setParams((p) => ({ ...p, sortBy, page: 1 }));
  const setPage = (page: number) => {
    setParams((p) => ({ ...p, page }));
    // The pagination scrolls to the top of the page; the next reviews start at this section's top instead.
    requestAnimationFrame(() => section.current?.scrollIntoView({ block: 'start' }));
  };

  const onVote = async (reviewId: string, voteType: ReviewVoteType) => {
    try {
      const answer = await vote.mutateAsync({ reviewId, voteType, previous: myVotes[reviewId] });
      setMyVotes((votes) => ({ ...votes, [reviewId]: answer.voteType }));
      toast.success(t(REVIEW_MESSAGES.voteThanks));
    } catch {
      toast.error(t(REVIEW_MESSAGES.voteFailed));
    }
  };

  const data = list.data;
  let body;
  if (list.isError && !data)
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <TriangleAlert aria-hidden className="size-8 text-danger" />
        <p className="text-sm font-semibold text-ink">{t(REVIEW_MESSAGES.fetchFailed)}</p>
        <RetryButton onRetry={() => void list.refetch()} busy={list.isFetching} />
      </div>
    );
  else if (!data) body = <ReviewListSkeleton />;
  else if (data.reviews.length === 0)
    body = (
      <div className="flex flex-col items-center gap-2 py-8 text-center" data-testid="reviews-empty">
        <MessageSquareText aria-hidden className="size-8 text-ink-subtle" />
        <p className="text-sm font-semibold text-ink">
          {params.rating === 'all'
            ? t('No reviews yet')
            : t('No {{stars}}-star reviews yet', { stars: params.rating })}
        </p>
        {params.rating === 'all' && canReview && (
          <>
            <p className="text-xs text-ink-muted">{t('Be the first to review this product')}</p>
            <button type="button" onClick={() => setWriting(true)} className={`${writeButton} mt-1`}>
              <PenLine aria-hidden className="size-4" />
              {t('Write a Review')}
            </button>
          </>
        )}
      </div>
    );
  else
    body = (
      <>
        <div
          className={`divide-y divide-line transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={list.isPlaceholderData || undefined}
        >
          {data.reviews.map((review) => (
            <ReviewCard
              key={review._id}
              review={review}
              myVote={myVotes[review._id]}
              votePending={vote.isPending && vote.variables.reviewId === review._id}
              onVote={(voteType) => void onVote(review._id, voteType)}
            />
          ))}
        </div>
        <Pagination
          currentPage={data.pagination.currentPage}
          totalPages={data.pagination.totalPages}
          totalItems={data.pagination.totalReviews}
          pageSize={REVIEW_LIMITS.pageSize}
          onPageChange={setPage}
        />
      </>
    );

  return (
    <section
      ref={section}
      aria-labelledby="reviews-heading"
      className="scroll-mt-20 space-y-4"
      data-testid="product-reviews"
    >
      <div>
        <h2 id="reviews-heading" className="text-lg font-bold text-ink">
          {t('Ratings & Reviews')}
        </h2>
        {variantCount > 1 && (
          <p className="text-xs text-ink-muted" data-testid="reviews-all-variants">
            {t('Ratings and reviews of all {{count}} variants', { count: variantCount })}
          </p>
        )}
      </div>
      {/* Wide screens: the summary beside who may write, as Indian marketplaces lay it out. */}
      <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-8">
        {summary.data ? (
          <RatingSummary
            summary={{ ...summary.data, totalReviews: summary.data.pagination.totalReviews }}
            rating={params.rating}
            onRating={setRating}
          />
        ) : (
          !summary.isError && <SummarySkeleton />
        )}
        <WriteReviewPanel productId={productId} isSignedIn={isSignedIn} onWrite={() => setWriting(true)} />
      </div>
      <div className="border-t border-line pt-3">
        <ReviewFilters rating={params.rating} sortBy={params.sortBy} onRating={setRating} onSort={setSort} />
        {body}
      </div>
      {isSignedIn && (
        <LazyReviewFormDialog
          productId={productId}
          productName={productName}
          // The delivered order the server found: the review goes with it, as from the order page.
          orderId={eligibility.data?.orderId ?? undefined}
          open={writing}
          onOpenChange={setWriting}
        />
      )}
    </section>
  );
}
