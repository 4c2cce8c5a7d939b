// /wishlist for a guest (docs/behaviour/shell.md#who-may-do-what): 'Please log in to view your wishlist' with Sign In
// (coming back here) and the way home; products saved on this device are promised to the account, as the merge at
// sign-in keeps them.
import { Heart, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WishlistItem } from '@haat/domain/cart/wishlist';
import { Thumbnail } from '../../../../components/ui/thumbnail.tsx';

const PREVIEWS = 4;

export function WishlistGuest({ localItems }: { localItems: readonly WishlistItem[] }) {
  const { t } = useTranslation();
  const count = localItems.length;
  return (
    <section
      className="mx-auto max-w-lg rounded-lg bg-card px-4 py-10 text-center shadow-card md:px-8 md:py-12"
      data-testid="wishlist-guest"
    >
      <span
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-danger-50 text-danger"
      >
        <Heart className="size-8" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink">{t('Please log in to view your wishlist')}</h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-ink-muted">
        {t('Sign in to see the products you saved, on any device, and move them to your cart.')}
      </p>
      {count > 0 && (
        <div className="mx-auto mt-5 max-w-sm rounded-md bg-brand-50 px-3 py-3 text-sm text-ink" role="note">
          <div className="mb-2 flex justify-center gap-2" aria-hidden="true">
            {localItems.slice(0, PREVIEWS).map((item) => (
              <Thumbnail
                key={item._id}
                src={item.product.images?.[0]?.url}
                alt=""
                size={44}
                className="border border-line bg-white"
              />
            ))}
          </div>
          {count === 1
            ? t(
                'You saved 1 product on this device. It will be kept and added to your wishlist when you sign in.',
              )
            : t(
                'You saved {{count}} products on this device. They will be kept and added to your wishlist when you sign in.',
                { count },
              )}
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to={{ pathname: '/login', search: '?from=%2Fwishlist' }}
          state={{ from: '/wishlist' }}
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <LogIn aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('Sign In')}
        </Link>
        <Link
          to="/"
          className="rounded-md border border-brand-700 px-6 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('Continue Shopping')}
        </Link>
      </div>
    </section>
  );
}
