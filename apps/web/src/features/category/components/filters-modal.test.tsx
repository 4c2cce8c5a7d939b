// The 'Filters & Sorting' modal's Clear All (issue 23 item 8): the filters and the sort both go back to the page's
// defaults, and the sort radios show it.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultFilters, filterPanel } from '@haat/domain/catalog/filter-panels';
import { filterablePanel } from '../../../components/filters/panel-state.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { FiltersModal } from './filters-modal.tsx';

const panel = filterablePanel(filterPanel('phone-a'));

describe('FiltersModal', () => {
  it('Clear All resets the sort to the default too, and Apply sends both', () => {
    const onApply = vi.fn();
    renderWithProviders(
      <FiltersModal
        open
        onOpenChange={() => {}}
        panel={panel}
        live={{
          filters: { ...defaultFilters(panel), price: { min: 2000, max: null }, rating: 4 },
          sort: 'popular',
        }}
        defaultSort="relevance"
        onApply={onApply}
      />,
    );
    const sorts = screen.getByRole('group', { name: 'Sort by' });
    expect((screen.getByRole('radio', { name: 'Most Popular' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    const checked = [...sorts.querySelectorAll('input[type=radio]')].filter(
      (r) => (r as HTMLInputElement).checked,
    );
    expect(checked.map((r) => (r as HTMLInputElement).value)).toEqual(['relevance']);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(defaultFilters(panel), 'relevance');
  });
});
