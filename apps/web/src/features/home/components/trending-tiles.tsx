// Trending: bold category tiles (docs/behaviour/catalogue.md#home-page: fashion, electronics, home, beauty, footwear,
// accessories) and product-theme tiles that search their term.
import { ChevronRight, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRENDING_CATEGORIES, TREND_THEMES } from '../home-sections.ts';
import { SectionCard } from './section-card.tsx';

export function TrendingCategories() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('Trending categories')} subtitle={t('Explore what India is shopping for')}>
      <ul className="grid grid-cols-3 gap-2 md:grid-cols-6 md:gap-3">
        {TRENDING_CATEGORIES.map(({ label, to, icon: Icon, extra: Extra, gradient }) => (
          <li key={to}>
            <Link
              to={to}
              className={`group relative flex aspect-[4/5] flex-col justify-end overflow-hidden rounded-lg bg-linear-to-br p-2 text-white md:aspect-[5/4] md:p-3 ${gradient}`}
            >
              <span
                aria-hidden
                className="absolute -top-6 -end-6 size-24 rounded-full bg-white/15 md:size-32"
              />
              <span
                aria-hidden
                className="absolute top-3 left-1/2 grid size-14 -translate-x-1/2 place-items-center rounded-2xl bg-white/95 shadow-lg transition group-hover:-translate-y-0.5 md:top-4 md:size-16"
              >
                <Icon className="size-8 text-ink md:size-9" strokeWidth={1.6} />
              </span>
              <span
                aria-hidden
                className="absolute top-12 left-[62%] grid size-7 place-items-center rounded-full bg-yellow-300 text-ink shadow md:top-14 md:size-8"
              >
                <Extra className="size-4" strokeWidth={2} />
              </span>
              <span className="relative text-sm leading-tight font-bold md:text-base">{t(label)}</span>
              <span className="relative mt-0.5 inline-flex items-center text-[11px] font-medium text-white/90 md:text-xs">
                {t('Shop now')}
                <ChevronRight aria-hidden className="size-3.5 rtl:rotate-180" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

export function TrendThemes() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('Shop the trends')} subtitle={t('Hot picks across the store')}>
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-3 md:gap-3 lg:grid-cols-6">
        {TREND_THEMES.map(({ label, tagline, to, icon: Icon, tone }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-2 rounded-lg border border-line p-2 transition hover:border-brand-200 hover:shadow-card"
            >
              <span
                className={`relative grid size-10 shrink-0 place-items-center rounded-lg md:size-11 ${tone}`}
              >
                <Icon aria-hidden className="size-6" strokeWidth={1.7} />
                <span
                  aria-hidden
                  className="absolute -end-1 -top-1 grid size-4 place-items-center rounded-full bg-success text-white ring-2 ring-white"
                >
                  <TrendingUp className="size-2.5" strokeWidth={3} />
                </span>
              </span>
              <span className="min-w-0">
                <span className="block text-[13px] leading-tight font-semibold text-ink group-hover:text-brand-700 md:text-sm">
                  {t(label)}
                </span>
                <span className="mt-0.5 block text-[11px] leading-tight text-ink-muted md:text-xs">
                  {t(tagline)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
