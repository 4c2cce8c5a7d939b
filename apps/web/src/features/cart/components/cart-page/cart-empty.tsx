// The empty /cart (docs/behaviour/cart.md#cart-page): what to do next, with Start Shopping to the home page; a guest
// is also offered to sign in, where a cart saved to the account waits.
import { LogIn, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function CartEmpty({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      className="rounded-lg bg-card px-4 py-12 text-center shadow-card md:py-16"
      data-testid="cart-empty"
    >
      <span
        aria-hidden="true"
        className="mx-auto grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700"
      >
        <ShoppingCart className="size-10" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink md:text-xl">{t('Your cart is empty')}</h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-ink-muted">
        {t('Looks like you have not added anything yet. Explore today’s deals and fill it up!')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-md bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('Start Shopping')}
        </Link>
        {!isSignedIn && (
          <Link
            to="/login"
            state={{ from: '/cart' }}
            className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-6 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <LogIn aria-hidden="true" className="size-4 rtl:rotate-180" />
            {t('Sign In')}
          </Link>
        )}
      </div>
      {!isSignedIn && (
        <p className="mt-3 text-xs text-ink-muted">
          {t('Sign in to see the items you saved to your account.')}
        </p>
      )}
    </section>
  );
}
