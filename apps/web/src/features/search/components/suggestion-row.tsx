// One choice of the open search box: a product with its picture and price, a category or brand with its icon, or a
// term (history, recent, trending, completion), with the typed part marked.
import { BadgeCheck, History, LayoutGrid, Search, TrendingUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { highlightParts } from '@haat/domain/search/highlight';
import type { SearchSuggestion } from '@haat/domain/search/search.schema';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { formatInr } from '../../../lib/format.ts';

const ICONS: Partial<Record<SearchSuggestion['type'], LucideIcon>> = {
  category: LayoutGrid,
  brand: BadgeCheck,
  recent: History,
  trending: TrendingUp,
};

function Highlighted({ text, typed }: { text: string; typed: string }) {
  return (
    <>
      {highlightParts(text, typed).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-accent-100 font-semibold text-ink">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

export function SuggestionRow({ suggestion, typed }: { suggestion: SearchSuggestion; typed: string }) {
  const { t } = useTranslation();
  if (suggestion.type === 'product') {
    return (
      <>
        <Thumbnail src={suggestion.image} alt="" size={40} className="border border-line bg-white" />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 text-sm leading-snug text-ink lg:line-clamp-1">
            <Highlighted text={suggestion.text} typed={typed} />
          </span>
          {suggestion.brand && (
            <span className="block truncate text-xs text-ink-muted">{suggestion.brand}</span>
          )}
        </span>
        {suggestion.sellingPrice !== undefined && (
          <span className="shrink-0 text-sm font-semibold text-ink">
            {formatInr(suggestion.sellingPrice)}
          </span>
        )}
      </>
    );
  }
  const Icon = ICONS[suggestion.type] ?? Search;
  const note =
    suggestion.type === 'category'
      ? t('in Categories')
      : suggestion.type === 'brand'
        ? t('Brand')
        : undefined;
  return (
    <>
      <span
        aria-hidden="true"
        className={`grid size-8 shrink-0 place-items-center rounded-full ${
          suggestion.type === 'category' || suggestion.type === 'brand'
            ? 'bg-brand-50 text-brand-700'
            : 'bg-page text-ink-muted'
        }`}
      >
        <Icon className="size-4" />
      </span>
      <span className="min-w-0 flex-1 truncate text-sm text-ink">
        <Highlighted text={suggestion.text} typed={typed} />
      </span>
      {note && <span className="shrink-0 text-xs text-ink-muted">{note}</span>}
    </>
  );
}
