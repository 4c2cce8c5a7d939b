// The row of links that joins /trending and its sub-pages, scrollable on a phone; the current one is marked.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { tk } from '../../../i18n/translation-key.ts';
import { TRENDING_SECTIONS } from '../product-collections.ts';

type Section = { readonly to: string; readonly label: string };

export function TrendingTabs({
  sections = TRENDING_SECTIONS,
  label = tk('Trending sections'),
}: {
  sections?: readonly Section[];
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t(label)} className="-mx-3 overflow-x-auto px-3 md:mx-0 md:px-0">
      <ul className="flex min-w-max gap-2">
        {sections.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `inline-flex rounded-full border px-3 py-1.5 text-xs font-semibold whitespace-nowrap md:text-sm ${
                  isActive
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-card text-ink hover:border-brand-200 hover:text-brand-700'
                }`
              }
            >
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
