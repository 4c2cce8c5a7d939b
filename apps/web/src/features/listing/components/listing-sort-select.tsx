// The listing's sort select. A shared link may carry a sort the select does not offer (?sort=rating): it is
// shown by name instead of showing Newest First over a list sorted otherwise.
import { ArrowUpDown } from 'lucide-react';
import { LabelledSelect } from '../../../components/ui/labelled-select.tsx';
import type { ListingSort } from '../../../lib/listing-url-state.ts';
import { LISTING_SORT_OPTIONS, OTHER_SORT_LABELS } from './listing-sort-options.ts';

export function ListingSortSelect({
  choices = LISTING_SORT_OPTIONS,
  ...props
}: {
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
  className?: string;
  /** The orders offered (a search adds Relevance: SEARCH_SORT_OPTIONS). */
  choices?: readonly { value: ListingSort; label: string }[];
}) {
  const options = choices.some((option) => option.value === props.value)
    ? choices
    : [...choices, { value: props.value, label: OTHER_SORT_LABELS[props.value] }];
  return (
    <LabelledSelect {...props} label="Sort by" icon={ArrowUpDown} options={options} labelOnPhone={false} />
  );
}
