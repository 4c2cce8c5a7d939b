// Every field of the current location as stored under user_location
// (docs/behaviour/location.md#where-the-location-comes-from), for /location-test.
import { useTranslation } from 'react-i18next';
import { KeyValueList, type KeyValueRow } from '../../../components/ui/key-value-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { LOCATION_STORAGE_KEY, useLocationStore } from '../../../lib/stores/location-store.ts';

export function LocationStatePanel() {
  const { t, i18n } = useTranslation();
  const location = useLocationStore((s) => s.location);
  const none = t('None');
  const { coordinates } = location;
  const rows: KeyValueRow[] = [
    { key: 'city', term: t('City'), value: location.city },
    { key: 'state', term: t('State'), value: location.state || none },
    { key: 'pincode', term: t('Pincode'), value: location.pincode || none },
    { key: 'country', term: t('Country'), value: location.country || none },
    {
      key: 'coordinates',
      term: t('Coordinates'),
      value: coordinates ? `${coordinates.latitude.toFixed(4)}, ${coordinates.longitude.toFixed(4)}` : none,
    },
    { key: 'isDetected', term: t('Detected by device'), value: location.isDetected ? t('Yes') : t('No') },
    {
      key: 'lastUpdated',
      term: t('Last updated'),
      value: location.lastUpdated ? formatDateTime(location.lastUpdated, i18n.language) : t('Never'),
    },
  ];

  return (
    <section
      aria-labelledby="location-state-heading"
      className="min-w-0 rounded-lg bg-card p-4 shadow-card md:p-5"
    >
      <h2 id="location-state-heading" className="text-base font-bold text-ink">
        {t('Current location state')}
      </h2>
      <p className="mt-0.5 text-xs text-ink-muted">
        {t('Saved in this browser under {{key}} and trusted for 24 hours.', { key: LOCATION_STORAGE_KEY })}
      </p>
      <div data-testid="location-state">
        <KeyValueList rows={rows} />
      </div>
      <details className="mt-3 text-xs">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('Raw state')}</summary>
        <pre className="mt-2 max-w-full overflow-x-auto rounded-md bg-page p-3 text-ink">
          {JSON.stringify(location, null, 2)}
        </pre>
      </details>
    </section>
  );
}
