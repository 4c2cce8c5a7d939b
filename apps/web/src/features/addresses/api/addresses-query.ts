// GET /api/users/addresses (docs/behaviour/account.md#calls): the signed-in shopper's address book, default first. An
// empty book is an answer, not an error: 'No addresses found' comes as the message, and older servers sent it as an
// error.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ADDRESS_MESSAGES,
  addressListResponseSchema,
  type Address,
} from '@haat/domain/addresses/address.schema';
import { apiRequest, ApiRequestError } from '../../../lib/api-client.ts';

/** Under 'users' so Log Out's cache clear drops it with the rest of the account. */
export const ADDRESSES_QUERY_KEY = ['users', 'addresses'] as const;

export interface AddressBook {
  addresses: Address[];
  /** True when the server said 'No addresses found': checkout opens the add form on it. */
  empty: boolean;
}

export async function getAddresses(signal?: AbortSignal): Promise<AddressBook> {
  try {
    const data = addressListResponseSchema.parse(await apiRequest<unknown>('/users/addresses', { signal }));
    return { addresses: data.addresses, empty: data.addresses.length === 0 };
  } catch (error) {
    if (error instanceof ApiRequestError && error.message.includes(ADDRESS_MESSAGES.noAddresses))
      return { addresses: [], empty: true };
    throw error;
  }
}

export function addressesQueryOptions() {
  return queryOptions({ queryKey: ADDRESSES_QUERY_KEY, queryFn: ({ signal }) => getAddresses(signal) });
}

export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQueryOptions(), enabled });
}

/** Every address write answers the whole book: it replaces the cached one, so nothing is fetched again. */
export function storeAddressBook(queryClient: QueryClient, addresses: Address[]): void {
  queryClient.setQueryData<AddressBook>(ADDRESSES_QUERY_KEY, { addresses, empty: addresses.length === 0 });
}
