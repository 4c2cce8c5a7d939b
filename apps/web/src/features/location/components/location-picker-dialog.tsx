// The location picker (docs/behaviour/location.md#location-picker, #where-the-location-comes-from): "Deliver to" with
// a pincode search and its found locations, detection by the device, the popular cities, and Clear. A bottom sheet on
// phones, centred on wider screens; focus starts in the pincode box and returns to the opener. Loaded on intent
// through location-picker.tsx.
import { Loader2, LocateFixed, MapPin, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { hasChosenLocation, useLocationStore } from '../../../lib/stores/location-store.ts';
import { locationErrorText, useChooseLocation, useDetectLocation } from '../hooks/use-location-actions.ts';
import { locationFromPopularCity, locationFromPostOffice, type NewLocation } from '../location-answers.ts';
import { PincodeSearch } from './pincode-search.tsx';
import { PopularCities } from './popular-cities.tsx';

export function LocationPickerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const location = useLocationStore((s) => s.location);
  const clearLocation = useLocationStore((s) => s.clearLocation);
  const chosen = hasChosenLocation(location);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocus = useReturnFocus();
  const detect = useDetectLocation();
  const choose = useChooseLocation();
  const busy = detect.isPending || choose.isPending;

  function done(next: NewLocation) {
    onOpenChange(false);
    toast.success(
      t('Delivering to {{place}}', { place: [next.city, next.pincode].filter(Boolean).join(' ') }),
    );
  }

  function pick(next: NewLocation) {
    detect.reset();
    choose.mutate(next, { onSuccess: done });
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          detect.reset();
          choose.reset();
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/55" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-card shadow-pop focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[88dvh] sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
          onOpenAutoFocus={(event) => {
            returnFocus.remember();
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={returnFocus.restore}
        >
          <div className="mx-auto mt-2 h-1 w-10 rounded-full bg-line sm:hidden" aria-hidden="true" />
          <div className="flex items-start gap-3 border-b border-line px-4 pt-3 pb-3 sm:px-5 sm:pt-4">
            <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <MapPin className="h-5 w-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-bold text-ink">
                {t(LOCATION_MESSAGES.deliverTo)}
              </Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-ink-muted">
                {t(LOCATION_MESSAGES.pincodeHint)}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('Close')}
              className="-me-2 -mt-1 rounded-full p-2 text-ink-muted hover:bg-page hover:text-ink"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <div className="flex-1 space-y-4 overflow-y-auto overscroll-contain px-4 py-4 sm:px-5">
            {chosen && (
              <div className="flex items-center gap-3 rounded-lg border border-success/30 bg-success-50 px-3 py-2.5">
                <div className="min-w-0 flex-1 text-sm">
                  <span className="block text-xs text-ink-muted">{t('Currently delivering to')}</span>
                  <span className="block truncate font-bold text-ink">
                    {[location.city, location.pincode].filter(Boolean).join(' ')}
                    {location.state && <span className="font-normal text-ink-muted">, {location.state}</span>}
                  </span>
                </div>
                <button
                  type="button"
                  onClick={() => {
                    clearLocation();
                    detect.reset();
                    choose.reset();
                    inputRef.current?.focus();
                  }}
                  className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-white"
                >
                  {t('Clear location')}
                </button>
              </div>
            )}

            <PincodeSearch
              inputRef={inputRef}
              currentPincode={location.pincode}
              currentCity={location.city}
              disabled={busy}
              onChoose={(office) => pick(locationFromPostOffice(office))}
            />

            <div className="flex items-center gap-3 text-xs font-semibold uppercase text-ink-subtle">
              <span className="h-px flex-1 bg-line" />
              {t('or')}
              <span className="h-px flex-1 bg-line" />
            </div>

            <div>
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  choose.reset();
                  detect.mutate(undefined, { onSuccess: done });
                }}
                className="flex h-11 w-full items-center justify-center gap-2 rounded-md border border-brand-700 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70"
              >
                {detect.isPending ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                ) : (
                  <LocateFixed className="h-4 w-4" aria-hidden="true" />
                )}
                {detect.isPending ? t('Detecting your location…') : t('Detect my location')}
              </button>
              {detect.isError && (
                <p role="alert" className="mt-1.5 text-sm font-medium text-danger">
                  {t(locationErrorText(detect.error, LOCATION_MESSAGES.detectFailed))}
                </p>
              )}
            </div>

            <PopularCities
              currentPincode={location.pincode}
              disabled={busy}
              onChoose={(city) => pick(locationFromPopularCity(city))}
            />
            {choose.isError && (
              <p role="alert" className="text-sm font-medium text-danger">
                {t(locationErrorText(choose.error, LOCATION_MESSAGES.setFailed))}
              </p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
