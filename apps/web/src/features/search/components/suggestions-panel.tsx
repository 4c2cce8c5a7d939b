// The open search box (docs/behaviour/search.md#search-box, #suggestions, #limits), loaded on first focus:
// suggestions 300 ms after typing stops, Search History with Clear, Recent and Trending Searches, keyboard choice
// through the box's input (aria-activedescendant), 'No suggestions found' and the failure state. A choice is
// remembered, then followed.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import {
  useEffect,
  useImperativeHandle,
  useMemo,
  useState,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@haat/domain/search/search.schema';
import { suggestionsQueryOptions } from '../api/get-suggestions.ts';
import { readCachedSuggestions } from '../api/search-cache.ts';
import { trendingSearchesQueryOptions } from '../api/get-trending.ts';
import { useDebounced } from '../hooks/use-debounced.ts';
import { usePanelPosition } from '../hooks/use-panel-position.ts';
import { panelGroups, type PanelGroupKey, type PanelOption } from '../panel-options.ts';
import { suggestionTarget } from '../search-target.ts';
import { useSearchHistoryStore } from '../stores/search-history-store.ts';
import { SuggestionRow } from './suggestion-row.tsx';
import { tk } from '../../../i18n/translation-key.ts';

export interface PanelHandle {
  /** Arrow keys and Enter on the box's input; true when the panel used the key. */
  keyDown: (event: KeyboardEvent<HTMLInputElement>) => boolean;
}

export interface SuggestionsPanelProps {
  ref: Ref<PanelHandle>;
  term: string;
  open: boolean;
  variant: 'header' | 'page';
  /** Prefix of the panel's element ids. */
  idPrefix: string;
  /** The box the header panel hangs under. */
  anchorRef: RefObject<HTMLElement | null>;
  onActiveChange: (optionId: string | undefined) => void;
  /** Close, show `text` in the box (when given) and go to `to`. */
  onChoose: (to: string, text?: string) => void;
  /** A tap on the phone's dimmed page under the panel. */
  onDismiss: () => void;
}

const GROUP_TITLES: Record<PanelGroupKey, string> = {
  suggestions: tk('Suggestions'),
  history: tk('Search History'),
  recent: tk('Recent Searches'),
  trending: tk('Trending Searches'),
};

/** Remembers a typed search, with the product count when the tab's cache knows it. */
export function recordTypedSearch(term: string): void {
  const total = readCachedSuggestions(term)?.total ?? null;
  useSearchHistoryStore.getState().record({ query: term, typed: true, resultCount: total });
}

export function SuggestionsPanel({
  ref,
  term,
  open,
  variant,
  idPrefix,
  anchorRef,
  onActiveChange,
  onChoose,
  onDismiss,
}: SuggestionsPanelProps) {
  const { t } = useTranslation();
  const trimmed = term.replace(/\s+/g, ' ').trim();
  const debounced = useDebounced(trimmed, SEARCH_LIMITS.debounceMs);
  const typed = trimmed.length >= SEARCH_LIMITS.minTermLength;
  const settled = typed && debounced === trimmed;
  const suggestions = useQuery({
    ...suggestionsQueryOptions(debounced),
    enabled: open && debounced.length >= SEARCH_LIMITS.minTermLength,
    placeholderData: keepPreviousData,
  });
  const trending = useQuery({ ...trendingSearchesQueryOptions, enabled: open });
  const history = useSearchHistoryStore((s) => s.history);
  const recent = useSearchHistoryStore((s) => s.recent);
  const analytics = useSearchHistoryStore((s) => s.analytics);
  const clearHistory = useSearchHistoryStore((s) => s.clearHistory);

  const fresh = settled && !suggestions.isPlaceholderData ? suggestions.data : undefined;
  const groups = useMemo(
    () =>
      panelGroups({
        term: trimmed,
        suggestions: typed ? suggestions.data?.suggestions : undefined,
        history,
        recent,
        trending: trending.data ?? [],
        analytics,
      }),
    [trimmed, typed, suggestions.data, history, recent, trending.data, analytics],
  );
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const [active, setActive] = useState(-1);
  const [seen, setSeen] = useState({ term: trimmed, options });
  if (seen.term !== trimmed || seen.options !== options) {
    setSeen({ term: trimmed, options });
    if (seen.term !== trimmed || active >= options.length) setActive(-1);
  }
  const optionId = (option: PanelOption) => `${idPrefix}-${option.key}`;
  const activeId = open && options[active] ? optionId(options[active]) : undefined;
  useEffect(() => {
    onActiveChange(activeId);
    // The panel scrolls on short screens: the option the arrows reach stays in sight.
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId, onActiveChange]);

  const choose = (option: PanelOption) => {
    const s = option.suggestion;
    // A product or category is found through the typed term: that is the search to remember.
    const query = s.type === 'product' || s.type === 'category' ? trimmed : (s.searchTerm ?? s.text);
    useSearchHistoryStore.getState().record({
      query,
      typed: option.group === 'history',
      category: s.category,
      brand: s.brand,
    });
    onChoose(
      suggestionTarget(s.url, s.searchTerm ?? s.text),
      s.type === 'product' || s.type === 'category' ? undefined : query,
    );
  };

  useImperativeHandle(ref, () => ({
    keyDown(event) {
      if (!open || event.altKey || event.ctrlKey || event.metaKey) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!options.length) return true;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // Past either end the focus returns to the typed text (index -1), as in the ARIA combobox pattern.
        setActive((i) => {
          const next = i + step;
          if (next < -1) return options.length - 1;
          return next >= options.length ? -1 : next;
        });
        return true;
      }
      if (event.key === 'Enter' && options[active]) {
        choose(options[active]);
        return true;
      }
      return false;
    },
  }));

  const position = usePanelPosition(anchorRef, open && variant === 'header');
  if (!open) return null;

  const loading = typed && (!settled || suggestions.isFetching);
  const failed = settled && suggestions.isError;
  const empty = settled && !!fresh && !groups.some((g) => g.key === 'suggestions' || g.key === 'history');
  if (!groups.length && !loading && !failed && !empty) return null;
  // With suggestions on screen the spinner sits in their heading, so the list does not jump as the shopper types.
  const hasSuggestions = !failed && groups.some((g) => g.key === 'suggestions');

  const frame =
    variant === 'header'
      ? 'fixed z-50 overflow-y-auto border-y border-line bg-white shadow-pop lg:rounded-md lg:border-x'
      : 'mt-2 overflow-hidden rounded-md border border-line bg-white';
  return (
    <>
      {variant === 'header' && (
        // The phone's page dims under the panel, as a full-width sheet; a tap on it closes the panel.
        <div
          aria-hidden="true"
          style={{ top: position.top }}
          onPointerDown={onDismiss}
          className="fixed inset-x-0 bottom-0 z-40 bg-ink/40 lg:hidden"
        />
      )}
      <div
        id={`${idPrefix}-panel`}
        style={variant === 'header' ? position : undefined}
        className={`${frame} py-1 text-ink`}
        // Keeps focus in the box while a choice is clicked, so the panel does not close first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {loading && !hasSuggestions && (
          <p role="status" className="flex items-center gap-2 px-4 py-2 text-xs text-ink-muted">
            <Loader2 aria-hidden="true" className="size-3.5 animate-spin motion-reduce:animate-none" />
            {t('Searching…')}
          </p>
        )}
        {failed && (
          <p role="alert" className="px-4 py-3 text-sm text-danger">
            {t(SEARCH_MESSAGES.unavailable)}
          </p>
        )}
        {empty && !failed && (
          <p className="px-4 py-3 text-sm text-ink-muted">{t(SEARCH_MESSAGES.noSuggestions)}</p>
        )}
        {groups.map((group) => {
          if (group.key === 'suggestions' && failed) return null;
          const headingId = `${idPrefix}-${group.key}-heading`;
          return (
            <section key={group.key} className="border-t border-line first:border-t-0">
              <div className="flex items-center justify-between px-4 pb-1 pt-2.5">
                <h2 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
                  {t(GROUP_TITLES[group.key])}
                </h2>
                {group.key === 'suggestions' && loading && (
                  <span role="status" className="flex items-center text-ink-muted">
                    <Loader2
                      aria-hidden="true"
                      className="size-3.5 animate-spin motion-reduce:animate-none"
                    />
                    <span className="sr-only">{t('Searching…')}</span>
                  </span>
                )}
                {group.key === 'history' && (
                  <button
                    type="button"
                    onClick={clearHistory}
                    className="rounded px-2 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {t('Clear')}
                  </button>
                )}
              </div>
              <ul role="listbox" id={`${idPrefix}-${group.key}`} aria-labelledby={headingId}>
                {group.options.map((option) => {
                  const index = options.indexOf(option);
                  return (
                    <li
                      key={option.key}
                      id={optionId(option)}
                      role="option"
                      data-suggestion-type={option.suggestion.type}
                      aria-selected={index === active}
                      onClick={() => choose(option)}
                      onMouseMove={() => index !== active && setActive(index)}
                      className={`flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1.5 ${
                        index === active ? 'bg-brand-50' : ''
                      }`}
                    >
                      <SuggestionRow suggestion={option.suggestion} typed={trimmed} />
                    </li>
                  );
                })}
                {group.unreadable > 0 && group.options.length < SEARCH_LIMITS.visibleSuggestions && (
                  <li role="presentation" className="px-4 py-2 text-xs text-ink-subtle">
                    {t(SEARCH_MESSAGES.unableToDisplay)}
                  </li>
                )}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
