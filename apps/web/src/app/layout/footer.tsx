// The site footer (docs/behaviour/shell.md#footer): quick, service and policy links, contact details, payment and
// trust badges, the language picker, the copyright line and a back-to-top button. No social links: Haat has no
// social accounts, and letter badges leading to a Coming Soon page named nothing a shopper could follow (issue 28).
import {
  ArrowUp,
  BadgeCheck,
  Banknote,
  CreditCard,
  Globe,
  Mail,
  MapPin,
  Phone,
  ShieldCheck,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES } from '@haat/domain/shell/languages';
import { SUPPORT_CONTACT } from '@haat/domain/shell/store-info';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { LanguagePicker, languagePickerIntent } from '../../features/language/components/language-picker.tsx';
import { HOME_LINK_ID } from './header.tsx';
import { tk } from '../../i18n/translation-key.ts';

const QUICK_LINKS = [
  { label: tk('Home'), to: '/' },
  { label: tk('All Products'), to: '/all-products' },
  { label: tk('Categories'), to: '/category' },
  { label: tk('Trending'), to: '/trending' },
  { label: tk('Deals'), to: '/deals' },
];

const SERVICE_LINKS = [
  { label: tk('Contact Us'), to: '/contact' },
  { label: 'FAQ', to: '/faq' },
  { label: tk('Track Order'), to: '/track-order' },
  { label: tk('Returns & Refunds'), to: '/return-policy' },
  { label: tk('Shipping Info'), to: '/shipping-delivery' },
];

const POLICY_LINKS = [
  { label: tk('Privacy Policy'), to: '/privacy-policy' },
  { label: tk('Terms of Use'), to: '/terms' },
  { label: tk('Cancellation & Refund'), to: '/cancellation-refund' },
  { label: tk('Shipping & Delivery'), to: '/shipping-delivery' },
  { label: tk('Return Policy'), to: '/return-policy' },
  { label: tk('Security'), to: '/security' },
];

const linkClass =
  '[overflow-wrap:anywhere] text-sm text-white/85 hover:text-white hover:underline focus-visible:outline-white';

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title}>
      <h2 className="text-xs font-bold uppercase tracking-wider text-white/60">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={linkClass}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Badge({ children }: { children: ReactNode }) {
  return (
    <li className="flex h-8 items-center gap-1.5 rounded-md bg-white px-2.5 text-xs font-bold text-ink shadow-card">
      {children}
    </li>
  );
}

/** The UPI mark drawn in CSS/SVG: two interlocking arrows in saffron and green beside the letters. */
function UpiMark() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
      <path d="M7 2l6 8-6 8z" fill="#f59e0b" />
      <path d="M11 2l6 8-6 8z" fill="#16873d" />
    </svg>
  );
}

function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  // Keyboard users continue from the top too, not from the footer.
  document.getElementById(HOME_LINK_ID)?.focus({ preventScroll: true });
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const [languageOpen, setLanguageOpen] = useState(false);
  const language = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  const year = new Date().getFullYear();

  return (
    <footer className="mt-8 bg-ink text-white">
      <button
        type="button"
        onClick={scrollToTop}
        className="flex w-full items-center justify-center gap-2 bg-white/10 py-3 text-sm font-semibold hover:bg-white/15 focus-visible:outline-white focus-visible:-outline-offset-2"
      >
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
        {t('Back to top')}
      </button>

      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-8 md:grid-cols-[1fr_1fr_1fr_1.5fr] lg:py-10">
        <LinkColumn title={t('Quick Links')} links={QUICK_LINKS} />
        <LinkColumn title={t('Customer Service')} links={SERVICE_LINKS} />
        <LinkColumn title={t('Policies')} links={POLICY_LINKS} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-xs font-bold uppercase tracking-wider text-white/60">
            {t('Contact Us')}
          </h2>
          <address className="mt-3 space-y-2.5 text-sm not-italic text-white/85">
            <a href={`mailto:${SUPPORT_CONTACT.email}`} className={`flex items-center gap-2 ${linkClass}`}>
              <Mail className="h-4 w-4 shrink-0 text-white/60" aria-hidden="true" />
              {SUPPORT_CONTACT.email}
            </a>
            <a href={SUPPORT_CONTACT.phoneHref} className={`flex items-center gap-2 ${linkClass}`}>
              <Phone className="h-4 w-4 shrink-0 text-white/60" aria-hidden="true" />
              <span dir="ltr">{SUPPORT_CONTACT.phone}</span>
            </a>
            <p className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-white/60" aria-hidden="true" />
              {SUPPORT_CONTACT.address}
            </p>
          </address>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-5 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="sr-only">{t('Payments and trust')}</h2>
            <ul className="flex flex-wrap gap-2" aria-label={t('Payment methods')}>
              <Badge>
                <UpiMark />
                <span className="italic tracking-tight">{t('UPI')}</span>
              </Badge>
              <Badge>
                <CreditCard className="h-4 w-4 text-brand-700" aria-hidden="true" />
                {t('Credit & Debit Cards')}
              </Badge>
              <Badge>
                <Banknote className="h-4 w-4 text-success" aria-hidden="true" />
                {t('Cash on Delivery')}
              </Badge>
            </ul>
          </div>
          <ul
            className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-white/85"
            aria-label={t('Why shop with us')}
          >
            <li className="flex items-center gap-1.5">
              <ShieldCheck className="h-5 w-5 text-accent-400" aria-hidden="true" />
              {t('Secure payments')}
            </li>
            <li className="flex items-center gap-1.5">
              <BadgeCheck className="h-5 w-5 text-accent-400" aria-hidden="true" />
              {t('100% genuine')}
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10 bg-black/20">
        <div className="container-page flex flex-col items-start gap-4 py-5 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <BrandMark inverted />
            <p className="text-xs text-white/70">
              {t('© {{year}} Haat Marketplace. All prices include GST.', { year })}
            </p>
          </div>
          <button
            type="button"
            {...languagePickerIntent}
            onClick={() => setLanguageOpen(true)}
            aria-haspopup="dialog"
            className="inline-flex items-center gap-2 rounded-md border border-white/30 px-3 py-2 text-sm hover:bg-white/10 focus-visible:outline-white"
          >
            <Globe className="h-4 w-4" aria-hidden="true" />
            <span>{t('Language:')}</span>
            <span lang={language.code} className="font-semibold">
              {language.native}
            </span>
          </button>
        </div>
      </div>
      <LanguagePicker open={languageOpen} onOpenChange={setLanguageOpen} />
    </footer>
  );
}
