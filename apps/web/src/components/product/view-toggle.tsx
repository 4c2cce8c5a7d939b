// Grid / list switch for a listing
// (docs/behaviour/catalogue.md#category-page, #featured-products-page, #trending-page): two pressed-state buttons.
import { LayoutGrid, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProductCardLayout } from './product-card.tsx';

export function ViewToggle({
  value,
  onChange,
  className = '',
}: {
  value: ProductCardLayout;
  onChange: (layout: ProductCardLayout) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const options = [
    { layout: 'grid', label: t('Grid view'), Icon: LayoutGrid },
    { layout: 'list', label: t('List view'), Icon: List },
  ] as const;
  return (
    <div
      role="group"
      aria-label={t('View')}
      className={`inline-flex rounded-md border border-line bg-card p-0.5 ${className}`}
    >
      {options.map(({ layout, label, Icon }) => (
        <button
          key={layout}
          type="button"
          aria-pressed={value === layout}
          aria-label={label}
          title={label}
          onClick={() => onChange(layout)}
          className={`grid size-8 place-items-center rounded ${
            value === layout ? 'bg-brand-700 text-white' : 'text-ink-muted hover:bg-page hover:text-ink'
          }`}
        >
          <Icon aria-hidden className="size-4" />
        </button>
      ))}
    </div>
  );
}
