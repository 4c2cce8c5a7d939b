// Where else to look: My Orders for signed-in shoppers, and the help pages about delivery and returns.
import { ChevronRight, FileText, Headphones, HelpCircle, RotateCcw, ShoppingBag, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tk } from '../../../i18n/translation-key.ts';

const HELP_LINKS: { to: string; label: string; icon: ReactNode }[] = [
  {
    to: '/faq',
    label: tk('Frequently Asked Questions'),
    icon: <HelpCircle aria-hidden className="size-5" />,
  },
  {
    to: '/shipping-delivery',
    label: tk('Shipping & Delivery'),
    icon: <Truck aria-hidden className="size-5" />,
  },
  { to: '/return-policy', label: tk('Return Policy'), icon: <RotateCcw aria-hidden className="size-5" /> },
  {
    to: '/cancellation-refund',
    label: tk('Cancellation & Refund'),
    icon: <FileText aria-hidden className="size-5" />,
  },
  { to: '/contact', label: tk('Contact Support'), icon: <Headphones aria-hidden className="size-5" /> },
];

export function TrackOrderHelp() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Link
        to="/recent-purchase"
        className="flex items-center gap-3 rounded-lg bg-card p-4 shadow-card hover:bg-brand-50/60"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <ShoppingBag aria-hidden className="size-5" />
        </span>
        <span className="flex-1 text-sm">
          <span className="block font-semibold text-ink">{t('Signed in?')}</span>
          <span className="text-ink-muted">{t('See all your orders in My Orders')}</span>
        </span>
        <ChevronRight aria-hidden className="size-5 text-ink-subtle rtl:rotate-180" />
      </Link>

      <nav aria-labelledby="track-help-heading" className="rounded-lg bg-card p-4 shadow-card">
        <h2 id="track-help-heading" className="mb-2 font-semibold text-ink">
          {t('Need help with an order?')}
        </h2>
        <ul className="divide-y divide-line">
          {HELP_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex items-center gap-3 py-2.5 text-sm text-ink hover:text-brand-700"
              >
                <span className="text-brand-700">{link.icon}</span>
                <span className="flex-1">{t(link.label)}</span>
                <ChevronRight aria-hidden className="size-4 text-ink-subtle rtl:rotate-180" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
