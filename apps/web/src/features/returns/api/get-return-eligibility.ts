// GET /api/returns/user/eligibility/{orderId} (docs/behaviour/returns.md#eligibility): whether the order can be
// returned, the lines and units that can, and each seller's policy.
import { useQuery } from '@tanstack/react-query';
import { returnEligibilityResponseSchema, type ReturnEligibility } from '@haat/domain/returns/return.schema';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { eligibilityKey } from './return-keys.ts';

export async function getReturnEligibility(
  orderId: string,
  signal?: AbortSignal,
): Promise<ReturnEligibility> {
  const data = await apiRequest<unknown>(`/returns/user/eligibility/${encodeURIComponent(orderId)}`, {
    signal,
  });
  return returnEligibilityResponseSchema.parse(data).data;
}

export function useReturnEligibility(orderId: string) {
  return useQuery({
    queryKey: eligibilityKey(orderId),
    queryFn: ({ signal }) => getReturnEligibility(orderId, signal),
    // Units left to return change with every request: never draw the form from an old answer.
    staleTime: 0,
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiRequestError && error.status < 500 && error.status > 0),
  });
}
