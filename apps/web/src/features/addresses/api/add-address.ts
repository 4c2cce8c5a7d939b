// POST /api/users/addresses (docs/behaviour/account.md#calls): saves a new address; the answer is the saved address
// and the whole book.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddressInput } from '@haat/domain/addresses/address.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeAddressBook } from './addresses-query.ts';
import { parseSavedAddress, type SavedAddress } from './saved-address.ts';

export async function addAddress(input: AddressInput): Promise<SavedAddress> {
  return parseSavedAddress(await apiRequest<unknown>('/users/addresses', { method: 'POST', body: input }));
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: (saved) => storeAddressBook(queryClient, saved.addresses),
  });
}
