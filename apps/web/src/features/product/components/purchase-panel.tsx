// Quantity, Add to Cart, Buy Now and the wishlist toggle (docs/behaviour/product.md#product-page). Guests get the
// spec's prompts and go to /login carrying /product/{id} as the origin, which the login page returns to. Which cart
// the line goes to is the caller's business (the route passes the cart store's add), since features stay apart.
// On phones the same handlers also drive the sticky bar that appears once these buttons scroll away.
import { Heart, Minus, Plus, ShoppingCart, Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product } from '@haat/domain/catalog/product.schema';
import { isInWishlist } from '@haat/domain/cart/wishlist';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { toCartProduct } from '../../../components/product/wishlist-heart.tsx';
import { useWishlistStore } from '../../../lib/stores/wishlist-store.ts';
import { canPurchase, clampQuantity, maxQuantity, quantityButtons } from '../product-facts.ts';
import { StickyPurchaseBar, useIsPhone, useScrolledPast } from './sticky-purchase-bar.tsx';

/** How long Add to Cart shows its adding state (spec 2: about 400 ms). */
export const ADDING_MS = 400;

export interface PurchaseActions {
  isSignedIn: boolean;
  addToCart: (product: Product, quantity: number) => void;
  /** Opens the location picker from the delivery block (the route owns the picker). */
  onChangeLocation?: () => void;
}

export function PurchasePanel({ product, isSignedIn, addToCart }: { product: Product } & PurchaseActions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const buttons = useRef<HTMLDivElement>(null);
  const showBar = useScrolledPast(buttons, useIsPhone());
  const saved = useWishlistStore((s) => isInWishlist(s.items, product.id));
  const toggleWishlist = useWishlistStore((s) => s.toggleItem);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const inStock = canPurchase(product.stock);
  const { canDecrement, canIncrement } = quantityButtons(quantity, product.stock);
  const origin = `/product/${product.id}`;

  const toLogin = (message: string) => {
    toast.error(message);
    navigate('/login', { state: { from: origin } });
  };

  const onAddToCart = () => {
    if (!isSignedIn) return toLogin(t('Please log in to add items to your cart'));
    setAdding(true);
    timer.current = window.setTimeout(() => {
      addToCart(product, quantity);
      setAdding(false);
      toast.success(t('Added to cart'));
    }, ADDING_MS);
  };

  const onBuyNow = () => {
    if (!isSignedIn) return toLogin(t('Please log in to proceed'));
    try {
      addToCart(product, quantity);
      navigate('/cart');
    } catch (error) {
      console.error('Buy Now failed', error);
      toast.error(t('Failed to proceed to checkout'));
    }
  };

  const onWishlist = () => {
    if (!isSignedIn) return toLogin(t('Please log in to save items to your wishlist'));
    try {
      toggleWishlist(toCartProduct(product));
      toast.success(saved ? t('Removed from wishlist') : t('Added to wishlist'));
    } catch (error) {
      console.error('Wishlist update failed', error);
      toast.error(t('Failed to update wishlist'));
    }
  };

  const stepper =
    'grid size-9 place-items-center text-ink hover:bg-page disabled:cursor-not-allowed disabled:text-ink-subtle disabled:hover:bg-transparent';

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <span className="text-sm font-medium text-ink" id="quantity-label">
          {t('Quantity')}
        </span>
        <div
          role="group"
          aria-labelledby="quantity-label"
          className="inline-flex items-center overflow-hidden rounded-md border border-line bg-white"
        >
          <button
            type="button"
            className={stepper}
            onClick={() => setQuantity((q) => clampQuantity(q - 1, product.stock))}
            disabled={!inStock || !canDecrement}
            aria-label={t('Decrease quantity')}
          >
            <Minus aria-hidden className="size-4" />
          </button>
          <output
            aria-live="polite"
            data-testid="quantity"
            className="w-10 border-x border-line text-center text-sm font-semibold leading-9"
          >
            {quantity}
          </output>
          <button
            type="button"
            className={stepper}
            onClick={() => setQuantity((q) => clampQuantity(q + 1, product.stock))}
            disabled={!inStock || !canIncrement}
            aria-label={t('Increase quantity')}
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </div>
        {inStock && (
          <span className="text-xs text-ink-muted">
            {t('Max {{count}}', { count: maxQuantity(product.stock) })}
          </span>
        )}
      </div>

      <div ref={buttons} className="grid grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] gap-2">
        <button
          type="button"
          onClick={onWishlist}
          aria-pressed={saved}
          aria-label={saved ? t('Remove from wishlist') : t('Add to wishlist')}
          className="grid size-12 place-items-center rounded-md border border-line bg-white hover:border-danger"
        >
          <Heart aria-hidden className={`size-5 ${saved ? 'fill-danger text-danger' : 'text-ink-muted'}`} />
        </button>
        <button
          type="button"
          onClick={onAddToCart}
          disabled={!inStock || adding}
          aria-busy={adding}
          className="inline-flex min-h-12 min-w-0 items-center justify-center gap-1.5 rounded-md py-1 text-center leading-tight bg-accent-500 px-2 text-[13px] md:text-sm font-bold uppercase text-ink shadow-card hover:bg-accent-600 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <ShoppingCart aria-hidden className="size-4.5" />
          {adding ? t('Adding...') : t('Add to Cart')}
        </button>
        <button
          type="button"
          onClick={onBuyNow}
          disabled={!inStock}
          className="inline-flex min-h-12 min-w-0 items-center justify-center gap-1.5 rounded-md py-1 text-center leading-tight bg-brand-700 px-2 text-[13px] md:text-sm font-bold uppercase text-white shadow-card hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Zap aria-hidden className="size-4.5 fill-current" />
          {t('Buy Now')}
        </button>
      </div>
      {showBar && (
        <StickyPurchaseBar
          product={product}
          inStock={inStock}
          adding={adding}
          onAddToCart={onAddToCart}
          onBuyNow={onBuyNow}
        />
      )}
    </div>
  );
}
