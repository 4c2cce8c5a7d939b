// Who may write here (docs/behaviour/reviews.md#review-list): guests are asked to log in and come back to this
// product; a signed-in shopper sees their own review with 'Edit your review', the 'Write a Review' button when the
// server says canReview, or one line on why not. A failed eligibility call means "cannot review" without a word.
import { LogIn, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REVIEW_MESSAGES } from '@haat/domain/reviews/review.schema';
import { useReviewEligibility } from '../api/get-review-eligibility.ts';
import { useUserReview } from '../api/get-user-review.ts';
import { ReviewCard } from './review-card.tsx';

export const writeButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md border border-brand-700 bg-card px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50';

export function useCanWrite(productId: string, isSignedIn: boolean) {
  const eligibility = useReviewEligibility(productId, isSignedIn);
  return { eligibility, canReview: isSignedIn && eligibility.data?.canReview === true };
}

export function WriteReviewPanel({
  productId,
  isSignedIn,
  onWrite,
}: {
  productId: string;
  isSignedIn: boolean;
  onWrite: () => void;
}) {
  const { t } = useTranslation();
  const { eligibility, canReview } = useCanWrite(productId, isSignedIn);
  const own = useUserReview(productId, isSignedIn);

  if (!isSignedIn)
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-page px-3 py-3"
        data-testid="review-login-prompt"
      >
        <p className="text-sm text-ink">{t(REVIEW_MESSAGES.loginRequired)}</p>
        <Link
          to="/login"
          state={{ from: `/product/${encodeURIComponent(productId)}` }}
          className="inline-flex h-9 items-center gap-1.5 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <LogIn aria-hidden className="size-4" />
          {t('Log in')}
        </Link>
      </div>
    );

  if (own.data)
    return (
      <section
        aria-labelledby="own-review-heading"
        className="rounded-md border border-brand-100 bg-brand-50/50 px-3"
        data-testid="own-review"
      >
        <div className="flex items-center justify-between gap-2 pt-3">
          <h3 id="own-review-heading" className="text-sm font-bold text-ink">
            {t('Your review')}
          </h3>
          <button
            type="button"
            onClick={onWrite}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <PenLine aria-hidden className="size-4" />
            {t('Edit your review')}
          </button>
        </div>
        <ReviewCard review={own.data} showVotes={false} />
      </section>
    );

  if (canReview)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-page px-3 py-3">
        <div>
          <p className="text-sm font-semibold text-ink">{t('Review this product')}</p>
          <p className="text-xs text-ink-muted">{t('Share your thoughts with other customers')}</p>
        </div>
        <button type="button" onClick={onWrite} className={writeButton}>
          <PenLine aria-hidden className="size-4" />
          {t('Write a Review')}
        </button>
      </div>
    );

  if (eligibility.data)
    return (
      <p className="rounded-md bg-page px-3 py-2 text-xs text-ink-muted" data-testid="review-not-eligible">
        {t(eligibility.data.reason ?? REVIEW_MESSAGES.notEligible)}
      </p>
    );
  return null;
}
