// The body of the seller landing page: benefits, the steps to start and what to keep ready.
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { SELLER_BENEFITS, SELLER_REQUIREMENTS, SELLER_STEPS } from '../content/seller-pitch.ts';

export function SellerBenefits() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="seller-benefits" className="rounded-lg bg-card p-4 shadow-card md:p-6">
      <h2 id="seller-benefits" className="text-xl font-bold text-ink">
        {t('Why sell on {{brand}}', { brand: BRAND_NAME })}
      </h2>
      <p className="mt-1 text-ink-muted">{t('Everything you need to run and grow an online business.')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {SELLER_BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border border-line p-4">
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <h3 className="mt-3 font-semibold text-ink">{t(title)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(text, { brand: BRAND_NAME })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SellerSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="seller-steps" className="rounded-lg bg-card p-4 shadow-card md:p-6">
      <h2 id="seller-steps" className="text-xl font-bold text-ink">
        {t('How it works')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('Four steps from sign-up to your first settlement.')}</p>
      <ol className="mt-5 grid gap-5 md:grid-cols-4 md:gap-4">
        {SELLER_STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative flex gap-3 md:flex-col">
            {index < SELLER_STEPS.length - 1 && (
              // The connector between steps: down the side on phones, across on wider screens.
              <span
                className="absolute top-11 bottom-[-1.25rem] start-[1.375rem] w-0.5 bg-brand-100 md:top-[1.375rem] md:end-[-1rem] md:bottom-auto md:start-11 md:h-0.5 md:w-auto"
                aria-hidden="true"
              />
            )}
            <span className="relative z-10 flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white ring-4 ring-card">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
                {t('Step {{number}}', { number: index + 1 })}
              </p>
              <h3 className="font-semibold text-ink">{t(title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(text, { brand: BRAND_NAME })}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function SellerRequirements() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="seller-requirements" className="rounded-lg bg-card p-4 shadow-card md:p-6">
      <h2 id="seller-requirements" className="text-xl font-bold text-ink">
        {t('What you need to get started')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {SELLER_REQUIREMENTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-lg bg-page p-3">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" aria-hidden="true" />
            <div>
              <h3 className="font-semibold text-ink">{t(title)}</h3>
              <p className="mt-0.5 text-sm text-ink-muted">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
