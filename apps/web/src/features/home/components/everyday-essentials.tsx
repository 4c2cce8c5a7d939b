// Everyday Essentials (docs/behaviour/catalogue.md#home-page): grocery aisles and home cleaning, named as the
// category tree names them.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EVERYDAY_ESSENTIALS } from '../home-sections.ts';
import { SectionCard } from './section-card.tsx';

export function EverydayEssentials() {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('Everyday Essentials')}
      subtitle={t('Groceries, snacks and home care for daily needs')}
    >
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-9">
        {EVERYDAY_ESSENTIALS.map(({ label, to, icon: Icon, tone }) => (
          <li key={to}>
            <Link
              to={to}
              className={`group flex h-full flex-col items-center justify-start gap-1.5 rounded-lg px-1 pt-3 pb-2.5 text-center ring-1 ring-black/5 transition hover:ring-brand-200 ${tone}`}
            >
              <span className="grid size-11 place-items-center rounded-full bg-white/80 shadow-sm md:size-12">
                <Icon
                  aria-hidden
                  className="size-6 transition group-hover:scale-110 md:size-7"
                  strokeWidth={1.6}
                />
              </span>
              <span className="text-xs leading-tight font-semibold text-ink md:text-[13px]">{t(label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
