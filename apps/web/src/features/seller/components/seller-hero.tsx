// The seller landing hero: the pitch, the Start Selling action (composed by the route) and three plain facts.
import { FileCheck, Languages, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@haat/domain/shell/languages';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { StorefrontIllustration } from './storefront-illustration.tsx';

export function SellerHero({ cta }: { cta: ReactNode }) {
  const { t } = useTranslation();
  const facts = [
    { icon: Languages, text: t('Shoppers browse in {{count}} languages', { count: LANGUAGES.length }) },
    { icon: Truck, text: t('Pickup from your door, delivery across India') },
    { icon: FileCheck, text: t('GST invoice created for every order') },
  ];
  return (
    <section
      aria-labelledby="seller-hero"
      className="overflow-hidden rounded-lg bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white shadow-card"
    >
      <div className="grid items-center gap-6 p-5 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] md:p-10">
        <div>
          <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
            {t('{{brand}} for Sellers', { brand: BRAND_NAME })}
          </p>
          <h1
            id="seller-hero"
            className="mt-3 text-3xl leading-tight font-extrabold tracking-tight md:text-5xl"
          >
            {t('Sell on {{brand}} and reach shoppers across India', { brand: BRAND_NAME })}
          </h1>
          <p className="mt-3 max-w-xl text-base text-brand-100 md:text-lg">
            {t(
              'Register your business, list your products and start receiving orders. We handle payments and delivery so you can focus on what you sell.',
            )}
          </p>
          <div className="mt-6">{cta}</div>
          <p className="mt-3 text-sm text-brand-100">
            {t('Already a seller? The same button takes you to the seller portal login.')}
          </p>
        </div>
        <StorefrontIllustration className="mx-auto hidden w-full max-w-sm md:block" />
      </div>
      <ul className="grid border-t border-white/15 bg-brand-900/40 sm:grid-cols-3">
        {facts.map(({ icon: Icon, text }) => (
          <li
            key={text}
            className="flex items-center gap-3 border-white/15 px-5 py-3 text-sm font-medium not-last:border-b sm:not-last:border-e sm:not-last:border-b-0 md:px-10"
          >
            <Icon className="h-5 w-5 shrink-0 text-accent-400" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
