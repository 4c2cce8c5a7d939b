// The location picker's fixed rules (docs/behaviour/location.md#where-the-location-comes-from, #limits): browser
// geolocation options and how long a chosen location is trusted. Kept apart from the popular cities: the stored
// location is read in the first download, the picker not.

/** A stored location is used only if saved within the last 24 hours. */
export const LOCATION_VALIDITY_MS = 86_400_000;

/** navigator.geolocation.getCurrentPosition options (docs/behaviour/location.md#calls, #limits). */
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 600_000,
} as const;
