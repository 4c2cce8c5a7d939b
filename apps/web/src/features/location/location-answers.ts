// Turns what the pincode directory, the reverse geocoder, the browser and the address book answer into a delivery
// location, and every failure into its docs/behaviour/location.md#messages message. Pure, so each rule is tested on
// its own.
import { LOCATION_ERROR_CODES, LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import type { PopularCity } from '@haat/domain/location/popular-cities';
import type { PostOffice, ReverseGeocodeResponse } from '@haat/domain/location/pincode.schema';
import { isValidPincode } from '@haat/domain/location/pincode.schema';
import type { UserLocation } from '../../lib/stores/location-store.ts';

/** What the picker hands the store; it stamps lastUpdated itself. */
export type NewLocation = Pick<UserLocation, 'city' | 'state' | 'pincode'> &
  Partial<Pick<UserLocation, 'country' | 'coordinates' | 'isDetected'>>;

/** A failure whose message is already the one to show (a LOCATION_MESSAGES value). */
export class LocationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocationError';
  }
}

/** The failure's HTTP status and code, when it came from the API client; 0 for a connection failure. */
interface HttpFailure {
  status: number;
  code?: string;
}

function httpFailure(error: unknown): HttpFailure | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const { status, code } = error as { status: unknown; code?: unknown };
  return typeof status === 'number' ? { status, code: typeof code === 'string' ? code : undefined } : null;
}

/** A post office of the directory: its district is the city, as India Post's principal offices name it. */
export function locationFromPostOffice(office: PostOffice): NewLocation {
  return {
    city: office.District.trim(),
    state: office.State.trim(),
    pincode: office.Pincode,
    country: office.Country || 'India',
    isDetected: false,
  };
}

export function locationFromPopularCity(city: PopularCity): NewLocation {
  return { city: city.city, state: city.state, pincode: city.pincode, isDetected: false };
}

/** The device's position named by the reverse geocoder; the device's own coordinates are kept. */
export function locationFromReverseGeocode(
  place: ReverseGeocodeResponse,
  coordinates: { latitude: number; longitude: number },
): NewLocation {
  const city = place.city.trim() || place.locality.trim();
  if (!city || !isValidPincode(place.postcode)) throw new LocationError(LOCATION_MESSAGES.unableToDetermine);
  return {
    city,
    state: place.principalSubdivision,
    pincode: place.postcode,
    country: place.countryName,
    coordinates,
    isDetected: true,
  };
}

/** Refuses a location the store must not hold: no city, or a pincode that is not 6 digits starting 1–9. */
export function checkLocation(next: NewLocation): NewLocation {
  if (!next.city.trim() || (next.pincode !== '' && !isValidPincode(next.pincode)))
    throw new LocationError(LOCATION_MESSAGES.invalidLocation);
  return next;
}

/** GeolocationPositionError codes (1 denied, 2 unavailable, 3 timeout) to the spec's messages. */
export function geolocationErrorMessage(code: number): string {
  switch (code) {
    case 1:
      return LOCATION_MESSAGES.permissionDenied;
    case 2:
      return LOCATION_MESSAGES.positionUnavailable;
    case 3:
      return LOCATION_MESSAGES.timeout;
    default:
      return LOCATION_MESSAGES.getLocationFailed;
  }
}

/** A failed reverse lookup: no place near the point is "unable to determine"; anything else a failed lookup. */
export function reverseGeocodeErrorMessage(error: unknown): string {
  if (error instanceof LocationError) return error.message;
  const failure = httpFailure(error);
  if (failure?.status === 404 || failure?.code === LOCATION_ERROR_CODES.noPlaceNearby)
    return LOCATION_MESSAGES.unableToDetermine;
  return LOCATION_MESSAGES.reverseFailed;
}

/** The picker's pincode box: its own three messages (docs/behaviour/location.md#messages "Pincode entry"). */
export function pincodeEntryErrorMessage(error: unknown): string {
  const failure = httpFailure(error);
  if (failure?.status === 404) return LOCATION_MESSAGES.noLocationsFound;
  if (failure?.status === 400) return LOCATION_MESSAGES.invalidPincodeFormat;
  return LOCATION_MESSAGES.fetchDataFailed;
}

/** Setting the location straight from a pincode (no list to choose from), as /location-test does. */
export function setByPincodeErrorMessage(error: unknown): string {
  if (error instanceof LocationError) return error.message;
  const failure = httpFailure(error);
  if (failure?.status === 404) return LOCATION_MESSAGES.noLocationForPincode;
  if (failure?.status === 400) return LOCATION_MESSAGES.invalidPincodeFormat;
  return LOCATION_MESSAGES.fetchFromPincodeFailed;
}
