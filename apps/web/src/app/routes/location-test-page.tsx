// /location-test (docs/behaviour/location.md#location-picker, docs/behaviour/static-pages.md#demo-pages): the current
// location state, its actions, and the picker's three variants side by side.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { LocationActionsPanel } from '../../features/location/components/location-actions-panel.tsx';
import { LocationSelector } from '../../features/location/components/location-selector.tsx';
import { LocationStatePanel } from '../../features/location/components/location-state-panel.tsx';

export function LocationTestPage() {
  const { t } = useTranslation();
  return (
    <div className="container-page space-y-3 pt-3 pb-10 md:space-y-4 md:pt-4">
      <title>{t('Location test | {{brand}}', { brand: BRAND_NAME })}</title>
      <div>
        <h1 className="text-xl font-bold text-ink md:text-2xl">{t('Location test')}</h1>
        <p className="mt-0.5 text-sm text-ink-muted">
          {t('Try every way of setting the delivery location and see what the store keeps.')}
        </p>
      </div>
      <div className="grid gap-3 md:gap-4 lg:grid-cols-2 lg:items-start">
        <LocationStatePanel />
        <div className="min-w-0 space-y-3 md:space-y-4">
          <LocationActionsPanel />
          <section
            aria-labelledby="location-variants-heading"
            className="rounded-lg bg-card p-4 shadow-card md:p-5"
          >
            <h2 id="location-variants-heading" className="text-base font-bold text-ink">
              {t('Selector variants')}
            </h2>
            <div className="mt-3 space-y-4">
              <Variant name={t('Navbar')}>
                <div className="inline-flex rounded-md bg-brand-700 p-1.5">
                  <LocationSelector variant="navbar" />
                </div>
              </Variant>
              <Variant name={t('Card')}>
                <LocationSelector variant="card" />
              </Variant>
              <Variant name={t('Inline')}>
                <LocationSelector variant="inline" />
              </Variant>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}

function Variant({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={name}>
      <h3 className="mb-1.5 text-xs font-bold uppercase tracking-wide text-ink-muted">{name}</h3>
      {children}
    </div>
  );
}
