// Search, category chips and answers together; the filter itself is the pure filterFaq.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_CATEGORIES, translateFaqItems, type FaqCategory } from '../faq-items.ts';
import { filterFaq } from '../filter-faq.ts';
import { FaqCategoryChips } from './faq-category-chips.tsx';
import { FaqList } from './faq-list.tsx';
import { FaqSearch } from './faq-search.tsx';

export function FaqBrowser() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory>('all');

  const items = useMemo(() => translateFaqItems(t, i18n.language), [t, i18n.language]);
  const visible = filterFaq(items, { query, category });
  // Each chip shows how many entries it would show for the current search.
  const counts = Object.fromEntries(
    FAQ_CATEGORIES.map((c) => [c, filterFaq(items, { query, category: c }).length]),
  ) as Record<FaqCategory, number>;

  return (
    <div className="space-y-4">
      <div className="space-y-3">
        <FaqSearch value={query} onChange={setQuery} />
        <FaqCategoryChips value={category} onChange={setCategory} counts={counts} />
      </div>
      {/* The count is announced; with no results the empty state says it visibly instead. */}
      <p role="status" className={visible.length === 0 ? 'sr-only' : 'text-sm text-ink-muted'}>
        {visible.length === 0
          ? t('No questions found')
          : visible.length === 1
            ? t('Showing 1 question')
            : t('Showing {{count}} questions', { count: visible.length })}
      </p>
      <FaqList
        items={visible}
        query={query}
        onClearFilters={() => {
          setQuery('');
          setCategory('all');
        }}
      />
    </div>
  );
}
