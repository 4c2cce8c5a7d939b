// One line of /cart (docs/behaviour/cart.md#cart-page): picture and name linking to the product, brand and seller,
// selling price, struck MRP and percent off, stock hints, quantity − and + (never below 1, never above the line's
// maximum, locked briefly after a change and while the line's request is in flight), Remove and the line total.
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  discountPercentOf,
  originalPriceOf,
  productIdOf,
  QUANTITY_LOCKOUT_MS,
  ratingOf,
  unitPrice,
  type CartLine,
} from '@haat/domain/cart/cart';
import { CART_MESSAGES } from '@haat/domain/cart/cart-api.schema';
import { stockStatus } from '../../../../components/product/card-facts.ts';
import { toast } from '../../../../components/ui/lazy-toast.tsx';
import { RatingBadge } from '../../../../components/ui/rating-badge.tsx';
import { Thumbnail } from '../../../../components/ui/thumbnail.tsx';
import { formatInr } from '../../../../lib/format.ts';
import { useCartStore } from '../../stores/cart-store.ts';
import {
  lineAvailable,
  lineMaximum,
  lineTotalRupees,
  sellerNameOf,
  stepperState,
  stockOf,
} from './line-facts.ts';

export function CartLineItem({ line, onRemoved }: { line: CartLine; onRemoved: () => void }) {
  const { t } = useTranslation();
  const { product, quantity } = line;
  const id = productIdOf(product) ?? '';
  const pending = useCartStore((s) => Boolean(s.pendingLines[id]));
  const info = useCartStore((s) => s.lineInfo[id]);
  const notice = useCartStore((s) => s.notices.find((n) => n.productId === id));
  const commitQuantity = useCartStore((s) => s.commitQuantity);
  const commitRemove = useCartStore((s) => s.commitRemove);
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const busy = pending || locked;
  const { canDecrease, canIncrease } = stepperState(line, busy, info);
  const maximum = lineMaximum(line, info);
  const available = lineAvailable(line, info);
  const stock = stockOf(product);
  const status = stock === undefined ? undefined : stockStatus(stock);
  const original = originalPriceOf(product);
  const percentOff = discountPercentOf(product);
  const rating = ratingOf(product);
  const seller = sellerNameOf(product);
  const name = product.name || t('Product');
  const href = `/product/${encodeURIComponent(id)}`;

  function lockBriefly() {
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), QUANTITY_LOCKOUT_MS);
  }

  async function changeQuantity(next: number) {
    if (busy || next < 1 || next > maximum) return;
    lockBriefly();
    try {
      await commitQuantity(id, next);
      toast.success(t(CART_MESSAGES.updated));
    } catch (error) {
      console.error('Quantity update failed', error);
      toast.error(t('Failed to update quantity'));
    }
  }

  async function remove() {
    if (pending) return;
    try {
      await commitRemove(id);
      toast.success(t(CART_MESSAGES.removed));
      onRemoved();
    } catch (error) {
      console.error('Removing a cart line failed', error);
      toast.error(t('Failed to remove item'));
    }
  }

  const stepper =
    'grid size-8 place-items-center text-ink hover:bg-page aria-disabled:cursor-not-allowed aria-disabled:text-ink-subtle aria-disabled:hover:bg-transparent';

  return (
    <li className="flex gap-3 px-3 py-4 md:gap-4 md:px-5" aria-busy={pending} data-testid="cart-line">
      <Link
        to={href}
        className="shrink-0 self-start rounded-md border border-line bg-white p-1"
        tabIndex={-1}
      >
        <Thumbnail src={product.images?.[0]?.url} alt={name} size={88} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={href}
              className="line-clamp-2 text-sm font-medium leading-snug text-ink hover:text-brand-700 md:text-base"
            >
              {name}
            </Link>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-ink-muted">
              {(product.brand || seller) && (
                <span>
                  {[product.brand, seller ? t('Sold by {{seller}}', { seller }) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              )}
              {rating !== undefined && (
                <RatingBadge
                  value={rating}
                  label={t('Rated {{rating}} out of 5', { rating: rating.toFixed(1) })}
                />
              )}
            </p>
          </div>
          <p className="hidden shrink-0 text-end sm:block">
            <span className="sr-only">{t('Line total')} </span>
            <span className="text-base font-bold text-ink">{formatInr(lineTotalRupees(line))}</span>
          </p>
        </div>

        <p className="mt-1.5 flex flex-wrap items-baseline gap-x-2">
          <span className="text-base font-bold text-ink">{formatInr(unitPrice(product))}</span>
          {original !== undefined && (
            <s
              className="text-xs text-ink-subtle"
              aria-label={t('M.R.P.: {{mrp}}', { mrp: formatInr(original) })}
            >
              {formatInr(original)}
            </s>
          )}
          {percentOff > 0 && (
            <span className="text-xs font-semibold text-success">
              {t('{{percent}}% off', { percent: percentOff })}
            </span>
          )}
        </p>

        {!available ? (
          <p className="mt-1 text-xs font-semibold text-danger">{t('Currently unavailable')}</p>
        ) : status?.kind === 'low' ? (
          <p className="mt-1 text-xs font-semibold text-danger">
            {t('Only {{count}} left', { count: status.left })}
          </p>
        ) : null}
        {notice && (
          <p className="mt-1 rounded bg-accent-50 px-2 py-1 text-xs text-ink" role="status">
            {t(notice.message)}
          </p>
        )}

        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <div
            className="flex items-center rounded-md border border-line"
            role="group"
            aria-label={t('Quantity of {{name}}', { name })}
          >
            <button
              type="button"
              className={`${stepper} rounded-s-md`}
              aria-disabled={!canDecrease}
              aria-label={t('Decrease quantity of {{name}}', { name })}
              onClick={() => void changeQuantity(quantity - 1)}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <span
              className="min-w-10 border-x border-line text-center text-sm font-semibold leading-8"
              aria-live="polite"
              data-testid="line-quantity"
            >
              {quantity}
            </span>
            <button
              type="button"
              className={`${stepper} rounded-e-md`}
              aria-disabled={!canIncrease}
              aria-label={t('Increase quantity of {{name}}', { name })}
              onClick={() => void changeQuantity(quantity + 1)}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <button
            type="button"
            onClick={() => void remove()}
            aria-disabled={pending}
            aria-label={t('Remove {{name}} from cart', { name })}
            className="inline-flex items-center gap-1 rounded px-2 py-1.5 text-sm font-semibold text-ink-muted hover:bg-danger-50 hover:text-danger aria-disabled:opacity-50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('Remove')}
          </button>
          <p className="ms-auto text-end sm:hidden">
            <span className="sr-only">{t('Line total')} </span>
            <span className="text-sm font-bold text-ink">{formatInr(lineTotalRupees(line))}</span>
          </p>
        </div>
        {available && quantity >= maximum && maximum > 0 && (
          <p className="mt-1.5 text-xs text-ink-muted">
            {t('You have the most you can order of this item ({{count}}).', { count: maximum })}
          </p>
        )}
      </div>
    </li>
  );
}
