// GET /api/pincode/{code} (India Post's shape): the district and state of a valid pincode, to fill the address
// step's city and state. Only asked for a complete, valid pincode; an unknown one is an answer, not a fault.
import { useQuery } from '@tanstack/react-query';
import { pincodeLookupResponseSchema, isValidPincode } from '@haat/domain/location/pincode.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PincodePlace {
  city: string;
  state: string;
}

export async function lookupPincode(code: string, signal?: AbortSignal): Promise<PincodePlace> {
  const data = await apiRequest<unknown>(`/pincode/${encodeURIComponent(code)}`, { signal, auth: false });
  // The schema holds exactly one result with at least one office.
  const office = pincodeLookupResponseSchema.parse(data)[0]!.PostOffice[0]!;
  return { city: office.District, state: office.State };
}

export function usePincodePlace(code: string) {
  return useQuery({
    queryKey: ['pincode', code],
    queryFn: ({ signal }) => lookupPincode(code, signal),
    enabled: isValidPincode(code),
    staleTime: Infinity,
    retry: false,
  });
}
