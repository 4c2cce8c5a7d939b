// The header cart's panel on large screens (docs/behaviour/cart.md#cart-dropdown): the lines, the server's quote of
// them (subtotal, shipping, the cart statement's free-delivery hint while shipping is charged, total: fields of the
// quote, nothing added up here, docs/decisions/0022-one-quote.md), and the way to the cart page. Loaded on intent by
// cart-button.tsx, which draws the trigger.
import { ShoppingBag } from 'lucide-react';
import { useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productIdOf } from '@haat/domain/cart/cart';
import { HeaderDropdownPanel } from '../../../components/ui/header-dropdown-panel.tsx';
import { HoverPopoverClose } from '../../../components/ui/hover-popover.tsx';
import type { Intent } from '../../../components/ui/lazy-on-intent.tsx';
import { formatInr } from '../../../lib/format.ts';
import { useCartQuote } from '../hooks/use-cart-quote.ts';
import { useAppliedCouponCode } from '../stores/applied-coupon-store.ts';
import { useCartStore } from '../stores/cart-store.ts';
import { CartDropdownLine } from './cart-dropdown-line.tsx';

export function CartDropdown({ trigger, arrival }: { trigger: ReactElement; arrival: Intent | null }) {
  const { t } = useTranslation();
  const items = useCartStore((s) => s.items);
  const { data: quote, isError, refetch } = useCartQuote(items, useAppliedCouponCode());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = items.length;
  const hint = quote?.freeShippingHint ?? null;
  const amount = (value: number | null | undefined) =>
    value === null || value === undefined ? (
      <span className="inline-block h-4 w-12 animate-pulse rounded bg-line" />
    ) : (
      formatInr(value)
    );

  return (
    <HeaderDropdownPanel
      label={t('Shopping cart')}
      className="w-[400px] max-w-[calc(100vw-1.5rem)]"
      trigger={trigger}
      arrival={arrival}
      heading={t('Shopping Cart')}
      count={count}
      headingRef={headingRef}
      empty={{
        icon: ShoppingBag,
        iconClassName: 'bg-brand-50 text-brand-700',
        title: t('Your cart is empty'),
        text: t('Add items to it now and they will wait for you here.'),
      }}
      footer={
        <div className="space-y-1.5 border-t border-line px-4 py-3 text-sm">
          <p className="flex justify-between">
            <span className="text-ink-muted">
              {(quote?.itemCount ?? 0) === 1
                ? t('Subtotal (1 item)')
                : t('Subtotal ({{count}} items)', { count: quote?.itemCount ?? 0 })}
            </span>
            <span className="font-semibold" data-testid="dropdown-subtotal">
              {amount(quote?.subtotal)}
            </span>
          </p>
          <p className="flex justify-between">
            <span className="text-ink-muted">{t('Shipping')}</span>
            {quote?.shipping === 0 ? (
              <span className="font-semibold text-success" data-testid="dropdown-shipping">
                {t('FREE')}
              </span>
            ) : quote && quote.shipping === null ? (
              <span className="text-xs text-ink-muted">{t('Enter pincode')}</span>
            ) : (
              <span className="font-semibold" data-testid="dropdown-shipping">
                {amount(quote?.shipping)}
              </span>
            )}
          </p>
          {quote?.couponCode && quote.discount > 0 && (
            <p className="flex justify-between">
              <span className="text-ink-muted">{t('Coupon ({{code}})', { code: quote.couponCode })}</span>
              <span className="font-semibold text-success" data-testid="dropdown-coupon">
                <bdi dir="ltr">−{formatInr(quote.discount)}</bdi>
              </span>
            </p>
          )}
          {isError && !quote && (
            <p role="alert" className="text-xs text-danger">
              {t('Could not reach the server. Please try again.')}{' '}
              <button type="button" onClick={() => void refetch()} className="font-semibold underline">
                {t('Try again')}
              </button>
            </p>
          )}
          {hint && (
            <div className="rounded-md bg-accent-50 px-2.5 py-2 text-xs text-ink">
              <p>{t('Add {{amount}} more for free shipping!', { amount: formatInr(hint.remaining) })}</p>
              <div
                className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-accent-100"
                role="progressbar"
                aria-label={t('Progress to free shipping')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={hint.percent}
              >
                <div className="h-full rounded-full bg-accent-500" style={{ width: `${hint.percent}%` }} />
              </div>
            </div>
          )}
          <p className="flex justify-between border-t border-line pt-2 text-base">
            <span className="font-semibold">{t('Total')}</span>
            <span className="font-bold" data-testid="dropdown-total">
              {amount(quote?.total)}
            </span>
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
      }
    >
      {items.map((line) => (
        <CartDropdownLine
          key={productIdOf(line.product)}
          line={line}
          onRemoved={() => headingRef.current?.focus()}
        />
      ))}
    </HeaderDropdownPanel>
  );
}
