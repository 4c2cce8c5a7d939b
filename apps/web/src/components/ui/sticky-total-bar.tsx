// The phone's sticky bottom bar of the money pages (/cart, /checkout): the total, a link down to the price details,
// and the page's primary action stay in reach while the page scrolls. While it shows, toasts rise above it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInr } from '../../lib/format.ts';

/** Lifts the bottom toasts (sonner's offset variables) above the bar, below the lg breakpoint only. */
const RAISE_TOASTS = `@media (width < 64rem) { [data-sonner-toaster][data-y-position='bottom'] {
  --offset-bottom: 5.5rem !important; --mobile-offset-bottom: 5.5rem !important; } }`;

export function StickyTotalBar({
  total,
  detailsHref,
  testId,
  action,
}: {
  /** Rupees. */
  total: number;
  /** '#<id of the price details heading>'. */
  detailsHref: string;
  testId: string;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card px-3 py-2.5 shadow-pop lg:hidden [@media(max-height:30rem)]:py-1"
      data-testid={testId}
    >
      <style>{RAISE_TOASTS}</style>
      <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
        <div className="shrink-0">
          <p className="text-lg font-bold leading-tight text-ink [@media(max-height:30rem)]:text-base">
            {formatInr(total)}
          </p>
          <a href={detailsHref} className="text-xs font-semibold text-brand-700">
            {t('View price details')}
          </a>
        </div>
        {/* The action wraps rather than widening the page in long scripts (docs/behaviour/shell.md#long-scripts). */}
        <div className="flex min-w-0 justify-end [&>*]:max-w-full [&>*]:text-center [&>*]:leading-tight [&>*]:whitespace-normal">
          {action}
        </div>
      </div>
    </div>
  );
}
