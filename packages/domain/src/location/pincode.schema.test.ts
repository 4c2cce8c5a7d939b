// The pincode box's input rule and the directory routes' request contracts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidPincode,
  pincodeParamsSchema,
  reverseGeocodeQuerySchema,
  sanitizePincodeInput,
} from './pincode.schema.ts';
import { LOCATION_MESSAGES } from './location-messages.ts';

describe('sanitizePincodeInput', () => {
  it.each([
    ['492001', '492001'],
    ['492 001', '492001'],
    ['49-20-01', '492001'],
    ['4920015', '492001'],
    ['ab12cd', '12'],
    ['', ''],
    ['१२३४५६', ''],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizePincodeInput(raw)).toBe(expected);
  });

  it('keeps only ASCII digits, at most six, in their order, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (raw) => {
        const clean = sanitizePincodeInput(raw);
        expect(clean).toMatch(/^[0-9]{0,6}$/);
        expect(raw.replace(/\D/g, '').startsWith(clean)).toBe(true);
        expect(sanitizePincodeInput(clean)).toBe(clean);
      }),
    );
  });
});

describe('isValidPincode and the lookup params', () => {
  it.each([
    ['492001', true],
    ['110001', true],
    ['999999', true],
    ['000000', false],
    ['012345', false],
    ['12ab56', false],
    ['49200', false],
    ['4920011', false],
    [' 492001', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidPincode(value)).toBe(valid);
    const parsed = pincodeParamsSchema.safeParse({ code: value });
    expect(parsed.success).toBe(valid);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(LOCATION_MESSAGES.invalidPincodeFormat);
  });
});

describe('reverseGeocodeQuerySchema', () => {
  it('reads numbers from the query string and refuses what is not a coordinate', () => {
    expect(reverseGeocodeQuerySchema.parse({ lat: '21.25', lon: '81.63' })).toEqual({
      lat: 21.25,
      lon: 81.63,
    });
    for (const query of [
      { lat: 'abc', lon: '81' },
      { lat: '91', lon: '81' },
      { lat: '21', lon: '-181' },
      { lat: '21' },
      { lat: '', lon: '' },
      { lat: ' ', lon: '81' },
    ]) {
      const parsed = reverseGeocodeQuerySchema.safeParse(query);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(LOCATION_MESSAGES.invalidCoordinates);
    }
  });
});
