// The address step's city and state from the pincode directory. Only asked for a complete, valid pincode; an
// unknown one is an answer (no fill), not a fault.
import { useQuery } from '@tanstack/react-query';
import { isValidPincode } from '@haat/domain/location/pincode.schema';
import { pincodeOfficesQueryOptions, placeOfOffices } from '../../../lib/pincode-api.ts';

export function usePincodePlace(code: string) {
  return useQuery({
    ...pincodeOfficesQueryOptions(code),
    select: placeOfOffices,
    enabled: isValidPincode(code),
  });
}
