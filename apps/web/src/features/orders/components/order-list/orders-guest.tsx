// The login-required state of /recent-purchase (docs/behaviour/shell.md#who-may-do-what): the guest prompt and the
// way to sign in and come back.
import { LogIn, PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';

export function OrdersGuest() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-md rounded-lg bg-card px-4 py-8 text-center shadow-card md:px-6 md:py-10">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <PackageSearch aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-3 text-lg font-bold text-ink">{t('My Orders')}</h1>
      <p className="mt-1 text-sm text-ink-muted">{t(ORDER_MESSAGES.loginForOrders)}</p>
      <Link
        to="/login"
        state={{ from: '/recent-purchase' }}
        className="mt-5 inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <LogIn aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('Log In')}
      </Link>
      <p className="mt-4 text-sm text-ink-muted">
        {t('Ordered as a guest?')}{' '}
        <Link to="/track-order" className="font-semibold text-brand-700 hover:underline">
          {t('Track your order')}
        </Link>
      </p>
    </section>
  );
}
