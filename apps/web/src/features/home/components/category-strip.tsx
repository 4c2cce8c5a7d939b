// The round category tiles under the banner, each searching its term (docs/behaviour/catalogue.md#home-page); one row
// that scrolls with snap on phones and fits the width on desktop.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_STRIP } from '../home-sections.ts';
import { SectionCard } from './section-card.tsx';

export function CategoryStrip() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('Shop by category')} hideTitle className="px-1 py-3 md:px-3">
      <ul className="flex snap-x snap-mandatory scroll-px-2 gap-1 overflow-x-auto px-2 [scrollbar-width:none] md:grid md:grid-cols-9 md:overflow-visible md:px-0 [&::-webkit-scrollbar]:hidden">
        {CATEGORY_STRIP.map(({ label, to, icon: Icon, tone }) => (
          <li key={to} className="w-[4.75rem] shrink-0 snap-start md:w-auto">
            <Link
              to={to}
              className="group flex flex-col items-center gap-1.5 rounded-lg px-1 py-1 text-center"
            >
              <span
                className={`grid size-14 place-items-center rounded-full ring-1 ring-black/5 transition group-hover:scale-105 md:size-16 ${tone}`}
              >
                <Icon aria-hidden className="size-7 md:size-8" strokeWidth={1.7} />
              </span>
              <span className="text-xs leading-tight font-medium text-ink group-hover:text-brand-700 md:text-sm">
                {t(label)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
