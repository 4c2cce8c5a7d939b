// The settings address rule (docs/behaviour/account.md#addresses), used by every address form: a postal code of 6
// digits, first 1–9, fills city, state and country from the pincode directory and makes those three read-only;
// another code unlocks them. A code that finds nothing, or a failed lookup, says so and leaves the fields to the
// shopper. A saved address being edited keeps its own city name (the shopper's "Bengaluru", not the directory's
// "Bangalore") until its pincode is changed; a code that stops being valid, or finds nothing, after one that filled
// the fields clears what it filled, unlocks them and says why (docs/behaviour/account.md#pincode-autofill).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isValidPincode } from '@haat/domain/location/pincode.schema';
import { pincodeLookupMessage, pincodePlaceQueryOptions, type PincodePlace } from '../api/pincode-lookup.ts';

export interface PincodeAutofill {
  /** City, state and country came from the directory for the code now in the field. */
  locked: boolean;
  looking: boolean;
  /** The failure's message, in the spec's words; null otherwise. */
  error: string | null;
  /** What the directory had filled was cleared, because the code in the field no longer finds a place. */
  cleared: boolean;
}

export interface PincodeAutofillOptions {
  /** The saved address's own pincode: while the field still holds it, nothing is looked up or filled. */
  savedCode?: string | undefined;
  /** Empties the fields that still hold what `place` filled (the shopper's own edits are kept). */
  clear?: (place: PincodePlace) => void;
}

export function usePincodeAutofill(
  postalCode: string,
  fill: (place: PincodePlace) => void,
  { savedCode, clear }: PincodeAutofillOptions = {},
): PincodeAutofill {
  const code = postalCode.trim();
  const valid = isValidPincode(code);
  // Once the shopper changes the saved code, the directory decides, even if they type the old code again.
  const [changed, setChanged] = useState(savedCode === undefined);
  if (!changed && code !== savedCode?.trim()) setChanged(true);
  const lookup = valid && changed;
  const { data, error, isFetching } = useQuery({ ...pincodePlaceQueryOptions(code), enabled: lookup });
  const filled = useRef<PincodePlace | null>(null);
  const placeNow = lookup && data !== undefined;
  // No place for the code now in the field (too short, invalid, unknown, or the lookup failed).
  const noPlace = !valid || (lookup && error !== null && !isFetching);
  // Whether the directory ever filled this form: only then is there something to clear and to explain.
  const [hadPlace, setHadPlace] = useState(false);
  if (placeNow && !hadPlace) setHadPlace(true);

  useEffect(() => {
    if (lookup && data) {
      fill(data);
      filled.current = data;
    } else if (noPlace && filled.current) {
      clear?.(filled.current);
      filled.current = null;
    }
  }, [lookup, data, noPlace, fill, clear]);

  return {
    locked: placeNow,
    looking: lookup && isFetching && data === undefined,
    error: lookup && error ? pincodeLookupMessage(error) : null,
    cleared: hadPlace && noPlace,
  };
}
