// The header cart on large screens (docs/behaviour/cart.md#cart-dropdown): the icon with its count badge. The
// dropdown behind it (Radix Popover and the lines) loads on intent, so the first download carries only this button.
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { intentLoader, LazyOnIntent, StandInTrigger } from '../../../components/ui/lazy-on-intent.tsx';
import { useCartStore } from '../stores/cart-store.ts';

const dropdown = intentLoader(() => import('./cart-dropdown.tsx'));

export function CartButton({ triggerClassName = '' }: { triggerClassName?: string }) {
  const { t } = useTranslation();
  const count = useCartStore((s) => s.items.length);
  const trigger = (
    <button
      type="button"
      className={triggerClassName}
      aria-label={count === 1 ? t('Cart, 1 item') : t('Cart, {{count}} items', { count })}
    >
      {/* The word comes first in the markup and is drawn after the icon: the name "Cart, 1 item" then holds
          what is shown in its order ("Cart" then the count), as speech input and axe's label-in-name need. */}
      <span className="hidden text-sm font-semibold xl:order-last xl:inline">{t('Cart')}</span>{' '}
      <span className="relative">
        <ShoppingCart className="h-6 w-6" aria-hidden="true" />
        <CountBadge count={count} />
      </span>
    </button>
  );
  return (
    <LazyOnIntent
      loader={dropdown}
      fallback={({ intent }) => <StandInTrigger trigger={trigger} popup="dialog" intent={intent()} />}
    >
      {({ CartDropdown }, arrival) => <CartDropdown trigger={trigger} arrival={arrival} />}
    </LazyOnIntent>
  );
}
