// The trending panel (docs/behaviour/catalogue.md#filter-panels) over the URL state: the shared FilterPanel in
// trending mode, with the store's top-level categories as the category choices.
import { useMemo } from 'react';
import { FilterPanel } from '../../../components/filters/filter-panel.tsx';
import { useCategories } from '../../../lib/catalog-api.ts';
import { fromPanelFilters, toPanelFilters, trendingPanel } from '../trending-panel.ts';
import type { TrendingFilters } from '../trending-url-state.ts';

export function TrendingFilterPanel({
  filters,
  onChange,
  hideTitle = false,
}: {
  filters: TrendingFilters;
  onChange: (next: TrendingFilters) => void;
  hideTitle?: boolean;
}) {
  const { data: categories } = useCategories();
  const panel = useMemo(
    () =>
      trendingPanel(
        (categories ?? [])
          .filter((category) => category.productCount > 0)
          .map((category) => ({ value: category.id, label: category.name })),
      ),
    [categories],
  );
  return (
    <div className="rounded-lg bg-card p-3 shadow-card">
      <FilterPanel
        panel={panel}
        filters={toPanelFilters(panel, filters)}
        onChange={(next) => onChange(fromPanelFilters(panel, next))}
        mode="trending"
        hideTitle={hideTitle}
      />
    </div>
  );
}
