// GET /api/users/coupons/available[?productIds=a,b] (docs/behaviour/cart.md#calls): the seller coupons a signed-in
// shopper may use on the products in the cart, offered under the coupon box on /cart.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { availableCouponsResponseSchema, type CouponView } from '@haat/domain/coupons/coupon.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getAvailableCoupons(
  productIds: readonly string[],
  signal?: AbortSignal,
): Promise<CouponView[]> {
  const query = productIds.length > 0 ? { productIds: productIds.join(',') } : undefined;
  const data = await apiRequest<unknown>('/users/coupons/available', { query, signal });
  return availableCouponsResponseSchema.parse(data).coupons;
}

export function availableCouponsQueryOptions(productIds: readonly string[]) {
  // Sorted, so the same products in another order share one cache entry.
  const ids = [...productIds].sort();
  return queryOptions({
    // Under 'users': Log Out clears the cache, so one account's offers never show to the next.
    queryKey: ['users', 'coupons', 'available', ids],
    queryFn: ({ signal }) => getAvailableCoupons(ids, signal),
    staleTime: 5 * 60_000,
  });
}

export function useAvailableCoupons(productIds: readonly string[], enabled: boolean) {
  return useQuery({ ...availableCouponsQueryOptions(productIds), enabled: enabled && productIds.length > 0 });
}
