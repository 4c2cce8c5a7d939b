// DELETE /api/users/addresses/{id} (docs/behaviour/account.md#calls): removes a saved address; the answer is the
// remaining book.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressListResponseSchema } from '@haat/domain/addresses/address.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADDRESSES_QUERY_KEY, storeAddressBook } from './addresses-query.ts';

export async function deleteAddress(id: string) {
  const data = await apiRequest<unknown>(`/users/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
  const parsed = addressListResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.addresses : null;
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (addresses) => {
      if (addresses) storeAddressBook(queryClient, addresses);
      else void queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
    },
  });
}
