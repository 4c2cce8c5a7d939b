// The inline variant of the location picker: one compact line, "Deliver to New Delhi 110001 · Change".
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import { useLocationStore } from '../../../lib/stores/location-store.ts';
import { LocationPicker, locationPickerIntent } from './location-picker.tsx';
import { usePlaceName } from './use-place-name.ts';

export function LocationInline({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const place = usePlaceName(useLocationStore((s) => s.location));

  return (
    <p className={`flex min-w-0 items-center gap-1.5 text-sm text-ink ${className}`}>
      <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span className="min-w-0 truncate">
        <span className="text-ink-muted">{t(LOCATION_MESSAGES.deliverTo)} </span>
        <span className="font-semibold">{place}</span>
      </span>
      <span aria-hidden="true" className="text-ink-subtle">
        ·
      </span>
      <button
        type="button"
        {...locationPickerIntent}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('Change delivery location')}
        className="shrink-0 rounded font-semibold text-brand-700 hover:underline"
      >
        {t('Change')}
      </button>
      <LocationPicker open={open} onOpenChange={setOpen} />
    </p>
  );
}
