// Every message of the location picker and pincode entry (docs/behaviour/location.md#messages), said once for web and
// API.
export const LOCATION_MESSAGES = {
  permissionDenied: 'Location access denied by user',
  positionUnavailable: 'Location information unavailable',
  timeout: 'Location request timed out',
  notSupported: 'Geolocation is not supported by this browser',
  getLocationFailed: 'Failed to get location',
  reverseFailed: 'Failed to determine location from coordinates',
  unableToDetermine: 'Unable to determine location',
  detectFailed: 'Failed to detect location automatically',
  noLocationForPincode: 'No location found for this pincode',
  fetchFromPincodeFailed: 'Failed to fetch location from pincode',
  setFailed: 'Failed to set location',
  invalidLocation: 'Invalid location',
  enterValidPincode: 'Please enter a valid 6-digit pincode',
  noLocationsFound: 'No locations found for this pincode',
  fetchDataFailed: 'Failed to fetch location data. Please try again.',
  invalidPincodeFormat: 'Invalid pincode format',
  /** Server: coordinates that are not numbers in range. */
  invalidCoordinates: 'Latitude must be between -90 and 90 and longitude between -180 and 180',
  /** Server: no pincode centre within REVERSE_GEOCODE_MAX_KM. */
  noPlaceNearby: 'No place in India found near these coordinates',
  deliverTo: 'Deliver to',
  foundLocations: 'Found Locations',
  popularCities: 'Popular Cities',
  pincodeHint: 'Enter your pincode to see accurate delivery times and costs',
} as const;

export const LOCATION_ERROR_CODES = {
  pincodeNotFound: 'PINCODE_NOT_FOUND',
  noPlaceNearby: 'NO_PLACE_NEARBY',
} as const;
