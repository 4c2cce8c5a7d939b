// GET /api/pincode/{code} (docs/behaviour/location.md#calls, docs/behaviour/account.md#addresses): the bundled India
// Post directory, answering in India Post's shape. One query per pincode for the whole app (the location picker's
// found locations, the address forms' auto-fill, profile setup), so a pincode looked up in one place is known in the
// others.
import { queryOptions } from '@tanstack/react-query';
import { pincodeLookupResponseSchema, type PostOffice } from '@haat/domain/location/pincode.schema';
import { apiRequest, ApiRequestError } from './api-client.ts';

export interface PincodePlace {
  city: string;
  state: string;
  country: string;
}

/** The pincode's post offices, principal office first (its District is the city). */
export async function fetchPincodeOffices(code: string, signal?: AbortSignal): Promise<PostOffice[]> {
  const data = await apiRequest<unknown>(`/pincode/${encodeURIComponent(code)}`, { signal, auth: false });
  // The schema holds exactly one result with at least one office.
  return pincodeLookupResponseSchema.parse(data)[0]!.PostOffice;
}

/** A malformed (400) or unknown (404) pincode: an answer about the pincode, not a fault to retry. */
export function isPincodeNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

export function pincodeOfficesQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['pincode', code],
    queryFn: ({ signal }) => fetchPincodeOffices(code, signal),
    // The directory changes with a release, not during a visit.
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: (count, error) => !isPincodeNotFound(error) && count < 1,
  });
}

/** The place a pincode names: its principal office's district, state and country. */
export function placeOfOffices(offices: readonly PostOffice[]): PincodePlace {
  const office = offices[0]!;
  return { city: office.District, state: office.State, country: office.Country };
}
