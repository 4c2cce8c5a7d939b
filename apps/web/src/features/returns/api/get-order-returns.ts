// GET /api/returns/user?orderId= : the shopper's return requests of one order, newest first (the order page).
import { useQuery } from '@tanstack/react-query';
import { returnListResponseSchema, type ReturnRequest } from '@haat/domain/returns/return.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderReturnsKey } from './return-keys.ts';

export async function getOrderReturns(orderId: string, signal?: AbortSignal): Promise<ReturnRequest[]> {
  const data = await apiRequest<unknown>('/returns/user', { query: { orderId }, signal });
  return returnListResponseSchema.parse(data).returnRequests;
}

export function useOrderReturns(orderId: string) {
  return useQuery({
    queryKey: orderReturnsKey(orderId),
    queryFn: ({ signal }) => getOrderReturns(orderId, signal),
  });
}
