import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { PincodeNotFoundError, pincodeLookupMessage, placeOfPincode } from './pincode-lookup.ts';

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

describe('placeOfPincode', () => {
  it('reads city, state and country from the principal (first) post office', () => {
    const answer = [
      {
        Message: 'Number of pincode(s) found: 2',
        Status: 'Success',
        PostOffice: [office('Raipur', 'Raipur'), office('Tatibandh', 'Other')],
      },
    ];
    expect(placeOfPincode(answer)).toEqual({ city: 'Raipur', state: 'Chhattisgarh', country: 'India' });
  });

  it.each([
    ['India Post error status', [{ Message: 'No records found', Status: 'Error', PostOffice: null }]],
    ['no post office', [{ Message: '', Status: 'Success', PostOffice: [] }]],
    ['not an array', { Status: 'Success' }],
    ['nothing', null],
  ])('finds nothing in %s', (_name, answer) => {
    expect(() => placeOfPincode(answer)).toThrow(PincodeNotFoundError);
  });
});

describe('pincodeLookupMessage', () => {
  it('says no location was found when nothing was found', () => {
    expect(pincodeLookupMessage(new PincodeNotFoundError())).toBe('No location found for this pincode.');
  });

  it('says the lookup failed otherwise', () => {
    expect(pincodeLookupMessage(new ApiRequestError('Network error', 0))).toBe(
      'Failed to fetch pincode info.',
    );
    expect(pincodeLookupMessage(new ApiRequestError('Something went wrong', 500))).toBe(
      'Failed to fetch pincode info.',
    );
  });
});
