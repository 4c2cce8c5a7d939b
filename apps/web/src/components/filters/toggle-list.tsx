// The switches of a panel: new arrivals, on sale / deals, in stock, free shipping, with facet counts.
import type { ProductFacets } from '@haat/domain/catalog/product.schema';
import type { ToggleKey, ToggleSection } from '@haat/domain/catalog/filter-panels';
import { useTranslation } from 'react-i18next';
import { FacetCount } from './facet-count.tsx';

interface ToggleListProps {
  section: ToggleSection;
  values: Partial<Record<ToggleKey, boolean>>;
  onChange: (key: ToggleKey, on: boolean) => void;
  facets?: ProductFacets;
}

function countOf(key: ToggleKey, facets?: ProductFacets): number | undefined {
  if (!facets) return undefined;
  if (key === 'onSale') return facets.onSale;
  if (key === 'inStock') return facets.inStock;
  if (key === 'freeShipping') return facets.freeShipping;
  return undefined;
}

export function ToggleList({ section, values, onChange, facets }: ToggleListProps) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1">
      {section.toggles.map(({ key, label }) => {
        const count = countOf(key, facets);
        return (
          <li key={key}>
            <label className="flex cursor-pointer items-center gap-2.5 rounded px-1 py-1.5 text-sm text-ink hover:bg-page">
              <input
                type="checkbox"
                role="switch"
                checked={values[key] === true}
                onChange={(e) => onChange(key, e.target.checked)}
                className="size-4 accent-brand-600"
              />
              <span className="flex-1">{t(label)}</span>
              {count !== undefined && <FacetCount count={count} approximate={facets?.approximate ?? false} />}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
