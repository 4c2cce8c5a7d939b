// "Deliver to" with the stored city and pincode
// (docs/behaviour/location.md#location-picker, #where-the-location-comes-from), the navbar variant of the location
// picker: it opens the picker dialog, which loads on hover or focus of the button.
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationStore } from '../../../lib/stores/location-store.ts';
import { LocationPicker, locationPickerIntent } from './location-picker.tsx';
import { usePlaceName } from './use-place-name.ts';

export function DeliverToButton({ variant }: { variant: 'stacked' | 'inline' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocationStore((s) => s.location);
  const place = usePlaceName(location);
  // LOCATION_MESSAGES.deliverTo, written out: the button is in the first download and the message table is not.
  const label = `${t('Deliver to')} ${place}`;
  const trigger = {
    type: 'button' as const,
    ...locationPickerIntent,
    onClick: () => setOpen(true),
    'aria-label': label,
    'aria-haspopup': 'dialog' as const,
  };
  const picker = <LocationPicker open={open} onOpenChange={setOpen} />;

  if (variant === 'stacked') {
    return (
      <>
        <button
          {...trigger}
          className="flex min-w-0 items-end gap-1 rounded-md px-2 py-1 text-start text-white hover:bg-white/10 focus-visible:outline-white"
        >
          <MapPin className="mb-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <span className="min-w-0 leading-tight">
            {/* The spaces keep the lines separate words: the name "Deliver to <place>" holds what is shown. */}
            <span className="block text-xs text-white/80">{t('Deliver to')}</span>{' '}
            <span dir="auto" className="block max-w-36 truncate text-sm font-bold" title={place}>
              {place}
            </span>
          </span>
        </button>
        {picker}
      </>
    );
  }
  return (
    <>
      <button
        {...trigger}
        className="flex w-full min-w-0 items-center gap-1.5 py-2 text-start text-sm text-white focus-visible:outline-white"
      >
        <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
        {/* The words give way before the place: in the long scripts "Deliver to" alone filled the bar and the
            pincode was cut (docs/behaviour/shell.md#long-scripts). They give way by whole words (one line, clamped),
            never mid-word: Malayalam read "ഡെലിവർ ചെ…". The whole line is the button's title. */}
        <span className="flex min-w-0 gap-1" title={label}>
          <span className="line-clamp-1 min-w-0 shrink text-white/85">{t('Deliver to')}</span>{' '}
          <span dir="auto" className="max-w-[75%] shrink-0 truncate font-semibold">
            {place}
          </span>
        </span>
      </button>
      {picker}
    </>
  );
}
