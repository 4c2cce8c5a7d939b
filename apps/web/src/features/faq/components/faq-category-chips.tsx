// Category chips: toggle buttons (aria-pressed) in a labelled group; exactly one is on at a time.
import { useTranslation } from 'react-i18next';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, type FaqCategory } from '../faq-items.ts';

interface FaqCategoryChipsProps {
  value: FaqCategory;
  onChange: (value: FaqCategory) => void;
  counts: Record<FaqCategory, number>;
}

export function FaqCategoryChips({ value, onChange, counts }: FaqCategoryChipsProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('Filter by category')}
      // Scrolls sideways on a phone instead of wrapping into a tall block.
      className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] md:mx-0 md:flex-wrap md:px-0"
    >
      {FAQ_CATEGORIES.map((category) => {
        const active = category === value;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(category)}
            className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors ${
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-line bg-card text-ink hover:border-brand-500 hover:text-brand-700'
            }`}
          >
            {t(FAQ_CATEGORY_LABELS[category])}
            {/* The visible count; the status line below announces the result count instead. */}
            <span
              aria-hidden
              className={`rounded-full px-1.5 text-xs tabular-nums ${active ? 'bg-white/20 text-white' : 'bg-page text-ink-muted'}`}
            >
              {counts[category]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
