// Special offers (docs/behaviour/catalogue.md#home-page) as coupon-style cards for kitchen, electronics and toys;
// amounts in ₹.
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInr } from '@haat/domain/money/money';
import { SPECIAL_OFFERS } from '../home-banners.ts';
import { SectionCard } from './section-card.tsx';

export function SpecialOffers() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('Special offers')} subtitle={t('Limited-time deals from our sellers')}>
      {/* One shrinkable column on phones: an implicit track grows to its longest word and scrolled the page sideways
          in Tamil (docs/behaviour/shell.md#long-scripts). */}
      <ul className="grid grid-cols-1 gap-2 md:grid-cols-3 md:gap-3">
        {SPECIAL_OFFERS.map(({ to, title, price, detail, note, icon: Icon, tone }) => (
          <li key={to}>
            <Link
              to={to}
              className="group relative flex h-full overflow-hidden rounded-lg border border-line bg-card transition hover:border-brand-200 hover:shadow-card"
            >
              <span
                aria-hidden
                className={`relative grid w-20 shrink-0 place-items-center bg-linear-to-br text-white md:w-28 ${tone}`}
              >
                <span className="absolute -top-4 -start-4 size-14 rounded-full bg-white/15" />
                <Icon className="relative size-10 md:size-12" strokeWidth={1.5} />
              </span>
              {/* The perforation between the stub and the coupon body. */}
              <span aria-hidden className="relative w-0 border-s-2 border-dashed border-ink-subtle/40">
                <span className="absolute -top-2.5 -start-2.5 size-5 rounded-full bg-card ring-1 ring-line" />
                <span className="absolute -bottom-2.5 -start-2.5 size-5 rounded-full bg-card ring-1 ring-line" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col justify-center gap-0.5 px-3 py-2.5 md:py-3">
                <span className="text-lg leading-tight font-extrabold break-words text-ink md:text-xl">
                  {t(title, price === undefined ? undefined : { price: formatInr(price) })}
                </span>
                <span className="text-sm font-semibold text-ink">{t(detail)}</span>
                <span className="truncate text-xs text-ink-muted" title={t(note)}>
                  {t(note)}
                </span>
                <span className="mt-1 inline-flex items-center text-xs font-bold text-brand-700">
                  {t('Grab the deal')}
                  <ChevronRight
                    aria-hidden
                    className="size-4 transition group-hover:translate-x-0.5 rtl:rotate-180"
                  />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
