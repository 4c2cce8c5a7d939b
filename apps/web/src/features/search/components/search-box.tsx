// The search box (docs/behaviour/search.md#search-box, #voice-search): category dropdown, the query as an ARIA
// combobox, clear, voice and search buttons. The suggestions panel and its calls load on first focus
// (docs/architecture.md#budgets JS budget); the box keeps the text, the open state and the keyboard, and hands arrows
// and Enter to the panel.
import { ChevronDown, Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_CATEGORY_OPTIONS } from '@haat/domain/catalog/category-tree';
import { intentLoader, useLoaded } from '../../../components/ui/lazy-on-intent.tsx';
import { searchTarget } from '../search-target.ts';
import type { PanelHandle } from './suggestions-panel.tsx';
import { VoiceSlot } from './voice-slot.tsx';

const panelLoader = intentLoader(() => import('./suggestions-panel.tsx'));

function loadPanel() {
  return panelLoader.load().catch((error: unknown) => {
    console.error('Could not load the search suggestions', error);
    return undefined;
  });
}

/** The term the current page was searched with, so the box shows what the results are for. */
function termInUrl(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  if (pathname === '/search') return params.get('q') ?? '';
  if (pathname.startsWith('/search/')) return decodeURIComponent(pathname.slice('/search/'.length));
  if (pathname.startsWith('/category/')) return params.get('query') ?? '';
  return '';
}

export interface SearchBoxProps {
  className?: string;
  autoFocus?: boolean;
  /** 'header': the panel floats under the box; 'page' (/m/search): it flows below it. */
  variant?: 'header' | 'page';
}

export function SearchBox({ className = '', autoFocus = false, variant = 'header' }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, key: locationKey } = useLocation();
  const urlTerm = termInUrl(pathname, search);
  const [term, setTerm] = useState(urlTerm);
  const [category, setCategory] = useState('');
  const [seenUrlTerm, setSeenUrlTerm] = useState(urlTerm);
  const [seenLocation, setSeenLocation] = useState(locationKey);
  /** The text the box searched with, until the page it went to arrives (its route loads its code first). */
  const [leftWith, setLeftWith] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<PanelHandle>(null);
  const cancelVoice = useRef<(() => void) | undefined>(undefined);
  const selectId = useId();
  const idPrefix = `search${useId().replace(/:/g, '')}`;
  const panel = useLoaded(panelLoader, open);

  // A new results page (or back/forward) brings its own term into the box, unless the shopper typed on while the
  // page the box asked for was loading: what they typed since stays (it was lost to the older term before).
  if (seenLocation !== locationKey) {
    setSeenLocation(locationKey);
    setLeftWith(undefined);
    if (seenUrlTerm !== urlTerm) {
      setSeenUrlTerm(urlTerm);
      if (leftWith === undefined || term === leftWith) setTerm(urlTerm);
    }
  }

  // A click or tap anywhere outside the box closes the panel.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => cancelVoice.current?.(), []);

  const openPanel = () => {
    setOpen(true);
    void loadPanel();
  };

  const leave = useCallback(
    (to: string, text?: string) => {
      setOpen(false);
      if (text !== undefined) setTerm(text);
      setLeftWith(text ?? term);
      inputRef.current?.blur();
      navigate(to);
    },
    [navigate, term],
  );

  const searchFor = (value: string) => {
    const target = searchTarget(value, category);
    if (!target) {
      inputRef.current?.focus();
      return;
    }
    const query = value.trim();
    void loadPanel().then((module) => module?.recordTypedSearch(query));
    leave(target, query);
  };

  // A recognised phrase fills the box and searches after 500 ms (docs/behaviour/search.md#voice-search, #limits)
  // unless the shopper types on. The timer lives beside the voice button's code, which has arrived by the time a
  // phrase is heard.
  const onVoice = (phrase: string) => {
    setTerm(phrase);
    cancelVoice.current?.();
    let cancelled = false;
    let cancel: () => void = () => {
      cancelled = true;
    };
    cancelVoice.current = () => cancel();
    void import('../hooks/use-voice-search.ts').then((voice) => {
      if (!cancelled) cancel = voice.scheduleVoiceSearch(() => searchFor(phrase));
    });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    cancelVoice.current?.();
    searchFor(term);
  }

  const selected = SEARCH_CATEGORY_OPTIONS.find((o) => o.value === category) ?? SEARCH_CATEGORY_OPTIONS[0];
  const expanded = open && !!panel;

  return (
    <div
      ref={rootRef}
      className={`relative min-w-0 ${className}`}
      onBlur={(event) => {
        // Focus moved out of the box (Tab, or a click elsewhere): the panel closes.
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <form
        role="search"
        onSubmit={submit}
        className="flex h-10 min-w-0 overflow-hidden rounded-md bg-white shadow-card focus-within:ring-2 focus-within:ring-accent-400"
      >
        <div className="relative flex shrink-0 items-center gap-1 border-e border-line bg-page ps-2.5 pe-2 text-xs font-medium text-ink-muted focus-within:bg-brand-50 sm:text-sm">
          <span aria-hidden="true" className="max-w-20 truncate sm:max-w-32">
            {t(selected.label)}
          </span>
          <ChevronDown className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <label htmlFor={selectId} className="sr-only">
            {t('Search in category')}
          </label>
          <select
            id={selectId}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className="absolute inset-0 cursor-pointer appearance-none opacity-0"
          >
            {SEARCH_CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={expanded ? `${idPrefix}-panel` : undefined}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? activeId : undefined}
          value={term}
          // autoFocus is the /m/search page's wish (docs/behaviour/search.md#search-box: an auto-focused box).
          autoFocus={autoFocus}
          onFocus={openPanel}
          onClick={() => !open && openPanel()}
          onChange={(event) => {
            cancelVoice.current?.();
            setTerm(event.target.value);
            if (!open) openPanel();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              // Closes the panel and keeps the text (a second Escape, with the panel shut, clears as usual).
              if (open) {
                event.preventDefault();
                setOpen(false);
              }
              return;
            }
            if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
              event.preventDefault();
              openPanel();
              return;
            }
            if (panelRef.current?.keyDown(event)) event.preventDefault();
          }}
          placeholder={t('Search for products, brands, categories...')}
          aria-label={t('Search for products, brands, categories...')}
          enterKeyHint="search"
          autoComplete="off"
          className="min-w-0 flex-1 bg-transparent px-3 text-sm text-ink placeholder:text-ink-muted focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
        />
        {term && (
          <button
            type="button"
            onClick={() => {
              setTerm('');
              inputRef.current?.focus();
            }}
            aria-label={t('Clear search')}
            className="flex w-8 shrink-0 items-center justify-center text-ink-muted hover:text-ink focus-visible:outline-offset-[-2px]"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
        <VoiceSlot onResult={onVoice} />
        <button
          type="submit"
          aria-label={t('Search')}
          className="flex w-12 shrink-0 items-center justify-center bg-accent-400 text-ink hover:bg-accent-500 focus-visible:outline-offset-[-2px]"
        >
          <Search className="h-5 w-5" aria-hidden="true" />
        </button>
      </form>
      {panel && (
        <panel.SuggestionsPanel
          ref={panelRef}
          term={term}
          open={open}
          variant={variant}
          idPrefix={idPrefix}
          anchorRef={rootRef}
          onActiveChange={setActiveId}
          onChoose={leave}
          onDismiss={() => setOpen(false)}
        />
      )}
    </div>
  );
}
