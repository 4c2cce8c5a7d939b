// The picker's pincode box and its "Found Locations" (docs/behaviour/location.md#location-picker, #validation):
// digits only, cut at 6, the lookup enabled at 6 valid digits, Enter submits; each post office of the pincode can be
// chosen.
import { Check, MapPin } from 'lucide-react';
import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import { isValidPincode, sanitizePincodeInput, type PostOffice } from '@haat/domain/location/pincode.schema';
import { usePincodeLocations } from '../api/get-pincode-locations.ts';
import { pincodeEntryErrorMessage } from '../location-answers.ts';

export function PincodeSearch({
  inputRef,
  currentPincode,
  currentCity,
  disabled,
  onChoose,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  currentPincode: string;
  currentCity: string;
  disabled: boolean;
  onChoose: (office: PostOffice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [pincode, setPincode] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const lookup = usePincodeLocations(submitted);

  const complete = pincode.length === 6;
  const valid = isValidPincode(pincode);
  // Six digits that cannot be a pincode (a leading 0) say so at once, rather than a button that stays grey.
  const inputError = complete && !valid ? LOCATION_MESSAGES.enterValidPincode : null;
  const lookupError = lookup.isError ? pincodeEntryErrorMessage(lookup.error) : null;
  const error = inputError ?? lookupError;
  const offices = lookup.data ?? [];

  return (
    <section aria-labelledby={`${id}-label`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) setSubmitted(pincode);
        }}
      >
        <label htmlFor={`${id}-input`} id={`${id}-label`} className="text-sm font-semibold text-ink">
          {t('Enter pincode')}
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[0-9]*"
            maxLength={6}
            placeholder={t('6-digit pincode')}
            value={pincode}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setPincode(sanitizePincodeInput(event.target.value));
              setSubmitted(null);
            }}
            className={`h-11 min-w-0 flex-1 rounded-md border bg-card px-3 text-base font-semibold tracking-[0.2em] text-ink placeholder:font-normal placeholder:tracking-normal placeholder:text-ink-subtle focus:outline-none focus-visible:outline-none focus:ring-2 ${
              error
                ? 'border-danger focus:ring-danger/30'
                : 'border-line focus:border-brand-600 focus:ring-brand-600/20'
            }`}
          />
          <button
            type="submit"
            disabled={!valid || lookup.isFetching}
            className="h-11 shrink-0 rounded-md bg-brand-700 px-5 text-sm font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-line disabled:text-ink-subtle"
          >
            {t('Check')}
          </button>
        </div>
      </form>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {t(error)}
        </p>
      )}

      <div aria-live="polite" className="sr-only">
        {lookup.isFetching ? t('Looking up pincode…') : ''}
      </div>
      {submitted !== null && lookup.isPending && <FoundLocationsSkeleton />}
      {offices.length > 0 && (
        <div className="mt-3">
          <h3 className="text-xs font-bold uppercase tracking-wide text-ink-muted">
            {t(LOCATION_MESSAGES.foundLocations)}
          </h3>
          <ul
            aria-label={t(LOCATION_MESSAGES.foundLocations)}
            className="mt-1.5 max-h-56 divide-y divide-line overflow-y-auto rounded-lg border border-line"
          >
            {offices.map((office) => {
              const current = office.Pincode === currentPincode && office.District === currentCity;
              return (
                <li key={`${office.Name}-${office.Division}`}>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onChoose(office)}
                    className="flex w-full items-center gap-3 px-3 py-2.5 text-start hover:bg-brand-50 focus-visible:bg-brand-50 disabled:cursor-wait"
                  >
                    <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold text-ink">{office.Name}</span>
                      <span className="block truncate text-xs text-ink-muted">
                        {office.District}, {office.State}
                      </span>
                    </span>
                    <span className="shrink-0 text-xs font-semibold text-ink-muted">{office.Pincode}</span>
                    {current && <Check className="h-4 w-4 shrink-0 text-success" aria-label={t('Current')} />}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}

function FoundLocationsSkeleton() {
  return (
    <ul aria-hidden="true" className="mt-3 divide-y divide-line rounded-lg border border-line">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-center gap-3 px-3 py-3">
          <span className="h-4 w-4 animate-pulse rounded-full bg-line" />
          <span className="flex-1 space-y-1.5">
            <span className="block h-3 w-2/5 animate-pulse rounded bg-line" />
            <span className="block h-2.5 w-3/5 animate-pulse rounded bg-line" />
          </span>
        </li>
      ))}
    </ul>
  );
}
