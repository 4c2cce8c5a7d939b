// "Popular Cities" (docs/behaviour/location.md#location-picker): the eight cities, each with the pincode it sets.
import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import { POPULAR_CITIES, type PopularCity } from '@haat/domain/location/popular-cities';

export function PopularCities({
  currentPincode,
  disabled,
  onChoose,
}: {
  currentPincode: string;
  disabled: boolean;
  onChoose: (city: PopularCity) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="popular-cities-heading">
      <h3 id="popular-cities-heading" className="text-xs font-bold uppercase tracking-wide text-ink-muted">
        {t(LOCATION_MESSAGES.popularCities)}
      </h3>
      <ul className="mt-2 grid grid-cols-4 gap-1.5 sm:gap-2">
        {POPULAR_CITIES.map((city) => {
          const current = city.pincode === currentPincode;
          return (
            <li key={city.city}>
              <button
                type="button"
                disabled={disabled}
                aria-pressed={current}
                aria-label={`${t(city.city)} ${city.pincode}`}
                onClick={() => onChoose(city)}
                className={`flex w-full flex-col items-center gap-1 rounded-lg border px-0.5 py-2 text-center transition-colors disabled:cursor-wait ${
                  current
                    ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                    : 'border-line hover:border-brand-500 hover:bg-brand-50'
                }`}
              >
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-accent-50 text-accent-600">
                  <Landmark className="h-4 w-4" aria-hidden="true" />
                </span>
                <span className="w-full truncate text-[11px] font-semibold tracking-tight text-ink sm:text-xs sm:tracking-normal">
                  {t(city.city)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
