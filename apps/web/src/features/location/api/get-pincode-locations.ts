// The picker's found locations: the post offices of a submitted pincode.
import { useQuery } from '@tanstack/react-query';
import { pincodeOfficesQueryOptions } from '../../../lib/pincode-api.ts';

/** Looks up `code` once it is submitted; null waits. */
export function usePincodeLocations(code: string | null) {
  return useQuery({ ...pincodeOfficesQueryOptions(code ?? ''), enabled: code !== null });
}
