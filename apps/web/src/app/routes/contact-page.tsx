// /contact (docs/behaviour/static-pages.md#contact): the message form beside the ways to reach support.
import { Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { ContactInfo } from '../../features/contact/components/contact-info.tsx';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="container-page py-4 md:py-8">
      <div className="mx-auto max-w-5xl space-y-4 md:space-y-6">
        <header className="flex items-center gap-3 rounded-lg bg-card p-4 shadow-card md:p-6">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Headphones aria-hidden className="size-6" />
          </span>
          <div>
            <h1 className="text-xl font-bold text-ink md:text-2xl">{t('Contact Us')}</h1>
            <p className="text-sm text-ink-muted">
              {t('Questions about an order, a seller or your account? We reply within 24 hours.')}{' '}
              <Link to="/faq" className="font-medium text-brand-700 hover:underline">
                {t('Read the FAQ')}
              </Link>
            </p>
          </div>
        </header>
        <div className="grid gap-4 md:gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="rounded-lg bg-card p-4 shadow-card md:p-6">
            <ContactForm />
          </div>
          <ContactInfo />
        </div>
      </div>
    </div>
  );
}
