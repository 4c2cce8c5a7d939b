// The answer of an address save: the saved address and the whole book. An answer without the address is the
// spec's 'Failed to get address details from response' (docs/behaviour/account.md#addresses).
import {
  ADDRESS_MESSAGES,
  addressSavedResponseSchema,
  type Address,
} from '@haat/domain/addresses/address.schema';

export interface SavedAddress {
  address: Address;
  addresses: Address[];
}

export class AddressAnswerError extends Error {
  constructor() {
    super(ADDRESS_MESSAGES.noDetails);
    this.name = 'AddressAnswerError';
  }
}

export function parseSavedAddress(data: unknown): SavedAddress {
  const parsed = addressSavedResponseSchema.safeParse(data);
  if (!parsed.success) throw new AddressAnswerError();
  return { address: parsed.data.address, addresses: parsed.data.addresses };
}
