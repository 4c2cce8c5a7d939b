// The header wishlist's panel on large screens (spec 1 §2): heading, saved products with Add to Cart and Remove,
// and the way to the wishlist page. Loaded on intent by wishlist-button.tsx, which draws the trigger. Adding to the
// cart is the caller's part (features do not import each other).
import { Heart, Trash2 } from 'lucide-react';
import { useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { originalPriceOf, unitPrice, type CartProduct } from '@haat/domain/cart/cart';
import { wishlistProductId } from '@haat/domain/cart/wishlist';
import { HoverPopover, HoverPopoverClose } from '../../../components/ui/hover-popover.tsx';
import type { Intent } from '../../../components/ui/lazy-on-intent.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { formatInr } from '../../../lib/format.ts';
import { useWishlistStore } from '../stores/wishlist-store.ts';

export function WishlistDropdown({
  trigger,
  arrival,
  onAddToCart,
}: {
  trigger: ReactElement;
  arrival: Intent | null;
  onAddToCart: (product: CartProduct) => void;
}) {
  const { t } = useTranslation();
  const items = useWishlistStore((s) => s.items);
  const count = useWishlistStore((s) => s.wishlistCount);
  const removeItem = useWishlistStore((s) => s.removeItem);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <HoverPopover
      label={t('Wishlist')}
      className="w-[360px] max-w-[calc(100vw-1.5rem)]"
      trigger={trigger}
      arrival={arrival}
    >
      <h2 ref={headingRef} tabIndex={-1} className="border-b border-line px-4 py-3 text-base font-semibold focus:outline-none">
        {t('My Wishlist')}
        {count > 0 && <span className="ml-1 font-normal text-ink-muted">({count})</span>}
      </h2>
      {count === 0 ? (
        <div className="flex flex-col items-center px-6 py-8 text-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-danger-50 text-danger">
            <Heart className="h-8 w-8" aria-hidden="true" />
          </span>
          <p className="mt-3 font-semibold text-ink">{t('Your wishlist is empty')}</p>
          <p className="mt-1 text-sm text-ink-muted">{t('Save items you love and find them here later.')}</p>
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
            {items.map((item) => {
              const id = wishlistProductId(item) ?? item._id;
              const { product } = item;
              const name = product.name || t('Product');
              const original = originalPriceOf(product);
              return (
                <li key={id} className="flex gap-3 px-4 py-3">
                  <Thumbnail src={product.images?.[0]?.url} alt={name} size={56} />
                  <div className="min-w-0 flex-1">
                    <HoverPopoverClose asChild>
                      <Link
                        to={`/product/${encodeURIComponent(id)}`}
                        className="line-clamp-2 text-sm font-medium leading-snug hover:text-brand-700"
                      >
                        {name}
                      </Link>
                    </HoverPopoverClose>
                    <p className="mt-0.5 flex items-baseline gap-2">
                      <span className="text-sm font-bold">{formatInr(unitPrice(product))}</span>
                      {original !== undefined && (
                        <span className="text-xs text-ink-muted line-through">
                          <span className="sr-only">{t('Original price')} </span>
                          {formatInr(original)}
                        </span>
                      )}
                    </p>
                    <div className="mt-2 flex items-center gap-2">
                      <button
                        type="button"
                        onClick={() => onAddToCart(product)}
                        aria-label={t('Add {{name}} to cart', { name })}
                        className="rounded-md bg-accent-400 px-3 py-1.5 text-xs font-bold text-ink hover:bg-accent-500"
                      >
                        {t('Add to Cart')}
                      </button>
                      <button
                        type="button"
                        onClick={() => {
                          removeItem(id);
                          headingRef.current?.focus();
                        }}
                        aria-label={t('Remove {{name}} from wishlist', { name })}
                        className="inline-flex items-center gap-1 rounded px-1.5 py-1.5 text-xs font-medium text-danger hover:bg-danger-50"
                      >
                        <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
                        {t('Remove')}
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="border-t border-line p-3">
            <HoverPopoverClose asChild>
              <Link
                to="/wishlist"
                className="block rounded-md border border-brand-700 px-4 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t('View All Wishlist Items')}
              </Link>
            </HoverPopoverClose>
          </div>
        </>
      )}
    </HoverPopover>
  );
}
