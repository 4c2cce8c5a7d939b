// GET /api/geo/reverse?lat=&lon= (docs/behaviour/location.md#calls): the nearest pincode's city, state and postcode
// for a position.
import { queryOptions } from '@tanstack/react-query';
import {
  reverseGeocodeResponseSchema,
  type ReverseGeocodeResponse,
} from '@haat/domain/location/pincode.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function reverseGeocode(
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<ReverseGeocodeResponse> {
  const data = await apiRequest<unknown>('/geo/reverse', {
    query: { lat: latitude, lon: longitude },
    signal,
    auth: false,
  });
  return reverseGeocodeResponseSchema.parse(data);
}

export function reverseGeocodeQueryOptions(latitude: number, longitude: number) {
  // About 100 m: a device that moved a few metres asks the same question again.
  const lat = Number(latitude.toFixed(3));
  const lon = Number(longitude.toFixed(3));
  return queryOptions({
    queryKey: ['geo', 'reverse', lat, lon],
    queryFn: ({ signal }) => reverseGeocode(lat, lon, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
