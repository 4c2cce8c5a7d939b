// PUT /api/users/addresses/{id} (docs/behaviour/account.md#calls): changes a saved address; the answer is the address
// and the whole book.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddressInput } from '@haat/domain/addresses/address.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeAddressBook } from './addresses-query.ts';
import { parseSavedAddress, type SavedAddress } from './saved-address.ts';

export async function updateAddress(id: string, input: AddressInput): Promise<SavedAddress> {
  const data = await apiRequest<unknown>(`/users/addresses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
  return parseSavedAddress(data);
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AddressInput }) => updateAddress(id, input),
    onSuccess: (saved) => storeAddressBook(queryClient, saved.addresses),
  });
}
