// The header cart's panel on large screens (spec 1 §2): the lines, the totals with the dropdown's 500/99 delivery
// rule, and the way to the cart page. Loaded on intent by cart-button.tsx, which draws the trigger.
import { ShoppingBag } from 'lucide-react';
import { useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartSummary, productIdOf } from '@haat/domain/cart/cart';
import { SHIPPING_STATEMENTS } from '@haat/domain/pricing/shipping-statements';
import { HoverPopover, HoverPopoverClose } from '../../../components/ui/hover-popover.tsx';
import type { Intent } from '../../../components/ui/lazy-on-intent.tsx';
import { formatInr } from '../../../lib/format.ts';
import { useCartStore } from '../stores/cart-store.ts';
import { CartDropdownLine } from './cart-dropdown-line.tsx';

export function CartDropdown({ trigger, arrival }: { trigger: ReactElement; arrival: Intent | null }) {
  const { t } = useTranslation();
  const items = useCartStore((s) => s.items);
  const summary = cartSummary(items);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = summary.lineCount;
  const freeFrom = SHIPPING_STATEMENTS.cart.freeFrom;
  const progress = Math.min(100, Math.round((summary.subtotal / freeFrom) * 100));

  return (
    <HoverPopover
      label={t('Shopping cart')}
      className="w-[400px] max-w-[calc(100vw-1.5rem)]"
      trigger={trigger}
      arrival={arrival}
    >
      <h2 ref={headingRef} tabIndex={-1} className="border-b border-line px-4 py-3 text-base font-semibold focus:outline-none">
        {t('Shopping Cart')}
        {count > 0 && <span className="ml-1 font-normal text-ink-muted">({count})</span>}
      </h2>
      {count === 0 ? (
        <div className="flex flex-col items-center px-6 py-8 text-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ShoppingBag className="h-8 w-8" aria-hidden="true" />
          </span>
          <p className="mt-3 font-semibold text-ink">{t('Your cart is empty')}</p>
          <p className="mt-1 text-sm text-ink-muted">{t('Add items to it now and they will wait for you here.')}</p>
          <HoverPopoverClose asChild>
            <Link
              to="/all-products"
              className="mt-4 rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('Continue Shopping')}
            </Link>
          </HoverPopoverClose>
        </div>
      ) : (
        <>
          <ul className="max-h-[420px] divide-y divide-line overflow-y-auto overscroll-contain">
            {items.map((line) => (
              <CartDropdownLine
                key={productIdOf(line.product)}
                line={line}
                onRemoved={() => headingRef.current?.focus()}
              />
            ))}
          </ul>
          <div className="space-y-1.5 border-t border-line px-4 py-3 text-sm">
            <p className="flex justify-between">
              <span className="text-ink-muted">
                {summary.itemCount === 1
                  ? t('Subtotal (1 item)')
                  : t('Subtotal ({{count}} items)', { count: summary.itemCount })}
              </span>
              <span className="font-semibold">{formatInr(summary.subtotal)}</span>
            </p>
            <p className="flex justify-between">
              <span className="text-ink-muted">{t('Shipping')}</span>
              {summary.shipping === 0 ? (
                <span className="font-semibold text-success">{t('FREE')}</span>
              ) : (
                <span className="font-semibold">{formatInr(summary.shipping)}</span>
              )}
            </p>
            {summary.remainingForFree > 0 && (
              <div className="rounded-md bg-accent-50 px-2.5 py-2 text-xs text-ink">
                <p>{t('Add {{amount}} more for free shipping!', { amount: formatInr(summary.remainingForFree) })}</p>
                <div
                  className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-accent-100"
                  role="progressbar"
                  aria-label={t('Progress to free shipping')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={progress}
                >
                  <div className="h-full rounded-full bg-accent-500" style={{ width: `${progress}%` }} />
                </div>
              </div>
            )}
            <p className="flex justify-between border-t border-line pt-2 text-base">
              <span className="font-semibold">{t('Total')}</span>
              <span className="font-bold">{formatInr(summary.total)}</span>
            </p>
            <HoverPopoverClose asChild>
              <Link
                to="/cart"
                className="mt-2 block rounded-md bg-accent-400 px-4 py-2.5 text-center text-sm font-bold text-ink hover:bg-accent-500"
              >
                {t('View Cart & Checkout')}
              </Link>
            </HoverPopoverClose>
          </div>
        </>
      )}
    </HoverPopover>
  );
}
