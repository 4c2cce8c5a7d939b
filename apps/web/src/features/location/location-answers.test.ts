// The picker's mappings and its choice of docs/behaviour/location.md#messages message for every failure.
import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import { POPULAR_CITIES } from '@haat/domain/location/popular-cities';
import { ApiRequestError } from '../../lib/api-client.ts';
import {
  checkLocation,
  geolocationErrorMessage,
  LocationError,
  locationFromPopularCity,
  locationFromPostOffice,
  locationFromReverseGeocode,
  pincodeEntryErrorMessage,
  reverseGeocodeErrorMessage,
  setByPincodeErrorMessage,
} from './location-answers.ts';
import { locationFromAddresses } from './address-location.ts';

const connaught = {
  Name: 'Connaught Place',
  Circle: 'Delhi',
  District: 'New Delhi',
  Division: 'New Delhi Central',
  Region: 'Delhi',
  State: 'Delhi',
  Country: 'India',
  Pincode: '110001',
};

const bandra = {
  city: 'Mumbai',
  locality: 'Bandra West',
  principalSubdivision: 'Maharashtra',
  countryName: 'India' as const,
  countryCode: 'IN' as const,
  postcode: '400050',
  latitude: 19.06,
  longitude: 72.83,
  distanceKm: 1.2,
};

const address = {
  city: 'Raipur',
  state: 'Chhattisgarh',
  postalCode: '492001',
  country: 'India',
  isDefault: false,
};

describe('locations from answers', () => {
  it('a post office gives its district as the city, with state and pincode', () => {
    expect(locationFromPostOffice(connaught)).toEqual({
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110001',
      country: 'India',
      isDetected: false,
    });
  });

  it('every popular city sets its own pincode', () => {
    for (const city of POPULAR_CITIES) {
      const location = locationFromPopularCity(city);
      expect(location).toMatchObject({ city: city.city, pincode: city.pincode, state: city.state });
      expect(checkLocation(location)).toBe(location);
    }
  });

  it('a detected place keeps the device coordinates and says it was detected', () => {
    const coordinates = { latitude: 19.0596, longitude: 72.8295 };
    expect(locationFromReverseGeocode(bandra, coordinates)).toEqual({
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
      country: 'India',
      coordinates,
      isDetected: true,
    });
  });

  it('a detected place without city or a usable postcode cannot be determined', () => {
    const coordinates = { latitude: 0, longitude: 0 };
    for (const place of [
      { ...bandra, city: '', locality: '' },
      { ...bandra, postcode: '' },
      { ...bandra, postcode: '040050' },
    ]) {
      expect(() => locationFromReverseGeocode(place, coordinates)).toThrow(
        LOCATION_MESSAGES.unableToDetermine,
      );
    }
    expect(locationFromReverseGeocode({ ...bandra, city: ' ' }, coordinates).city).toBe('Bandra West');
  });
});

describe('locationFromAddresses (startup rule, docs/behaviour/location.md#where-the-location-comes-from)', () => {
  it('takes the default address over the first', () => {
    const home = { ...address, city: 'Pune', postalCode: '411001', state: 'Maharashtra', isDefault: true };
    expect(locationFromAddresses([address, home])).toMatchObject({ city: 'Pune', pincode: '411001' });
  });

  it('takes the first address when none is the default', () => {
    expect(locationFromAddresses([address, { ...address, city: 'Pune' }])).toMatchObject({
      city: 'Raipur',
      state: 'Chhattisgarh',
      pincode: '492001',
      isDetected: false,
    });
  });

  it('gives nothing without addresses, or when the chosen one lacks a postal code or city', () => {
    expect(locationFromAddresses([])).toBeNull();
    expect(locationFromAddresses([{ ...address, postalCode: ' ' }])).toBeNull();
    expect(
      locationFromAddresses([
        { ...address, city: '' },
        { ...address, city: 'Pune' },
      ]),
    ).toBeNull();
  });
});

describe('checkLocation', () => {
  it('refuses a location without a city or with a malformed pincode', () => {
    expect(() => checkLocation({ city: ' ', state: '', pincode: '' })).toThrow(
      LOCATION_MESSAGES.invalidLocation,
    );
    expect(() => checkLocation({ city: 'Delhi', state: '', pincode: '11001' })).toThrow(
      LOCATION_MESSAGES.invalidLocation,
    );
    expect(checkLocation({ city: 'Delhi', state: '', pincode: '' }).city).toBe('Delhi');
  });
});

describe('messages', () => {
  it('maps each geolocation error code', () => {
    expect(geolocationErrorMessage(1)).toBe(LOCATION_MESSAGES.permissionDenied);
    expect(geolocationErrorMessage(2)).toBe(LOCATION_MESSAGES.positionUnavailable);
    expect(geolocationErrorMessage(3)).toBe(LOCATION_MESSAGES.timeout);
    expect(geolocationErrorMessage(9)).toBe(LOCATION_MESSAGES.getLocationFailed);
  });

  const notFound = new ApiRequestError('Pincode not found', 404, 'PINCODE_NOT_FOUND');
  const badFormat = new ApiRequestError('Invalid pincode format', 400, 'VALIDATION_ERROR');
  const offline = new ApiRequestError('Unable to connect', 0, 'NETWORK_ERROR');
  const serverFault = new ApiRequestError('Internal', 500);

  it('the pincode box says its own three messages', () => {
    expect(pincodeEntryErrorMessage(notFound)).toBe(LOCATION_MESSAGES.noLocationsFound);
    expect(pincodeEntryErrorMessage(badFormat)).toBe(LOCATION_MESSAGES.invalidPincodeFormat);
    expect(pincodeEntryErrorMessage(offline)).toBe(LOCATION_MESSAGES.fetchDataFailed);
    expect(pincodeEntryErrorMessage(new Error('parse'))).toBe(LOCATION_MESSAGES.fetchDataFailed);
  });

  it('setting by pincode says the location messages', () => {
    expect(setByPincodeErrorMessage(notFound)).toBe(LOCATION_MESSAGES.noLocationForPincode);
    expect(setByPincodeErrorMessage(badFormat)).toBe(LOCATION_MESSAGES.invalidPincodeFormat);
    expect(setByPincodeErrorMessage(serverFault)).toBe(LOCATION_MESSAGES.fetchFromPincodeFailed);
  });

  it('a reverse lookup with no place nearby cannot determine; any other failure failed', () => {
    expect(reverseGeocodeErrorMessage(new ApiRequestError('x', 404, 'NO_PLACE_NEARBY'))).toBe(
      LOCATION_MESSAGES.unableToDetermine,
    );
    expect(reverseGeocodeErrorMessage(offline)).toBe(LOCATION_MESSAGES.reverseFailed);
    expect(reverseGeocodeErrorMessage(new LocationError(LOCATION_MESSAGES.timeout))).toBe(
      LOCATION_MESSAGES.timeout,
    );
  });
});
