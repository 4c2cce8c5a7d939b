// The list's rating filter (all, 5..1) and sort (spec 2 §9: recent, rating_high, rating_low, helpful) as native
// selects: labelled, keyboard-ready and the phone's own picker.
import { ArrowUpDown, Filter } from 'lucide-react';
import type { ReviewSort } from '@haat/domain/reviews/review.schema';
import { LabelledSelect, type SelectOption } from '../../../components/ui/labelled-select.tsx';
import type { RatingFilter } from '../api/review-keys.ts';

const RATING_OPTIONS: readonly SelectOption<string>[] = [
  { value: 'all', label: 'All ratings' },
  { value: '5', label: '5 stars' },
  { value: '4', label: '4 stars' },
  { value: '3', label: '3 stars' },
  { value: '2', label: '2 stars' },
  { value: '1', label: '1 star' },
];

const SORT_OPTIONS: readonly SelectOption<ReviewSort>[] = [
  { value: 'recent', label: 'Most recent' },
  { value: 'rating_high', label: 'Rating: high to low' },
  { value: 'rating_low', label: 'Rating: low to high' },
  { value: 'helpful', label: 'Most helpful' },
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
