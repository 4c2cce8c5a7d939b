// "Deliver to" with the stored city and pincode (spec 1 §2–§3). The picker it will open arrives with its own issue;
// until then the button only names the current location.
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CITY, useLocationStore } from '../../../lib/stores/location-store.ts';

export function DeliverToButton({
  variant,
  onClick,
}: {
  variant: 'stacked' | 'inline';
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocationStore((s) => s.location);
  const city = location.city === DEFAULT_CITY ? t(DEFAULT_CITY) : location.city;
  const place = location.pincode ? `${city} ${location.pincode}` : city;
  const label = `${t('Deliver to')} ${place}`;

  if (variant === 'stacked') {
    return (
      <button
        type="button"
        onClick={onClick}
        aria-label={label}
        className="flex min-w-0 items-end gap-1 rounded-md px-2 py-1 text-left text-white hover:bg-white/10"
      >
        <MapPin className="mb-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <span className="min-w-0 leading-tight">
          <span className="block text-xs text-white/80">{t('Deliver to')}</span>
          <span className="block max-w-36 truncate text-sm font-bold">{place}</span>
        </span>
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="flex w-full min-w-0 items-center gap-1.5 py-2 text-left text-sm text-white"
    >
      <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="truncate">
        <span className="text-white/85">{t('Deliver to')} </span>
        <span className="font-semibold">{place}</span>
      </span>
    </button>
  );
}
