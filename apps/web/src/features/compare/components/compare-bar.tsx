// The sticky 'Compare (n)' bar: once 2 or more products are ticked, a link to the comparison page follows the
// shopper around the store (mounted by CompareBarSlot in the shell layout). Hidden on the comparison page itself.
import { Scale, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { COMPARE_BAR_FROM, COMPARE_MAX, useCompareStore } from '../../../lib/stores/compare-store.ts';
import { COMPARE_PATH, compareHref } from '../rules/compare-facts.ts';

export function CompareBar() {
  const { t } = useTranslation();
  const ids = useCompareStore((s) => s.ids);
  const clear = useCompareStore((s) => s.clear);
  const limitReached = useCompareStore((s) => s.limitReached);
  const { pathname } = useLocation();
  if (ids.length < COMPARE_BAR_FROM || pathname === COMPARE_PATH) return null;

  return (
    <>
      {/* Room under the footer, so the fixed bar never hides the page's last lines. */}
      <div aria-hidden className="h-16" />
      <div className="pointer-events-none fixed inset-x-0 bottom-3 z-40 flex flex-col items-center gap-2 px-3">
        <p
          role="status"
          className={
            limitReached
              ? 'rounded-md bg-danger px-3 py-1.5 text-xs font-semibold text-white shadow-pop'
              : 'sr-only'
          }
        >
          {limitReached ? t('You can compare up to {{count}} products', { count: COMPARE_MAX }) : ''}
        </p>
        <div
          role="region"
          aria-label={t('Compare products')}
          className="pointer-events-auto flex items-center gap-1 rounded-full bg-ink p-1 ps-4 text-white shadow-pop"
        >
          <Scale aria-hidden className="size-4 text-accent-400" />
          <span className="me-2 text-xs text-white/80">{t('{{count}} selected', { count: ids.length })}</span>
          <Link
            to={compareHref(ids)}
            className="rounded-full bg-accent-500 px-4 py-2 text-sm font-bold text-ink hover:bg-accent-400"
          >
            {t('Compare ({{count}})', { count: ids.length })}
          </Link>
          <button
            type="button"
            onClick={clear}
            aria-label={t('Clear comparison')}
            className="grid size-9 place-items-center rounded-full text-white/80 hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </>
  );
}
