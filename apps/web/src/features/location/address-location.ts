// The startup fallback of docs/behaviour/location.md#where-the-location-comes-from on its own, free of schemas: the
// shell loads it with the first download.
import type { Address } from '@haat/domain/addresses/address.schema';
import type { NewLocation } from './location-answers.ts';

/**
 * The startup fallback (docs/behaviour/location.md#where-the-location-comes-from): the default address, else the
 * first, when it has a postal code and a city; null when there is none, so the placeholder stays.
 */
export function locationFromAddresses(
  addresses: readonly Pick<Address, 'city' | 'state' | 'postalCode' | 'country' | 'isDefault'>[],
): NewLocation | null {
  const address = addresses.find((a) => a.isDefault) ?? addresses[0];
  if (!address) return null;
  const city = address.city.trim();
  const pincode = address.postalCode.trim();
  if (!city || !pincode) return null;
  return {
    city,
    state: address.state.trim(),
    pincode,
    country: address.country || 'India',
    isDetected: false,
  };
}
