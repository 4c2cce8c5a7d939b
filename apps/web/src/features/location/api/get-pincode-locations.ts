// GET /api/pincode/{code} (spec 1 §7): the post offices of a pincode from the bundled directory, India Post's shape.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pincodeLookupResponseSchema, type PostOffice } from '@haat/domain/location/pincode.schema';
import { apiRequest } from '../../../lib/api-client.ts';

/** The pincode's post offices, principal office first (its District is the city). */
export async function getPincodeLocations(code: string, signal?: AbortSignal): Promise<PostOffice[]> {
  const data = await apiRequest<unknown>(`/pincode/${encodeURIComponent(code)}`, { signal, auth: false });
  const [result] = pincodeLookupResponseSchema.parse(data);
  return result?.PostOffice ?? [];
}

export function pincodeLocationsQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['pincode', code],
    queryFn: ({ signal }) => getPincodeLocations(code, signal),
    // The directory changes with a release, not during a visit.
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
}

/** Looks up `code` once it is submitted; null waits. */
export function usePincodeLocations(code: string | null) {
  return useQuery({ ...pincodeLocationsQueryOptions(code ?? ''), enabled: code !== null });
}
