// Two wide promo banners (docs/behaviour/catalogue.md#home-page): fashion and electronics, store-made artwork with
// real text.
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROMO_TILES } from '../home-banners.ts';

export function PromoTiles() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('Promotions')} className="grid gap-3 md:grid-cols-2 md:gap-4">
      {PROMO_TILES.map(({ to, eyebrow, title, cta, background, icons: [Main, Extra] }) => (
        <Link
          key={to}
          to={to}
          className="group relative flex aspect-[5/2] items-center overflow-hidden rounded-lg p-4 text-white shadow-card md:aspect-[5/2] md:p-6 lg:aspect-[7/2]"
          style={{ backgroundImage: background }}
        >
          <span
            aria-hidden
            className="absolute -end-10 -top-10 size-44 rounded-full bg-white/10 md:size-56"
          />
          <span aria-hidden className="absolute end-16 -bottom-12 size-28 rounded-full bg-white/10" />
          <span
            aria-hidden
            className="absolute end-5 top-1/2 grid size-20 -translate-y-1/2 rotate-6 place-items-center rounded-2xl bg-white shadow-xl transition group-hover:rotate-3 md:end-10 md:size-28"
          >
            <Main className="size-11 text-ink md:size-14" strokeWidth={1.5} />
          </span>
          <span
            aria-hidden
            className="absolute end-24 bottom-4 grid size-10 -rotate-12 place-items-center rounded-xl bg-yellow-300 text-ink shadow-lg md:end-36 md:bottom-6 md:size-12"
          >
            <Extra className="size-5 md:size-6" strokeWidth={1.8} />
          </span>
          <span className="relative flex max-w-[62%] flex-col items-start gap-1">
            <span className="text-[11px] font-semibold tracking-wide text-yellow-200 uppercase md:text-xs">
              {t(eyebrow)}
            </span>
            <span className="text-lg leading-tight font-extrabold md:text-2xl">{t(title)}</span>
            <span className="mt-1 inline-flex items-center gap-0.5 rounded-full bg-white/15 py-1 pe-2 ps-3 text-xs font-semibold ring-1 ring-white/40 group-hover:bg-white group-hover:text-ink md:text-sm">
              {t(cta)}
              <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
            </span>
          </span>
        </Link>
      ))}
    </section>
  );
}
