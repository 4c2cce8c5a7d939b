// The header wishlist on large screens (docs/behaviour/wishlist.md#wishlist-dropdown): the heart with its count
// badge. The dropdown behind it (Radix Popover and the saved products) loads on intent, so the first download carries
// only this button.
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CartProduct } from '@haat/domain/cart/cart';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { intentLoader, LazyOnIntent, StandInTrigger } from '../../../components/ui/lazy-on-intent.tsx';
import { useWishlistStore } from '../../../lib/stores/wishlist-store.ts';

const dropdown = intentLoader(() => import('./wishlist-dropdown.tsx'));

export function WishlistButton({
  onAddToCart,
  triggerClassName = '',
}: {
  onAddToCart: (product: CartProduct) => void;
  triggerClassName?: string;
}) {
  const { t } = useTranslation();
  const count = useWishlistStore((s) => s.wishlistCount);
  const trigger = (
    <button
      type="button"
      className={triggerClassName}
      aria-label={count === 1 ? t('Wishlist, 1 item') : t('Wishlist, {{count}} items', { count })}
    >
      {/* The word comes first in the markup and is drawn after the icon: the name "Wishlist, 1 item" then holds
          what is shown in its order ("Wishlist" then the count), as speech input and axe's label-in-name need. */}
      <span className="hidden text-sm font-semibold xl:order-last xl:inline">{t('Wishlist')}</span>{' '}
      <span className="relative">
        <Heart className="h-6 w-6" aria-hidden="true" />
        <CountBadge count={count} />
      </span>
    </button>
  );
  return (
    <LazyOnIntent
      loader={dropdown}
      fallback={({ intent }) => <StandInTrigger trigger={trigger} popup="dialog" intent={intent()} />}
    >
      {({ WishlistDropdown }, arrival) => (
        <WishlistDropdown trigger={trigger} arrival={arrival} onAddToCart={onAddToCart} />
      )}
    </LazyOnIntent>
  );
}
