// GET /api/pincode/{code} and GET /api/geo/reverse over the loaded directory: the examples, India Post's
// shape with the principal office first, every error, cache headers, and the nearest centre for a point.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { LOCATION_ERROR_CODES, LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import { POPULAR_CITIES } from '@haat/domain/location/popular-cities';
import {
  pincodeLookupResponseSchema,
  REVERSE_GEOCODE_MAX_KM,
  reverseGeocodeResponseSchema,
} from '@haat/domain/location/pincode.schema';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { DIRECTORY_CACHE_CONTROL } from './geo.routes.ts';

describe(`pincode directory routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const lookup = async (code: string) => {
    const res = await get(`/api/pincode/${code}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe(DIRECTORY_CACHE_CONTROL);
    const [result] = pincodeLookupResponseSchema.parse(res.json());
    if (!result) throw new Error('India Post answers one result');
    return result;
  };
  const failure = async (url: string, status: number) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(status);
    return apiErrorSchema.parse(res.json());
  };

  it('answers 492001 as India Post does: Success, Raipur, Chhattisgarh, the Raipur office first', async () => {
    const result = await lookup('492001');
    expect(result.Status).toBe('Success');
    expect(result.Message).toBe(`Number of pincode(s) found:${result.PostOffice.length}`);
    expect(result.PostOffice.length).toBeGreaterThan(1);
    expect(result.PostOffice[0]).toEqual({
      Name: 'Raipur',
      Circle: 'Chhattisgarh',
      District: 'Raipur',
      Division: 'Raipur',
      Region: 'Raipur',
      State: 'Chhattisgarh',
      Country: 'India',
      Pincode: '492001',
    });
    for (const office of result.PostOffice) {
      expect(office).toMatchObject({ Pincode: '492001', State: 'Chhattisgarh', Country: 'India' });
    }
    expect(result.PostOffice.map((o) => o.Name)).toContain('Byron Bazar');
  });

  it.each([
    // The principal office is named after its district, wherever the registry lists it.
    ['110001', 'New Delhi', 'Delhi'],
    ['400001', 'Mumbai', 'Maharashtra'],
    ['560001', 'Bangalore', 'Karnataka'],
  ])('puts the principal office of %s first (%s, %s), names trimmed', async (code, name, state) => {
    const result = await lookup(code);
    expect(result.PostOffice[0]).toMatchObject({ Name: name, District: name, State: state });
    for (const office of result.PostOffice) {
      for (const value of Object.values(office)) expect(value).toBe(value.trim().replace(/\s+/g, ' '));
    }
  });

  it('knows every popular city pincode of the location picker', async () => {
    for (const city of POPULAR_CITIES) {
      const result = await lookup(city.pincode);
      expect(result.PostOffice[0]?.State, city.pincode).toBe(city.state);
    }
  });

  it('spells states as shoppers (and the GST list) do', async () => {
    expect((await lookup('605001')).PostOffice[0]?.State).toBe('Puducherry');
    expect((await lookup('194101')).PostOffice[0]?.State).toBe('Ladakh');
    expect((await lookup('744101')).PostOffice[0]?.State).toBe('Andaman and Nicobar Islands');
  });

  it.each(['000000', '12ab56', '49200', '4920011', '012345', '%20492001'])(
    'refuses the malformed pincode %j with 400 "Invalid pincode format"',
    async (code) => {
      const body = await failure(`/api/pincode/${code}`, 400);
      expect(body.error).toBe(LOCATION_MESSAGES.invalidPincodeFormat);
    },
  );

  it.each(['999999', '110099', '290001'])('answers a well-formed but unknown %s with 404', async (code) => {
    const body = await failure(`/api/pincode/${code}`, 404);
    expect(body).toMatchObject({
      error: LOCATION_MESSAGES.noLocationForPincode,
      code: LOCATION_ERROR_CODES.pincodeNotFound,
    });
  });

  const reverse = async (lat: number | string, lon: number | string) => {
    const res = await get(`/api/geo/reverse?lat=${lat}&lon=${lon}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe(DIRECTORY_CACHE_CONTROL);
    return reverseGeocodeResponseSchema.parse(res.json());
  };

  it('reverse-geocodes 21.25, 81.63 to Raipur, Chhattisgarh, 492xxx', async () => {
    const place = await reverse(21.25, 81.63);
    expect(place).toMatchObject({
      city: 'Raipur',
      principalSubdivision: 'Chhattisgarh',
      countryName: 'India',
      countryCode: 'IN',
    });
    expect(place.postcode).toMatch(/^492\d{3}$/);
    expect(place.distanceKm).toBeLessThan(10);
  });

  it('reverse-geocodes central Mumbai to a Mumbai 400xxx pincode', async () => {
    const place = await reverse(19.076, 72.8777);
    expect(place.postcode).toMatch(/^400\d{3}$/);
    expect(place).toMatchObject({ city: 'Mumbai', principalSubdivision: 'Maharashtra' });
  });

  it('answers a pincode centre with that pincode itself, and its lookup agrees', async () => {
    const place = await reverse(28.632743, 77.219597);
    expect(place).toMatchObject({
      postcode: '110001',
      city: 'New Delhi',
      locality: 'New Delhi',
      distanceKm: 0,
    });
    const office = (await lookup(place.postcode)).PostOffice[0];
    expect(office).toMatchObject({
      District: place.city,
      Name: place.locality,
      State: place.principalSubdivision,
    });
  });

  it('widens the search where centres are sparse, and still finds the nearest', async () => {
    // The Rann of Kutch: the nearest centre (370510, Kachchh) is about 33 km away, beyond the first two boxes.
    expect(await reverse(24.0, 70.0)).toMatchObject({
      postcode: '370510',
      city: 'Kachchh',
      principalSubdivision: 'Gujarat',
    });
    const kutch = await reverse(24.0, 70.0);
    expect(kutch.distanceKm).toBeCloseTo(32.9, 0);
    expect(kutch.distanceKm).toBeLessThanOrEqual(REVERSE_GEOCODE_MAX_KM);
    // The Thar near Jaisalmer: 345001, about 28 km.
    expect(await reverse(27.0, 70.5)).toMatchObject({
      postcode: '345001',
      principalSubdivision: 'Rajasthan',
    });
  });

  it('names no place far from every pincode (the open sea, another continent)', async () => {
    for (const [lat, lon] of [
      [15, 65],
      [48.85, 2.35],
      [-89.9, 0],
      [90, 180],
    ]) {
      const body = await failure(`/api/geo/reverse?lat=${lat}&lon=${lon}`, 404);
      expect(body).toMatchObject({
        error: LOCATION_MESSAGES.noPlaceNearby,
        code: LOCATION_ERROR_CODES.noPlaceNearby,
      });
    }
  });

  it.each([
    'lat=abc&lon=81.63',
    'lat=91&lon=81.63',
    'lat=21.25&lon=181',
    'lat=21.25',
    'lon=81.63',
    'lat=&lon=',
    'lat=NaN&lon=1',
    'lat=Infinity&lon=1',
  ])('refuses %s with 400', async (query) => {
    const body = await failure(`/api/geo/reverse?${query}`, 400);
    expect(body.error).toBe(LOCATION_MESSAGES.invalidCoordinates);
  });
});
