// The pagination control of docs/behaviour/catalogue.md#pagination-control: 'Showing X to Y of Z results',
// Previous/Next, page buttons with ellipses, 'Page x of y' on phones, a jump-to-page form above 10 pages; hidden at
// one page.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  JUMP_TO_PAGE_ABOVE,
  isPageChange,
  pageWindow,
  parseJumpToPage,
  resultRange,
} from '../../lib/pagination.ts';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  /** False when totalItems is an estimate (a listing past the counting cap): "of 27,000+ results". */
  totalExact?: boolean;
  pageSize: number;
  onPageChange: (page: number) => void;
}

const count = new Intl.NumberFormat('en-IN');

function scrollToTop() {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
}

const stepButton =
  'inline-flex h-9 items-center gap-1 rounded-md border border-line bg-card px-3 text-sm font-medium text-ink hover:border-brand-200 hover:text-brand-700 disabled:pointer-events-none disabled:opacity-40';

export function Pagination({
  currentPage,
  totalPages,
  totalItems,
  totalExact = true,
  pageSize,
  onPageChange,
}: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;

  // The current page and pages outside 1..total are ignored (docs/behaviour/catalogue.md#listing-state).
  const goTo = (page: number) => {
    if (!isPageChange(page, currentPage, totalPages)) return;
    onPageChange(page);
    scrollToTop();
  };
  const { from, to, total } = resultRange(currentPage, pageSize, totalItems);
  const shown = { from: count.format(from), to: count.format(to), total: count.format(total) };

  return (
    <nav aria-label={t('Pagination')} className="flex flex-col items-center gap-3 py-4">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {totalExact
          ? t('Showing {{from}} to {{to}} of {{total}} results', shown)
          : t('Showing {{from}} to {{to}} of {{total}}+ results', shown)}
      </p>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={stepButton}
          onClick={() => goTo(currentPage - 1)}
          disabled={currentPage <= 1}
        >
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('Previous')}
        </button>
        <span className="px-2 text-sm font-medium text-ink sm:hidden">
          {t('Page {{page}} of {{total}}', { page: currentPage, total: count.format(totalPages) })}
        </span>
        <ul className="hidden items-center gap-1 sm:flex">
          {pageWindow(currentPage, totalPages).map((item) =>
            item.kind === 'ellipsis' ? (
              <li key={item.key} aria-hidden className="w-6 text-center text-ink-subtle">
                …
              </li>
            ) : (
              <li key={item.page}>
                <button
                  type="button"
                  onClick={() => goTo(item.page)}
                  aria-current={item.page === currentPage ? 'page' : undefined}
                  aria-label={t('Page {{page}}', { page: item.page })}
                  className={`h-9 min-w-9 rounded-md px-2 text-sm font-semibold ${
                    item.page === currentPage
                      ? 'bg-brand-700 text-white'
                      : 'border border-line bg-card text-ink hover:border-brand-200 hover:text-brand-700'
                  }`}
                >
                  {item.page}
                </button>
              </li>
            ),
          )}
        </ul>
        <button
          type="button"
          className={stepButton}
          onClick={() => goTo(currentPage + 1)}
          disabled={currentPage >= totalPages}
        >
          {t('Next')}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </button>
      </div>
      {totalPages > JUMP_TO_PAGE_ABOVE && (
        <JumpToPage totalPages={totalPages} onJump={goTo} key={currentPage} />
      )}
    </nav>
  );
}

function JumpToPage({ totalPages, onJump }: { totalPages: number; onJump: (page: number) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseJumpToPage(value, totalPages);
    setInvalid(!result.ok);
    if (result.ok) onJump(result.page);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col items-center gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="text-sm text-ink-muted">
          {t('Go to page')}
        </label>
        <input
          id={inputId}
          inputMode="numeric"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className="h-9 w-16 rounded-md border border-line bg-card px-2 text-center text-sm aria-invalid:border-danger"
        />
        <button
          type="submit"
          className="h-9 rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('Go')}
        </button>
      </div>
      {invalid && (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {t('Enter a page number from 1 to {{total}}', { total: totalPages })}
        </p>
      )}
    </form>
  );
}
