// /wishlist (docs/behaviour/wishlist.md#wishlist-page, #wishlist-rules): guests are asked to sign in; signed in, the
// saved products newest first with Move to Cart ('{name} moved to cart successfully!'), Remove and Clear All behind
// its confirmation, an empty state, and links to the account and home. Adding to the cart is the caller's part
// (features stay apart).
import { ChevronRight, Heart } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartProduct } from '@haat/domain/cart/cart';
import { CART_MESSAGES } from '@haat/domain/cart/cart-api.schema';
import { wishlistProductId } from '@haat/domain/cart/wishlist';
import { toast } from '../../../../components/ui/lazy-toast.tsx';
import { useWishlistStore } from '../../../../lib/stores/wishlist-store.ts';
import { ClearWishlistDialog } from './clear-wishlist-dialog.tsx';
import { newestFirst } from './wishlist-facts.ts';
import { WishlistGuest } from './wishlist-guest.tsx';
import { WishlistItemCard } from './wishlist-item-card.tsx';
import { WishlistSkeleton } from './wishlist-skeleton.tsx';

export function WishlistPage({
  isSignedIn,
  loading,
  onMoveToCart,
}: {
  isSignedIn: boolean;
  /** The account's wishlist has not arrived yet. */
  loading: boolean;
  /** Adds one of the product to the cart and takes it off the wishlist; rejects when either fails. */
  onMoveToCart: (product: CartProduct) => Promise<void>;
}) {
  const { t } = useTranslation();
  const items = useWishlistStore((s) => s.items);
  const pendingItems = useWishlistStore((s) => s.pendingItems);
  const commitRemove = useWishlistStore((s) => s.commitRemove);
  const commitClear = useWishlistStore((s) => s.commitClear);
  const [moving, setMoving] = useState<Record<string, boolean>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);

  const crumbs = (
    <nav aria-label={t('Breadcrumb')} className="mb-2 flex items-center gap-1 text-xs text-ink-muted">
      <Link to="/" className="hover:text-brand-700 hover:underline">
        {t('Home')}
      </Link>
      <ChevronRight aria-hidden="true" className="size-3.5 rtl:rotate-180" />
      {isSignedIn && (
        <>
          <Link to="/profile" className="hover:text-brand-700 hover:underline">
            {t('My Account')}
          </Link>
          <ChevronRight aria-hidden="true" className="size-3.5 rtl:rotate-180" />
        </>
      )}
      <span aria-current="page" className="font-medium text-ink">
        {t('My Wishlist')}
      </span>
    </nav>
  );

  if (!isSignedIn) {
    return (
      <div className="container-page py-3 md:py-6">
        {crumbs}
        <h1 className="sr-only">{t('My Wishlist')}</h1>
        <WishlistGuest localItems={items} />
      </div>
    );
  }

  const anyBusy = Object.keys(pendingItems).length > 0 || Object.keys(moving).length > 0;

  async function move(product: CartProduct) {
    const id = wishlistProductId({ _id: '', product });
    if (!id || moving[id]) return;
    setMoving((m) => ({ ...m, [id]: true }));
    try {
      await onMoveToCart(product);
      toast.success(t('{{name}} moved to cart successfully!', { name: product.name }));
      headingRef.current?.focus();
    } catch (error) {
      console.error('Moving to the cart failed', error);
      toast.error(t('Failed to move item to cart. Please try again.'));
    } finally {
      setMoving(({ [id]: _done, ...rest }) => rest);
    }
  }

  async function remove(productId: string) {
    try {
      await commitRemove(productId);
      toast.success(t(CART_MESSAGES.removedFromWishlist));
      headingRef.current?.focus();
    } catch (error) {
      console.error('Removing from the wishlist failed', error);
      toast.error(t('Failed to remove item from wishlist'));
    }
  }

  async function clearAll() {
    try {
      await commitClear();
      toast.success(t(CART_MESSAGES.wishlistCleared));
    } catch (error) {
      console.error('Clearing the wishlist failed', error);
      toast.error(t('Failed to clear wishlist'));
    }
  }

  return (
    <div className="container-page py-3 md:py-6">
      {crumbs}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-ink focus:outline-none md:text-xl"
        >
          {t('My Wishlist')}
          <span className="ms-2 text-sm font-medium text-ink-muted">
            {items.length === 1 ? t('(1 item)') : t('({{count}} items)', { count: items.length })}
          </span>
        </h1>
        {items.length > 0 && <ClearWishlistDialog disabled={anyBusy} onConfirm={() => void clearAll()} />}
      </div>

      {items.length === 0 && loading ? (
        <WishlistSkeleton />
      ) : items.length === 0 ? (
        <section
          className="rounded-lg bg-card px-4 py-12 text-center shadow-card"
          data-testid="wishlist-empty"
        >
          <span
            aria-hidden="true"
            className="mx-auto grid size-16 place-items-center rounded-full bg-danger-50 text-danger"
          >
            <Heart className="size-8" />
          </span>
          <h2 className="mt-4 text-lg font-bold text-ink">{t('Your wishlist is empty')}</h2>
          <p className="mx-auto mt-1 max-w-sm text-sm text-ink-muted">
            {t('Tap the heart on any product to save it here for later.')}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link
              to="/"
              className="rounded-md bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('Continue Shopping')}
            </Link>
            <Link
              to="/profile"
              className="rounded-md border border-brand-700 px-6 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('Go to My Account')}
            </Link>
          </div>
        </section>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {newestFirst(items).map((item) => {
            const id = wishlistProductId(item) ?? item._id;
            return (
              <WishlistItemCard
                key={id}
                item={item}
                productId={id}
                busy={Boolean(pendingItems[id] || moving[id])}
                onMove={(product) => void move(product)}
                onRemove={(productId) => void remove(productId)}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
