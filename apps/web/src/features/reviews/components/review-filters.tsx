// The list's rating filter (all, 5..1) and sort (docs/behaviour/reviews.md#limits: recent, rating_high, rating_low,
// helpful) as native selects: labelled, keyboard-ready and the phone's own picker.
import { ArrowUpDown, Filter } from 'lucide-react';
import type { ReviewSort } from '@haat/domain/reviews/review.schema';
import { LabelledSelect, type SelectOption } from '../../../components/ui/labelled-select.tsx';
import type { RatingFilter } from '../api/review-keys.ts';
import { tk } from '../../../i18n/translation-key.ts';

const RATING_OPTIONS: readonly SelectOption<string>[] = [
  { value: 'all', label: tk('All ratings') },
  { value: '5', label: tk('5 stars') },
  { value: '4', label: tk('4 stars') },
  { value: '3', label: tk('3 stars') },
  { value: '2', label: tk('2 stars') },
  { value: '1', label: tk('1 star') },
];

const SORT_OPTIONS: readonly SelectOption<ReviewSort>[] = [
  { value: 'recent', label: tk('Most recent') },
  { value: 'rating_high', label: tk('Rating: high to low') },
  { value: 'rating_low', label: tk('Rating: low to high') },
  { value: 'helpful', label: tk('Most helpful') },
];

export function ReviewFilters({
  rating,
  sortBy,
  onRating,
  onSort,
}: {
  rating: RatingFilter;
  sortBy: ReviewSort;
  onRating: (rating: RatingFilter) => void;
  onSort: (sort: ReviewSort) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end sm:gap-4">
      <LabelledSelect
        label="Filter"
        icon={Filter}
        labelOnPhone={false}
        value={String(rating)}
        options={RATING_OPTIONS}
        onChange={(value) => onRating(value === 'all' ? 'all' : (Number(value) as RatingFilter))}
      />
      <LabelledSelect
        label="Sort by"
        icon={ArrowUpDown}
        labelOnPhone={false}
        value={sortBy}
        options={SORT_OPTIONS}
        onChange={onSort}
      />
    </div>
  );
}
