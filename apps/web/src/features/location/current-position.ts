// The device's position through the browser (docs/behaviour/location.md#calls, #limits: high accuracy, 10 s timeout,
// 10 min maximum age), with each refusal turned into its message.
import { LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import { GEOLOCATION_OPTIONS } from '@haat/domain/location/location-rules';
import { geolocationErrorMessage, LocationError } from './location-answers.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** null where the browser has no geolocation (old browsers, some embedded views). */
function browserGeolocation(): Geolocation | null {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;
}

export function currentPosition(
  geolocation: Geolocation | null = browserGeolocation(),
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationError(LOCATION_MESSAGES.notSupported));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new LocationError(geolocationErrorMessage(error.code))),
      GEOLOCATION_OPTIONS,
    );
  });
}
