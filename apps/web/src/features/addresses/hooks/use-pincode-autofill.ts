// The settings address rule (docs/behaviour/account.md#addresses), used by every address form: a postal code of 6
// digits, first 1–9, fills city, state and country from the pincode directory and makes those three read-only;
// another code unlocks them. A code that finds nothing, or a failed lookup, says so and leaves the fields to the
// shopper.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isValidPincode } from '@haat/domain/location/pincode.schema';
import { pincodeLookupMessage, pincodePlaceQueryOptions, type PincodePlace } from '../api/pincode-lookup.ts';

export interface PincodeAutofill {
  /** City, state and country came from the directory for the code now in the field. */
  locked: boolean;
  looking: boolean;
  /** The failure's message, in the spec's words; null otherwise. */
  error: string | null;
}

export function usePincodeAutofill(postalCode: string, fill: (place: PincodePlace) => void): PincodeAutofill {
  const code = postalCode.trim();
  const valid = isValidPincode(code);
  const { data, error, isFetching } = useQuery({ ...pincodePlaceQueryOptions(code), enabled: valid });

  useEffect(() => {
    if (valid && data) fill(data);
  }, [valid, data, fill]);

  return {
    locked: valid && data !== undefined,
    looking: valid && isFetching && data === undefined,
    error: valid && error ? pincodeLookupMessage(error) : null,
  };
}
