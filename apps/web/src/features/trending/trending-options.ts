// The trending page's choices (docs/behaviour/catalogue.md#trending-page): the endpoint's sort values and periods
// with their labels, and how a URL value is read back (anything unknown falls back to the default instead of reaching
// the API).
import { TRENDING_PERIODS, type TrendingPeriod } from '@haat/domain/catalog/product.schema';
import { TRENDING_SORTS as SORT_VALUES, type TrendingSort } from '@haat/domain/catalog/products-query.schema';
import { tk } from '../../i18n/translation-key.ts';

export type { TrendingSort };

const SORT_LABELS: Record<TrendingSort, string> = {
  trending: 'Trending',
  'price-asc': tk('Price: Low to High'),
  'price-desc': tk('Price: High to Low'),
  'rating-desc': tk('Highest Rated'),
  'name-asc': tk('Name: A to Z'),
  newest: tk('Newest First'),
};

export const TRENDING_SORTS: readonly { value: TrendingSort; label: string }[] = SORT_VALUES.map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

export const TRENDING_PERIOD_OPTIONS: readonly { value: TrendingPeriod; label: string }[] = [
  { value: 'day', label: tk('Last 24 Hours') },
  { value: 'week', label: tk('This Week') },
  { value: 'month', label: tk('This Month') },
];

export const DEFAULT_TRENDING_SORT: TrendingSort = 'trending';
/** The endpoint's own default, so a bare /trending and the API agree. */
export const DEFAULT_TRENDING_PERIOD: TrendingPeriod = 'week';

export function trendingSortOf(value: string | null | undefined): TrendingSort {
  return TRENDING_SORTS.find((option) => option.value === value)?.value ?? DEFAULT_TRENDING_SORT;
}

export function trendingPeriodOf(value: string | null | undefined): TrendingPeriod {
  return value && Object.hasOwn(TRENDING_PERIODS, value)
    ? (value as TrendingPeriod)
    : DEFAULT_TRENDING_PERIOD;
}
