// POST /api/users/orders/{id}/cancel: a customer cancels before dispatch; every order view is fetched again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ORDERS_KEY, trackingKey } from './order-keys.ts';

export async function cancelOrder(orderId: string, reason?: string): Promise<unknown> {
  return apiRequest<unknown>(`/users/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason?: string }) => cancelOrder(orderId, reason),
    onSettled: (_data, _error, { orderId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: trackingKey(orderId) }),
      ]),
  });
}
