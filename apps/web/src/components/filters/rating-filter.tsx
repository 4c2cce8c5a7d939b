// Customer rating, 5 to 1 stars 'and up' (docs/behaviour/catalogue.md#filter-panels); the chosen one again clears it.
// Counts come from the rating facet where it has one.
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProductFacets } from '@haat/domain/catalog/product.schema';
import { FacetCount } from './facet-count.tsx';

const STARS = [5, 4, 3, 2, 1] as const;

interface RatingFilterProps {
  value: number | null;
  onChange: (next: number | null) => void;
  facets?: ProductFacets;
}

export function RatingFilter({ value, onChange, facets }: RatingFilterProps) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-0.5" aria-label={t('Customer Rating')}>
      {STARS.map((stars) => {
        const count = facets?.ratings.find((r) => r.minRating === stars)?.count;
        const chosen = value === stars;
        return (
          <li key={stars}>
            <button
              type="button"
              aria-pressed={chosen}
              onClick={() => onChange(chosen ? null : stars)}
              className={`flex w-full items-center gap-2 rounded px-1.5 py-1.5 text-sm ${chosen ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200' : 'text-ink hover:bg-page'}`}
            >
              <span className="flex" aria-hidden>
                {[1, 2, 3, 4, 5].map((i) => (
                  <Star
                    key={i}
                    className={`size-4 ${i <= stars ? 'fill-accent-400 text-accent-400' : 'text-line'}`}
                    strokeWidth={1.5}
                  />
                ))}
              </span>
              <span className="sr-only">{t('{{count}} stars and up', { count: stars })}</span>
              <span aria-hidden className="text-ink-muted">
                {t('and up')}
              </span>
              {count !== undefined && (
                <span className="ms-auto">
                  <FacetCount count={count} approximate={facets?.approximate ?? false} />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
