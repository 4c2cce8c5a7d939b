// The bundled pincode directory (docs/architecture.md#india-data, issue 9): GET /api/pincode/{code} answers in India
// Post's public shape (https://api.postalpincode.in/pincode/{code}), so a client written for that service reads it
// unchanged; GET /api/geo/reverse answers the fields docs/behaviour/location.md#calls reads from a reverse geocoder.
// Errors are the API's one error body (docs/architecture.md#one-error-body), never India Post's "Status: Error" with
// HTTP 200.
import { z } from 'zod';
import { PINCODE_PATTERN } from '../addresses/address.schema.ts';
import { LOCATION_MESSAGES } from './location-messages.ts';

export const pincodeParamsSchema = z.object({
  code: z.string().regex(PINCODE_PATTERN, LOCATION_MESSAGES.invalidPincodeFormat),
});

/** One post office, with India Post's field names; only the fields the directory knows. */
export const postOfficeSchema = z.object({
  Name: z.string(),
  Circle: z.string(),
  District: z.string(),
  Division: z.string(),
  Region: z.string(),
  State: z.string(),
  Country: z.string(),
  Pincode: z.string(),
});
export type PostOffice = z.infer<typeof postOfficeSchema>;

/**
 * India Post answers an array holding one result. The pincode's principal office (the head or general post office
 * named after its district, e.g. "New Delhi" for 110001) comes first, so `PostOffice[0].District` is the city.
 */
export const pincodeLookupResponseSchema = z
  .array(
    z.object({
      Message: z.string(),
      Status: z.literal('Success'),
      PostOffice: z.array(postOfficeSchema).min(1),
    }),
  )
  .length(1);
export type PincodeLookupResponse = z.infer<typeof pincodeLookupResponseSchema>;

/** A query-string coordinate: an empty value is missing, not 0 (which z.coerce.number would make of it). */
const coordinate = (limit: number) =>
  z
    .string({ error: LOCATION_MESSAGES.invalidCoordinates })
    .trim()
    .min(1, { error: LOCATION_MESSAGES.invalidCoordinates })
    .pipe(
      z.coerce
        .number<string>({ error: LOCATION_MESSAGES.invalidCoordinates })
        .min(-limit, { error: LOCATION_MESSAGES.invalidCoordinates })
        .max(limit, { error: LOCATION_MESSAGES.invalidCoordinates }),
    );

export const reverseGeocodeQuerySchema = z.object({
  lat: coordinate(90),
  lon: coordinate(180),
});

/** The nearest pincode with coordinates, in the field names of the reverse geocoder the spec reads. */
export const reverseGeocodeResponseSchema = z.object({
  /** The pincode's city (its principal office's district), e.g. "Raipur". */
  city: z.string(),
  /** The principal post office's name, e.g. "Raipur" or "Bandra West". */
  locality: z.string(),
  /** The state, e.g. "Chhattisgarh". */
  principalSubdivision: z.string(),
  countryName: z.literal('India'),
  countryCode: z.literal('IN'),
  postcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Great-circle distance from the asked point to the pincode's centre. */
  distanceKm: z.number(),
});
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponseSchema>;

/** Farther than this from every pincode centre is not a place in India we can name. */
export const REVERSE_GEOCODE_MAX_KM = 50;

/** The pincode box's input rule (docs/behaviour/location.md#validation): digits only, cut at 6. */
export function sanitizePincodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

export function isValidPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value);
}
