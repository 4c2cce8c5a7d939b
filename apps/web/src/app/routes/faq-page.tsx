// /faq (docs/behaviour/static-pages.md#faq): searchable, filterable answers, and a way to reach support.
import { Headphones, MessageCircleQuestion, PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FaqBrowser } from '../../features/faq/components/faq-browser.tsx';

export function FaqPage() {
  const { t } = useTranslation();
  return (
    <div className="container-page py-4 md:py-8">
      <div className="mx-auto max-w-4xl space-y-4 md:space-y-6">
        <header className="rounded-lg bg-card p-4 shadow-card md:p-6">
          <div className="flex items-center gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <MessageCircleQuestion aria-hidden className="size-6" />
            </span>
            <div>
              <h1 className="text-xl font-bold text-ink md:text-2xl">{t('Frequently Asked Questions')}</h1>
              <p className="text-sm text-ink-muted">
                {t('Quick answers about orders, delivery, payments and your account.')}
              </p>
            </div>
          </div>
        </header>

        <FaqBrowser />

        <section
          aria-labelledby="faq-support-heading"
          className="flex flex-col gap-4 rounded-lg bg-card p-4 shadow-card sm:flex-row sm:items-center md:p-6"
        >
          <div className="flex flex-1 items-center gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent-50 text-accent-600">
              <Headphones aria-hidden className="size-6" />
            </span>
            <div>
              <h2 id="faq-support-heading" className="font-semibold text-ink">
                {t('Still need help?')}
              </h2>
              <p className="text-sm text-ink-muted">
                {t('Our support team answers every message within 24 hours.')}
              </p>
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link
              to="/track-order"
              className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-line px-4 text-sm font-semibold text-ink hover:border-brand-500 hover:text-brand-700"
            >
              <PackageSearch aria-hidden className="size-4" />
              {t('Track Order')}
            </Link>
            <Link
              to="/contact"
              className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <Headphones aria-hidden className="size-4" />
              {t('Contact Support')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
