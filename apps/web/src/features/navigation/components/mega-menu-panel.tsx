// The panel under a secondary-bar entry: its subcategories with up to 8 links each and up to 6 featured tiles.
import { ArrowRight, Truck } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHIPPING_STATEMENTS } from '@haat/domain/pricing/shipping-statements';
import { formatInr } from '../../../lib/format.ts';
import type { SecondaryEntry } from '../menu-data.ts';
import { FeaturedTileArt } from './featured-tile.tsx';

type MegaEntry = Extract<SecondaryEntry, { kind: 'mega' }>;

// One column per subcategory up to five, fewer on the narrower large screens.
const COLUMNS: Record<number, string> = {
  1: 'columns-1',
  2: 'columns-2',
  3: 'columns-3',
  4: 'columns-3 xl:columns-4',
  5: 'columns-3 xl:columns-5',
};

export function MegaMenuPanel({ entry }: { entry: MegaEntry }) {
  const { t } = useTranslation();
  const columns = COLUMNS[Math.min(entry.groups.length, 5)] ?? 'columns-1';
  return (
    <div className="container-page grid grid-cols-[minmax(0,1fr)_auto] gap-6 py-5">
      <div className="min-w-0">
        <div className="mb-3 flex items-baseline justify-between gap-4 border-b border-line pb-2">
          <p className="text-base font-bold text-ink">{t(entry.label)}</p>
          <NavigationMenu.Link asChild>
            <Link
              to={entry.to}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('View all')}
              <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
            </Link>
          </NavigationMenu.Link>
        </div>
        <div className={`${columns} gap-6`}>
          {entry.groups.map((group) => (
            <section key={group.to} className="mb-4 break-inside-avoid" aria-label={t(group.label)}>
              <NavigationMenu.Link asChild>
                <Link to={group.to} className="text-sm font-bold text-ink hover:text-brand-700">
                  {t(group.label)}
                </Link>
              </NavigationMenu.Link>
              <ul className="mt-1 space-y-0.5">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavigationMenu.Link asChild>
                      <Link
                        to={item.to}
                        className="block py-0.5 text-sm text-ink-muted hover:text-brand-700 hover:underline"
                      >
                        {t(item.label)}
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      <section aria-label={t('Featured')} className="w-[348px] border-s border-line ps-6">
        <p className="mb-3 text-xs font-bold uppercase tracking-wide text-ink-muted">{t('Featured')}</p>
        <ul className="grid grid-cols-3 gap-3">
          {entry.featured.map((tile, index) => (
            <li key={tile.to}>
              <NavigationMenu.Link asChild>
                <Link to={tile.to} className="group block rounded-md">
                  <FeaturedTileArt icon={tile.icon} index={index} />
                  <span className="mt-1.5 block text-center text-xs font-semibold leading-tight text-ink group-hover:text-brand-700">
                    {t(tile.label)}
                  </span>
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
        <div className="mt-5 rounded-lg bg-brand-50 p-4">
          <p className="text-sm text-ink">{t(entry.description)}</p>
          <p className="mt-2 flex items-center gap-1.5 text-xs font-semibold text-ink">
            <Truck className="h-4 w-4 text-success" aria-hidden="true" />
            {t('Free delivery on orders above {{amount}}', {
              amount: formatInr(SHIPPING_STATEMENTS.productCard.freeFrom),
            })}
          </p>
        </div>
      </section>
    </div>
  );
}
