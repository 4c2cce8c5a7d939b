// The card variant of the location picker: the current delivery location with Change, for pages such as the cart,
// a product and /location-test.
import { LocateFixed, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import { hasChosenLocation, useLocationStore } from '../../../lib/stores/location-store.ts';
import { LocationPicker, locationPickerIntent } from './location-picker.tsx';
import { usePlaceName } from './use-place-name.ts';

export function LocationCard({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocationStore((s) => s.location);
  const place = usePlaceName(location);
  const chosen = hasChosenLocation(location);

  return (
    <section
      aria-label={t(LOCATION_MESSAGES.deliverTo)}
      className={`flex items-center gap-3 rounded-lg border border-line bg-card p-3 shadow-card ${className}`}
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MapPin className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-ink-muted">{t(LOCATION_MESSAGES.deliverTo)}</p>
        <p className="truncate text-sm font-bold text-ink">{place}</p>
        {chosen ? (
          <p className="flex items-start gap-1 text-xs text-ink-muted">
            {location.isDetected && (
              <LocateFixed className="mt-0.5 h-3 w-3 shrink-0 text-success" aria-hidden="true" />
            )}
            {[location.state, location.country].filter(Boolean).join(', ')}
            {location.isDetected && ` · ${t('Detected')}`}
          </p>
        ) : (
          <p className="text-xs text-ink-muted">{t(LOCATION_MESSAGES.pincodeHint)}</p>
        )}
      </div>
      <button
        type="button"
        {...locationPickerIntent}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={chosen ? t('Change delivery location') : t('Enter pincode')}
        className="shrink-0 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-bold text-brand-700 hover:bg-brand-50"
      >
        {chosen ? t('Change') : t('Enter pincode')}
      </button>
      <LocationPicker open={open} onOpenChange={setOpen} />
    </section>
  );
}
