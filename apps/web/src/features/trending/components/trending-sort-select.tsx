// Sort select of the trending page (docs/behaviour/catalogue.md#trending-page).
import { ArrowUpDown } from 'lucide-react';
import { LabelledSelect } from '../../../components/ui/labelled-select.tsx';
import { TRENDING_SORTS, type TrendingSort } from '../trending-options.ts';

export function TrendingSortSelect(props: {
  value: TrendingSort;
  onChange: (sort: TrendingSort) => void;
  className?: string;
}) {
  return (
    <LabelledSelect
      {...props}
      label="Sort by"
      icon={ArrowUpDown}
      options={TRENDING_SORTS}
      labelOnPhone={false}
    />
  );
}
