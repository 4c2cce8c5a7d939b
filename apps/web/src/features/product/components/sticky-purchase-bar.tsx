// Phones only (below md): once the main Add to Cart and Buy Now have scrolled up out of view, a bar fixed to the
// bottom keeps the price and the two buttons in reach, with the panel's own handlers and states. While it shows,
// the page gets as much bottom padding as the bar is tall, so the footer's last lines are never hidden under it.
import { ShoppingCart, Zap } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@haat/domain/catalog/product.schema';
import { formatInr } from '@haat/domain/money/money';
import { priceBlock } from '../product-facts.ts';

/** Tailwind's md breakpoint (48rem): from there on the purchase panel sits beside the gallery. */
const PHONE_QUERY = '(max-width: 47.98rem)';
/** The bar's height (its row and top border) without the safe-area inset: the page's bottom padding. */
const BAR_HEIGHT = 'calc(4rem + 1px)';
/**
 * The watched area: the screen less the sticky header's ~100 px at the top (its logo and search rows on a
 * phone; buttons under it count as out of view), stretched far below the screen. An observer reports only crossings, so with a plain screen a jump from
 * the top of the page to below the buttons (a fling, the End key) would go unnoticed: buttons not yet reached
 * and buttons scrolled past both read "not intersecting". Stretched, "below" reads intersecting, and any move
 * past the buttons is a crossing.
 */
const WATCHED_AREA = '-100px 0px 1000000px 0px';

function subscribePhone(onChange: () => void) {
  const media = window.matchMedia(PHONE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/** True while `target` is above the visible area (scrolled past), watched only when `enabled`. */
export function useScrolledPast(target: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    // Not watched: the answer is false whatever `past` last was; a new observer reports at once when re-enabled.
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const top = entry.rootBounds?.top ?? 0;
        setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
      },
      { rootMargin: WATCHED_AREA },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled]);
  return enabled && past;
}

/** Keeps the end of the page clear of the bar while it shows. */
function useBottomPadding(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    const previous = body.style.paddingBottom;
    body.style.paddingBottom = `calc(${BAR_HEIGHT} + env(safe-area-inset-bottom, 0px))`;
    return () => {
      body.style.paddingBottom = previous;
    };
  }, [active]);
}

export function StickyPurchaseBar({
  product,
  inStock,
  adding,
  onAddToCart,
  onBuyNow,
}: {
  product: Product;
  inStock: boolean;
  adding: boolean;
  onAddToCart: () => void;
  onBuyNow: () => void;
}) {
  const { t } = useTranslation();
  useBottomPadding(true);
  const price = priceBlock(product);
  // A label wraps onto a second line rather than run past its button (Malayalam's "കാർട്ടിലേക്ക് ചേർക്കുക" and
  // "ഇപ്പോൾ വാങ്ങുക" did at 390 px): docs/behaviour/shell.md#long-scripts.
  const button =
    'inline-flex h-11 min-w-0 flex-1 items-center justify-center gap-1 rounded-md px-2 text-center text-xs leading-tight font-bold uppercase shadow-card disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <section
      aria-label={t('Quick purchase')}
      data-testid="sticky-purchase-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card pb-[env(safe-area-inset-bottom)] shadow-pop md:hidden"
    >
      <div className="flex h-16 items-center gap-2 px-3">
        <p className="min-w-0 shrink-0 leading-tight">
          <span className="block text-lg font-bold text-ink" data-testid="sticky-price">
            {formatInr(price.selling)}
          </span>
          {price.percentOff > 0 ? (
            <span className="block text-xs font-semibold text-success">
              {t('{{percent}}% off', { percent: price.percentOff })}
            </span>
          ) : (
            <span className="block text-xs text-ink-muted">{t('Inclusive of all taxes')}</span>
          )}
        </p>
        <button
          type="button"
          onClick={onAddToCart}
          disabled={!inStock || adding}
          aria-busy={adding}
          className={`${button} bg-accent-500 text-ink hover:bg-accent-600`}
        >
          <ShoppingCart aria-hidden className="size-4 shrink-0" />
          {adding ? t('Adding...') : t('Add to Cart')}
        </button>
        <button
          type="button"
          onClick={onBuyNow}
          disabled={!inStock}
          className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
        >
          <Zap aria-hidden className="size-4 shrink-0 fill-current" />
          {t('Buy Now')}
        </button>
      </div>
    </section>
  );
}
