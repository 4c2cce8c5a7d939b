// How a location is named in one line: "New Delhi 110001", or the translated placeholder "Select Location".
import { useTranslation } from 'react-i18next';
import { DEFAULT_CITY, type UserLocation } from '../../../lib/stores/location-store.ts';

export function usePlaceName(location: Pick<UserLocation, 'city' | 'pincode'>): string {
  const { t } = useTranslation();
  const city = location.city === DEFAULT_CITY ? t(DEFAULT_CITY) : location.city;
  return location.pincode ? `${city} ${location.pincode}` : city;
}
