// 'Filters' with the active filter count (docs/behaviour/catalogue.md#trending-page); the floating variant stays at
// the bottom of a phone's screen so filters are one tap away while scrolling.
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function FiltersButton({
  count,
  onClick,
  floating = false,
  expanded,
  controls,
}: {
  count: number;
  onClick: () => void;
  floating?: boolean;
  expanded?: boolean;
  controls?: string;
}) {
  const { t } = useTranslation();
  const label = count > 0 ? t('Filters ({{count}} applied)', { count }) : t('Filters');
  const look = floating
    ? 'fixed end-4 bottom-5 z-30 h-12 rounded-full bg-brand-700 px-5 text-white shadow-pop hover:bg-brand-800 md:hidden'
    : 'h-9 rounded-md border border-line bg-card px-3 text-ink hover:border-brand-200 hover:text-brand-700';
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={controls}
      className={`inline-flex items-center gap-2 text-sm font-semibold ${look}`}
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {t('Filters')}
      {count > 0 && (
        <span
          aria-hidden="true"
          className={`grid min-w-5 place-items-center rounded-full px-1 text-[11px] font-bold ${
            floating ? 'bg-white text-brand-700' : 'bg-brand-700 text-white'
          }`}
        >
          {count}
        </span>
      )}
    </button>
  );
}
