// One line of the header cart dropdown (docs/behaviour/cart.md#cart-dropdown): picture, rating, name, brand, prices,
// quantity and Remove.
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  discountPercentOf,
  originalPriceOf,
  productIdOf,
  QUANTITY_LOCKOUT_MS,
  ratingOf,
  unitPrice,
  type CartLine,
} from '@haat/domain/cart/cart';
import { HeaderDropdownLine } from '../../../components/ui/header-dropdown-panel.tsx';
import { RatingBadge } from '../../../components/ui/rating-badge.tsx';
import { formatInr } from '../../../lib/format.ts';
import { useCartStore } from '../stores/cart-store.ts';

export function CartDropdownLine({ line, onRemoved }: { line: CartLine; onRemoved: () => void }) {
  const { t } = useTranslation();
  const { product, quantity } = line;
  const id = productIdOf(product) ?? '';
  const setQuantity = useCartStore((s) => s.setQuantity);
  const removeItem = useCartStore((s) => s.removeItem);
  // While the line's request is out the controls wait too
  // (docs/behaviour/cart.md#guest-and-signed-in-synchronisation); signed in, the server's stock cap is known.
  const pending = useCartStore((s) => Boolean(s.pendingLines[id]));
  const maxQuantity = useCartStore((s) => s.lineInfo[id]?.maxQuantity);
  const [lockedAfterChange, setLocked] = useState(false);
  const locked = lockedAfterChange || pending;
  const atMax = maxQuantity !== undefined && quantity >= maxQuantity;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const rating = ratingOf(product);
  const original = originalPriceOf(product);
  const percentOff = discountPercentOf(product);
  const name = product.name || t('Product');

  // aria-disabled rather than disabled: a disabled button would drop keyboard focus after each press.
  function change(action: () => void) {
    if (locked) return;
    action();
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), QUANTITY_LOCKOUT_MS);
  }

  function remove() {
    removeItem(id);
    onRemoved();
  }

  const stepper =
    'flex h-7 w-7 items-center justify-center text-ink hover:bg-page aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

  return (
    <HeaderDropdownLine
      imageUrl={product.images?.[0]?.url}
      name={name}
      to={`/product/${encodeURIComponent(id)}`}
      thumbnailSize={64}
      linkClassName="line-clamp-2 text-sm font-medium leading-snug text-ink hover:text-brand-700"
    >
      <div className="mt-0.5 flex items-center gap-2">
        {product.brand && <span className="truncate text-xs text-ink-muted">{product.brand}</span>}
        {rating !== undefined && (
          <RatingBadge value={rating} label={t('Rated {{rating}} out of 5', { rating: rating.toFixed(1) })} />
        )}
      </div>
      <div className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="text-sm font-bold text-ink">{formatInr(unitPrice(product))}</span>
        {original !== undefined && (
          <span className="text-xs text-ink-muted line-through">
            <span className="sr-only">{t('Original price')} </span>
            {formatInr(original)}
          </span>
        )}
        {percentOff > 0 && (
          <span className="text-xs font-semibold text-success">
            {t('{{percent}}% off', { percent: percentOff })}
          </span>
        )}
      </div>
      <div className="mt-2 flex items-center justify-between gap-2">
        <div
          className="flex items-center rounded-md border border-line"
          role="group"
          aria-label={t('Quantity of {{name}}', { name })}
        >
          <button
            type="button"
            className={`${stepper} rounded-s-md`}
            aria-disabled={locked}
            aria-label={
              quantity <= 1
                ? t('Remove {{name}} from cart', { name })
                : t('Decrease quantity of {{name}}', { name })
            }
            onClick={() => change(() => (quantity <= 1 ? remove() : setQuantity(id, quantity - 1)))}
          >
            <Minus className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
          <span
            className="min-w-8 text-center text-sm font-semibold"
            aria-live="polite"
            aria-busy={pending || undefined}
          >
            {quantity}
          </span>
          <button
            type="button"
            className={`${stepper} rounded-e-md`}
            aria-disabled={locked || atMax}
            aria-label={t('Increase quantity of {{name}}', { name })}
            onClick={() => !atMax && change(() => setQuantity(id, quantity + 1))}
          >
            <Plus className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </div>
        <button
          type="button"
          onClick={() => change(remove)}
          aria-disabled={locked}
          aria-label={t('Remove {{name}} from cart', { name })}
          className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs font-medium text-danger hover:bg-danger-50 aria-disabled:opacity-50"
        >
          <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
          {t('Remove')}
        </button>
      </div>
    </HeaderDropdownLine>
  );
}
