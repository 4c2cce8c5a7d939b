// The address forms' view of the pincode directory (docs/behaviour/account.md#addresses): the place a pincode names,
// and the spec's two messages for a lookup that found nothing or failed.
import { ACCOUNT_MESSAGES } from '@haat/domain/account/account-messages';
import { isPincodeNotFound, pincodeOfficesQueryOptions, placeOfOffices } from '../../../lib/pincode-api.ts';

export type { PincodePlace } from '../../../lib/pincode-api.ts';

/**
 * docs/behaviour/account.md#addresses: 'No location found for this pincode.' when nothing was found, else 'Failed to
 * fetch pincode info.'
 */
export function pincodeLookupMessage(error: unknown): string {
  return isPincodeNotFound(error) ? ACCOUNT_MESSAGES.pincodeNotFound : ACCOUNT_MESSAGES.pincodeLookupFailed;
}

export function pincodePlaceQueryOptions(code: string) {
  return { ...pincodeOfficesQueryOptions(code), select: placeOfOffices };
}
