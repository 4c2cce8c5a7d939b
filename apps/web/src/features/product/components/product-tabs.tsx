// Description, Features, Specifications and Reviews (docs/behaviour/product.md#product-page) on radix Tabs.
// The Reviews tab shows what the route puts in ReviewsSlot (the reviews feature, loaded lazily: features do not
// import each other); while it loads, or without one, the tab states the rating summary the product carries.
import { Check, Star } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { createContext, Suspense, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@haat/domain/catalog/product.schema';
import { BULLET_POINTS_SHOWN, specificationRows } from '../product-facts.ts';

const countFormat = new Intl.NumberFormat('en-IN');

/** The Reviews tab's content, given by the route that composes the page; it may suspend while its chunk loads. */
export const ReviewsSlot = createContext<((product: Product) => ReactNode) | null>(null);

const triggerClasses =
  'shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-ink-muted hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600';

export function ProductTabs({ product }: { product: Product }) {
  const { t } = useTranslation();
  const bullets = product.bulletPoints.slice(0, BULLET_POINTS_SHOWN);
  const specs = specificationRows(product);
  // The model's rating: every listing of its group together, as its reviews (docs/behaviour/reviews.md#variants).
  const { average, count } = product.group?.ratings ?? product.ratings;
  const reviews = use(ReviewsSlot);

  return (
    <Tabs.Root defaultValue="description" className="rounded-lg bg-card shadow-card">
      <Tabs.List
        aria-label={t('Product details')}
        className="flex overflow-x-auto border-b border-line [scrollbar-width:none]"
      >
        <Tabs.Trigger value="description" className={triggerClasses}>
          {t('Description')}
        </Tabs.Trigger>
        <Tabs.Trigger value="features" className={triggerClasses}>
          {t('Features')}
        </Tabs.Trigger>
        <Tabs.Trigger value="specifications" className={triggerClasses}>
          {t('Specifications')}
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={triggerClasses}>
          {t('Reviews ({{number}})', { number: countFormat.format(count) })}
        </Tabs.Trigger>
      </Tabs.List>

      <Tabs.Content value="description" className="p-4 text-sm leading-relaxed text-ink md:p-5">
        <p className="whitespace-pre-line">{product.description}</p>
      </Tabs.Content>

      <Tabs.Content value="features" className="p-4 md:p-5">
        {bullets.length ? (
          <ul className="space-y-2 text-sm text-ink">
            {bullets.map((point) => (
              <li key={point} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                {point}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">
            {t('The seller has not listed features for this product.')}
          </p>
        )}
      </Tabs.Content>

      <Tabs.Content value="specifications" className="p-4 md:p-5">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('Specifications')}</caption>
          <tbody>
            {specs.map((row) => (
              <tr key={row.label} className="border-b border-line last:border-0">
                <th
                  scope="row"
                  className="w-2/5 bg-page/60 px-3 py-2 text-start align-top font-normal text-ink-muted md:w-1/4"
                >
                  {t(row.label)}
                </th>
                <td className="px-3 py-2 text-ink">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Tabs.Content>

      <Tabs.Content value="reviews" className="p-4 md:p-5">
        {reviews ? (
          <Suspense fallback={<RatingSummary average={average} count={count} />}>{reviews(product)}</Suspense>
        ) : (
          <RatingSummary average={average} count={count} />
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

function RatingSummary({ average, count }: { average: number; count: number }) {
  const { t } = useTranslation();
  return count > 0 ? (
    <div className="flex items-center gap-4">
      <div className="text-center">
        <p className="flex items-center gap-1 text-3xl font-bold text-ink">
          {average.toFixed(1)}
          <Star aria-hidden className="size-6 fill-success text-success" />
        </p>
        <p className="text-xs text-ink-muted">{t('out of 5')}</p>
      </div>
      <p className="text-sm text-ink">
        {t('Rated {{average}} out of 5 by {{count}} shoppers', {
          count,
          replace: { average: average.toFixed(1), count: countFormat.format(count) },
        })}
      </p>
    </div>
  ) : (
    <p className="text-sm text-ink-muted">{t('No ratings yet')}</p>
  );
}
