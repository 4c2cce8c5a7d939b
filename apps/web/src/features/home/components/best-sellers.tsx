// Best Sellers (spec 2 §Home page) with its View All link. Until product rows arrive it shows the categories
// that sell best as store-made tiles, so nothing here poses as a product.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BEST_SELLERS_VIEW_ALL, BEST_SELLER_CATEGORIES } from '../home-sections.ts';
import { SectionCard } from './section-card.tsx';
import { ViewAllLink } from './view-all-link.tsx';

export function BestSellers() {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('Best Sellers')}
      subtitle={t('Wearables and gadgets shoppers love')}
      action={<ViewAllLink to={BEST_SELLERS_VIEW_ALL} label={t('View All Best Sellers')} />}
    >
      <ul className="grid grid-cols-3 gap-2 md:grid-cols-6 md:gap-3">
        {BEST_SELLER_CATEGORIES.map(({ label, description, to, icon: Icon, tone, gradient }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col overflow-hidden rounded-lg border border-line transition hover:border-brand-200 hover:shadow-card"
            >
              <span
                aria-hidden
                className={`relative grid aspect-square place-items-center bg-linear-to-br md:aspect-[3/2] ${gradient}`}
              >
                <span className="absolute top-1/2 left-1/2 aspect-square h-[68%] -translate-x-1/2 -translate-y-1/2 rounded-full bg-white/70" />
                <Icon
                  className={`relative size-[42%] transition md:size-[38%] group-hover:scale-105 ${tone}`}
                  strokeWidth={1.4}
                />
              </span>
              <span className="flex flex-1 flex-col gap-0.5 p-2">
                <span className="text-xs leading-tight font-semibold text-ink group-hover:text-brand-700 md:text-sm">
                  {t(label)}
                </span>
                <span className="text-[11px] leading-tight text-ink-muted md:text-xs">{t(description)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
