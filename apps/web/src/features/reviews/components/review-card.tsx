// One written review (docs/behaviour/reviews.md#review-fields): stars, title, text, photos, the author with avatar or
// initials, the Verified Purchase mark, the date (en-IN), the variant bought (a group's reviews are listed together,
// docs/behaviour/reviews.md#variants), and the helpful / not helpful votes.
import { BadgeCheck, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Review, ReviewVoteType } from '@haat/domain/reviews/review.schema';
import { formatDate } from '../../../lib/format.ts';
import { initialsOf, reviewVariantParts } from '../review-display.ts';
import { ReviewPhotos } from './review-photos.tsx';
import { StarPill } from './review-stars.tsx';

const count = new Intl.NumberFormat('en-IN');

function Avatar({ name, src }: { name: string; src: string | null }) {
  if (src)
    return (
      <img src={src} alt="" width={32} height={32} className="size-8 shrink-0 rounded-full object-cover" />
    );
  return (
    <span
      aria-hidden
      className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
    >
      {initialsOf(name)}
    </span>
  );
}

const voteButton =
  'inline-flex h-8 items-center gap-1.5 rounded-md border px-2.5 text-xs font-medium disabled:opacity-60 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700';

export function ReviewCard({
  review,
  myVote,
  onVote,
  votePending = false,
  showVotes = true,
}: {
  review: Review;
  myVote?: ReviewVoteType | undefined;
  onVote?: (voteType: ReviewVoteType) => void;
  votePending?: boolean;
  showVotes?: boolean;
}) {
  const { t } = useTranslation();
  const variant = reviewVariantParts(review.variant);
  return (
    <article
      className="py-4"
      data-testid="review-card"
      aria-label={t('Review by {{author}}', { author: review.authorName })}
    >
      <div className="flex items-start gap-2">
        <StarPill rating={review.rating} />
        {review.title && <h3 className="text-sm font-semibold text-ink">{review.title}</h3>}
      </div>
      {variant.length > 0 && (
        <p className="mt-1.5 text-xs text-ink-muted" data-testid="review-variant">
          {variant.map((part, i) => (
            <span key={`${part.label ?? ''}${part.value}`}>
              {i > 0 && ', '}
              {part.label && `${t(part.label)}: `}
              <span className="font-medium text-ink">{part.value}</span>
            </span>
          ))}
        </p>
      )}
      <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-ink">{review.reviewText}</p>
      <ReviewPhotos images={review.reviewImages} author={review.authorName} />
      <div className="mt-3 flex items-end justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <Avatar name={review.authorName} src={review.authorAvatar} />
          <div className="min-w-0 text-xs text-ink-muted">
            <p className="truncate font-medium text-ink">{review.authorName}</p>
            <p className="flex flex-wrap items-center gap-x-2">
              {review.verifiedPurchase && (
                <span
                  className="inline-flex items-center gap-0.5 font-medium text-success"
                  data-testid="verified-purchase"
                >
                  <BadgeCheck aria-hidden className="size-3.5 fill-success text-white" />
                  {t('Verified Purchase')}
                </span>
              )}
              <time dateTime={review.reviewDate}>{formatDate(review.reviewDate)}</time>
              {review.editedAt && <span>({t('edited')})</span>}
            </p>
          </div>
        </div>
        {showVotes && onVote && (
          <div
            className="flex shrink-0 items-center gap-1.5"
            role="group"
            aria-label={t('Was this review helpful?')}
          >
            <button
              type="button"
              className={`${voteButton} ${myVote === 'helpful' ? '' : 'border-line text-ink-muted hover:text-ink'}`}
              aria-pressed={myVote === 'helpful'}
              disabled={votePending}
              onClick={() => onVote('helpful')}
              aria-label={t('Helpful ({{count}})', { count: review.helpfulVotes })}
              data-testid="vote-helpful"
            >
              <ThumbsUp aria-hidden className="size-3.5" />
              {count.format(review.helpfulVotes)}
            </button>
            <button
              type="button"
              className={`${voteButton} ${myVote === 'notHelpful' ? '' : 'border-line text-ink-muted hover:text-ink'}`}
              aria-pressed={myVote === 'notHelpful'}
              disabled={votePending}
              onClick={() => onVote('notHelpful')}
              aria-label={t('Not helpful ({{count}})', { count: review.notHelpfulVotes })}
              data-testid="vote-not-helpful"
            >
              <ThumbsDown aria-hidden className="size-3.5" />
              {count.format(review.notHelpfulVotes)}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
