// The rating summary (docs/behaviour/reviews.md#review-list 'rating distribution per star'): the average to one
// decimal, how many ratings and written reviews, and one bar per star from 5 to 1; a bar filters the list to its
// star.
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReviewListResponse } from '@haat/domain/reviews/review.schema';
import { breakdownBars, type Stars } from '../review-display.ts';
import type { RatingFilter } from '../api/review-keys.ts';
import { StarRow } from './review-stars.tsx';

const count = new Intl.NumberFormat('en-IN');

const BAR_TONE: Record<Stars, string> = {
  5: 'bg-success',
  4: 'bg-success',
  3: 'bg-success',
  2: 'bg-accent-500',
  1: 'bg-danger',
};

export function RatingSummary({
  summary,
  rating,
  onRating,
}: {
  summary: Pick<ReviewListResponse, 'averageRating' | 'totalRatings' | 'ratingBreakdown'> & {
    totalReviews: number;
  };
  rating: RatingFilter;
  onRating: (rating: RatingFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-4 sm:gap-8">
      {/* One sentence for screen readers; the big number, stars and counts are its picture. */}
      <p className="sr-only">
        {t('Rated {{average}} out of 5 by {{count}} shoppers', {
          count: summary.totalRatings,
          replace: { average: summary.averageRating.toFixed(1), count: count.format(summary.totalRatings) },
        })}
        {', '}
        {t('{{reviews}} written reviews', { reviews: count.format(summary.totalReviews) })}
      </p>
      <div className="text-center" aria-hidden>
        <p
          className="flex items-center justify-center gap-1 text-3xl font-bold text-ink"
          data-testid="average-rating"
        >
          {summary.averageRating.toFixed(1)}
          <Star aria-hidden className="size-6 fill-ink text-ink" />
        </p>
        <div className="mt-1 flex justify-center">
          <StarRow value={summary.averageRating} className="size-3.5" />
        </div>
        <p className="mt-1 text-xs text-ink-muted" data-testid="rating-counts">
          {t('{{ratings}} ratings', { ratings: count.format(summary.totalRatings) })}
          <br />
          {t('{{reviews}} reviews', { reviews: count.format(summary.totalReviews) })}
        </p>
      </div>
      <ul aria-label={t('Rating breakdown')} className="max-w-md space-y-1">
        {breakdownBars(summary.ratingBreakdown).map((bar) => (
          <li key={bar.stars}>
            <button
              type="button"
              onClick={() => onRating(rating === bar.stars ? 'all' : bar.stars)}
              aria-pressed={rating === bar.stars}
              aria-label={t('{{stars}} star: {{count}} ratings', {
                count: bar.count,
                replace: { stars: bar.stars, count: count.format(bar.count) },
              })}
              data-testid={`breakdown-${bar.stars}`}
              data-count={bar.count}
              className="group flex w-full items-center gap-2 rounded px-1 py-0.5 text-xs text-ink hover:bg-page aria-pressed:bg-brand-50"
            >
              <span className="flex w-6 shrink-0 items-center justify-end gap-0.5 font-semibold">
                {bar.stars}
                <Star aria-hidden className="size-3 fill-current" />
              </span>
              <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-line">
                <span
                  className={`block h-full rounded-full ${BAR_TONE[bar.stars]}`}
                  style={{ width: `${bar.percent}%` }}
                />
              </span>
              <span className="w-12 shrink-0 text-end text-ink-muted tabular-nums group-hover:text-ink">
                {count.format(bar.count)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
