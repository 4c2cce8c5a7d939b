// Read-only stars: the coloured "4 ★" pill of Indian marketplaces on each review, and a row of five stars under
// the average. Both read out as 'Rated n out of 5'.
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Green for good, amber for middling, red for poor, as shoppers read them at a glance. */
function pillTone(rating: number): string {
  if (rating >= 3) return 'bg-success';
  if (rating === 2) return 'bg-accent-600';
  return 'bg-danger';
}

export function StarPill({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('Rated {{rating}} out of 5', { rating })}
      className={`inline-flex h-5 shrink-0 items-center gap-0.5 rounded px-1.5 text-xs font-semibold text-white ${pillTone(rating)}`}
    >
      {rating}
      <Star aria-hidden className="size-3 fill-current" />
    </span>
  );
}

export function StarRow({ value, className = 'size-4' }: { value: number; className?: string }) {
  const { t } = useTranslation();
  const rounded = Math.round(value);
  return (
    <span
      role="img"
      aria-label={t('Rated {{rating}} out of 5', { rating: value.toFixed(1) })}
      className="flex"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`${className} ${n <= rounded ? 'fill-accent-500 text-accent-500' : 'fill-line text-line'}`}
        />
      ))}
    </span>
  );
}
