// The header wishlist's panel on large screens (docs/behaviour/wishlist.md#wishlist-dropdown): heading, saved
// products with Add to Cart and Remove, and the way to the wishlist page. Loaded on intent by wishlist-button.tsx,
// which draws the trigger. Adding to the cart is the caller's part (features do not import each other).
import { Heart, Trash2 } from 'lucide-react';
import { useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { originalPriceOf, unitPrice, type CartProduct } from '@haat/domain/cart/cart';
import { wishlistProductId } from '@haat/domain/cart/wishlist';
import { HeaderDropdownLine, HeaderDropdownPanel } from '../../../components/ui/header-dropdown-panel.tsx';
import { HoverPopoverClose } from '../../../components/ui/hover-popover.tsx';
import type { Intent } from '../../../components/ui/lazy-on-intent.tsx';
import { formatInr } from '../../../lib/format.ts';
import { useWishlistStore } from '../../../lib/stores/wishlist-store.ts';

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
    <HeaderDropdownPanel
      label={t('Wishlist')}
      className="w-[360px] max-w-[calc(100vw-1.5rem)]"
      trigger={trigger}
      arrival={arrival}
      heading={t('My Wishlist')}
      count={count}
      headingRef={headingRef}
      empty={{
        icon: Heart,
        iconClassName: 'bg-danger-50 text-danger',
        title: t('Your wishlist is empty'),
        text: t('Save items you love and find them here later.'),
      }}
      footer={
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
      }
    >
      {items.map((item) => {
        const id = wishlistProductId(item) ?? item._id;
        const { product } = item;
        const name = product.name || t('Product');
        const original = originalPriceOf(product);
        return (
          <HeaderDropdownLine
            key={id}
            imageUrl={product.images?.[0]?.url}
            name={name}
            to={`/product/${encodeURIComponent(id)}`}
            thumbnailSize={56}
            linkClassName="line-clamp-2 text-sm font-medium leading-snug hover:text-brand-700"
          >
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
          </HeaderDropdownLine>
        );
      })}
    </HeaderDropdownPanel>
  );
}
