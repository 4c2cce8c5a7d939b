// The ways to change the delivery location (docs/behaviour/location.md#where-the-location-comes-from): detect by
// device, set by pincode, or take a chosen place (a found post office, a popular city). Each is a TanStack mutation,
// so the picker and /location-test read the same loading and error flags; every error's message is a
// docs/behaviour/location.md#messages message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import { useLocationStore } from '../../../lib/stores/location-store.ts';
import { pincodeOfficesQueryOptions } from '../../../lib/pincode-api.ts';
import { reverseGeocodeQueryOptions } from '../api/reverse-geocode.ts';
import { currentPosition } from '../current-position.ts';
import {
  checkLocation,
  LocationError,
  locationFromPostOffice,
  locationFromReverseGeocode,
  reverseGeocodeErrorMessage,
  setByPincodeErrorMessage,
  type NewLocation,
} from '../location-answers.ts';
import { isValidPincode, sanitizePincodeInput } from '@haat/domain/location/pincode.schema';

/** Saves `next` in the store, or says why not ("Invalid location", "Failed to set location"). */
export function applyLocation(next: NewLocation): NewLocation {
  const location = checkLocation(next);
  try {
    useLocationStore.getState().setLocation(location);
  } catch {
    throw new LocationError(LOCATION_MESSAGES.setFailed);
  }
  return location;
}

/** The message to show for a failed action: ours as is, anything unforeseen as `fallback`. */
export function locationErrorText(error: unknown, fallback: string): string {
  return error instanceof LocationError ? error.message : fallback;
}

export function useDetectLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['location', 'detect'],
    mutationFn: async () => {
      const coordinates = await currentPosition();
      let place;
      try {
        place = await queryClient.fetchQuery(
          reverseGeocodeQueryOptions(coordinates.latitude, coordinates.longitude),
        );
      } catch (error) {
        throw new LocationError(reverseGeocodeErrorMessage(error));
      }
      return applyLocation(locationFromReverseGeocode(place, coordinates));
    },
  });
}

export function useSetLocationByPincode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['location', 'pincode'],
    mutationFn: async (raw: string) => {
      const code = sanitizePincodeInput(raw);
      if (!isValidPincode(code)) throw new LocationError(LOCATION_MESSAGES.invalidPincodeFormat);
      let offices;
      try {
        offices = await queryClient.fetchQuery(pincodeOfficesQueryOptions(code));
      } catch (error) {
        throw new LocationError(setByPincodeErrorMessage(error));
      }
      const principal = offices[0];
      if (!principal) throw new LocationError(LOCATION_MESSAGES.noLocationForPincode);
      return applyLocation(locationFromPostOffice(principal));
    },
  });
}

/** A place the shopper picked from a list: a found post office or a popular city. */
export function useChooseLocation() {
  return useMutation({
    mutationKey: ['location', 'choose'],
    mutationFn: async (next: NewLocation) => applyLocation(next),
  });
}
