// The address form's reading of the pincode directory: the principal office names the place; the spec's two
// messages tell "nothing found" from "lookup failed".
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { placeOfOffices } from '../../../lib/pincode-api.ts';
import { pincodeLookupMessage } from './pincode-lookup.ts';

const office = (name: string, district: string) => ({
  Name: name,
  Circle: 'Chhattisgarh',
  District: district,
  Division: 'Raipur',
  Region: 'Raipur',
  State: 'Chhattisgarh',
  Country: 'India',
  Pincode: '492001',
});

describe('placeOfOffices', () => {
  it('takes the city, state and country from the first (principal) office', () => {
    expect(placeOfOffices([office('Raipur', 'Raipur'), office('Byron Bazar', 'Raipur North')])).toEqual({
      city: 'Raipur',
      state: 'Chhattisgarh',
      country: 'India',
    });
  });
});

describe('pincodeLookupMessage', () => {
  it('says nothing was found for an unknown or malformed pincode', () => {
    expect(pincodeLookupMessage(new ApiRequestError('No location found for this pincode', 404))).toBe(
      'No location found for this pincode.',
    );
    expect(pincodeLookupMessage(new ApiRequestError('Invalid pincode format', 400))).toBe(
      'No location found for this pincode.',
    );
  });

  it('says the lookup failed for a connection failure or a server fault', () => {
    expect(pincodeLookupMessage(new ApiRequestError('Network error', 0))).toBe(
      'Failed to fetch pincode info.',
    );
    expect(pincodeLookupMessage(new ApiRequestError('Something went wrong', 500))).toBe(
      'Failed to fetch pincode info.',
    );
  });
});
