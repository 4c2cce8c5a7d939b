// The location picker's fixed rules (spec 1 §3, §4, §9): browser geolocation options, how long a chosen location
// is trusted, and the popular cities with the pincode each one sets.

/** A stored location is used only if saved within the last 24 hours. */
export const LOCATION_VALIDITY_MS = 86_400_000;

/** navigator.geolocation.getCurrentPosition options (spec 1 §7, §9). */
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 600_000,
} as const;

export interface PopularCity {
  city: string;
  state: string;
  /** The city's general post office, so choosing a city gives delivery dates at once. */
  pincode: string;
}

/** Spec 1 §Location picker, in its order. */
export const POPULAR_CITIES: readonly PopularCity[] = [
  { city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
  { city: 'Delhi', state: 'Delhi', pincode: '110001' },
  { city: 'Bangalore', state: 'Karnataka', pincode: '560001' },
  { city: 'Hyderabad', state: 'Telangana', pincode: '500001' },
  { city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' },
  { city: 'Kolkata', state: 'West Bengal', pincode: '700001' },
  { city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  { city: 'Ahmedabad', state: 'Gujarat', pincode: '380001' },
];
