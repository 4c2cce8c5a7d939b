// The answers as a Radix accordion, or the 'No questions found' state with its 'Clear filters' action.
import { Accordion } from 'radix-ui';
import { ChevronDown, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FAQ_CATEGORY_LABELS, type FaqItem } from '../faq-items.ts';
import { HighlightText } from './highlight-text.tsx';

interface FaqListProps {
  items: FaqItem[];
  query: string;
  onClearFilters: () => void;
}

export function FaqList({ items, query, onClearFilters }: FaqListProps) {
  const { t } = useTranslation();

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-lg bg-card px-6 py-12 text-center shadow-card">
        <SearchX aria-hidden className="size-12 text-ink-subtle" />
        <h2 className="mt-4 text-lg font-semibold text-ink">{t('No questions found')}</h2>
        <p className="mt-1 max-w-sm text-sm text-ink-muted">
          {t('Try a different word or another category, or ask our support team.')}
        </p>
        <button
          type="button"
          onClick={onClearFilters}
          className="mt-5 inline-flex h-10 items-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('Clear filters')}
        </button>
      </div>
    );
  }

  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-line overflow-hidden rounded-lg bg-card shadow-card"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-start gap-3 px-4 py-4 text-start hover:bg-brand-50/60 focus-visible:bg-brand-50 focus-visible:outline-offset-[-2px] md:px-5">
                <span className="flex-1">
                  <span className="block text-[0.95rem] leading-snug font-semibold text-ink">
                    <HighlightText text={item.question} query={query} />
                  </span>
                  <span
                    aria-hidden
                    className="mt-1 block text-xs font-medium tracking-wide text-brand-700 uppercase"
                  >
                    {t(FAQ_CATEGORY_LABELS[item.category])}
                  </span>
                </span>
                <ChevronDown
                  aria-hidden
                  className="mt-0.5 size-5 shrink-0 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-4 text-sm leading-relaxed text-ink-muted md:px-5">
            <HighlightText text={item.answer} query={query} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
