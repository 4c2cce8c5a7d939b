// The 24-hour validity and the defensive parsing of user_location
// (docs/behaviour/location.md#where-the-location-comes-from, #limits).
import { describe, expect, it } from 'vitest';
import { LOCATION_VALIDITY_MS } from '@haat/domain/location/location-rules';
import { DEFAULT_LOCATION, parseStoredLocation } from './location-store.ts';

const now = Date.parse('2025-06-01T12:00:00.000Z');
const saved = {
  city: 'Raipur',
  state: 'Chhattisgarh',
  pincode: '492001',
  country: 'India',
  coordinates: { latitude: 21.25, longitude: 81.63 },
  isDetected: false,
  lastUpdated: new Date(now - 60_000).toISOString(),
};

describe('parseStoredLocation', () => {
  it('returns a location saved within 24 hours as stored', () => {
    expect(parseStoredLocation(JSON.stringify(saved), now)).toEqual(saved);
  });

  it.each([
    ['nothing stored', null],
    ['malformed JSON', '{city:'],
    ['a non-object', '"Raipur"'],
    ['no timestamp', JSON.stringify({ ...saved, lastUpdated: undefined })],
    [
      'exactly 24 hours old',
      JSON.stringify({ ...saved, lastUpdated: new Date(now - LOCATION_VALIDITY_MS).toISOString() }),
    ],
    [
      'older than 24 hours',
      JSON.stringify({ ...saved, lastUpdated: new Date(now - LOCATION_VALIDITY_MS - 1).toISOString() }),
    ],
    [
      'dated in the future',
      JSON.stringify({ ...saved, lastUpdated: new Date(now + 3_600_000).toISOString() }),
    ],
    ['an empty city', JSON.stringify({ ...saved, city: '  ' })],
  ])('falls back to the placeholder for %s', (_label, raw) => {
    expect(parseStoredLocation(raw, now)).toEqual(DEFAULT_LOCATION);
  });

  it('defaults country to India and drops malformed coordinates', () => {
    const parsed = parseStoredLocation(
      JSON.stringify({ ...saved, country: '', coordinates: { latitude: 'x' } }),
      now,
    );
    expect(parsed.country).toBe('India');
    expect(parsed.coordinates).toBeNull();
  });

  it('keeps the default placeholder city "Select Location"', () => {
    expect(DEFAULT_LOCATION.city).toBe('Select Location');
  });
});
