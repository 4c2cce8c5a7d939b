// The auth pages' frame until accounts open (Accounts issue): says plainly what works today.
import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AuthPendingCard({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <section className="w-full max-w-md rounded-2xl bg-card p-6 shadow-pop md:p-8">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-ink-muted">
        {t('Customer accounts are opening soon. Until then you can browse, search and keep a cart and wishlist on this device as a guest.')}
      </p>
      <Link
        to="/"
        className="mt-6 flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <ShoppingBag className="h-4 w-4" aria-hidden="true" />
        {t('Continue shopping')}
      </Link>
      <nav aria-label={t('Account pages')} className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
        <Link to="/" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('Back to Home')}
        </Link>
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="font-medium text-brand-700 hover:underline">
            {link.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
