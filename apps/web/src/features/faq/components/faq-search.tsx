// The FAQ search box: labelled, with a clear button once something is typed.
import { Search, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface FaqSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function FaqSearch({ value, onChange }: FaqSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('Search questions')}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-ink-subtle"
        />
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t('Search, e.g. refund, COD, invoice')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 w-full rounded-lg border border-line bg-card pe-11 ps-10 text-base text-ink shadow-card placeholder:text-ink-subtle focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 end-2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-ink-muted hover:bg-page hover:text-ink"
            aria-label={t('Clear search')}
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
