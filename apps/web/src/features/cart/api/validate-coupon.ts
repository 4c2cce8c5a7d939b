// POST /api/users/validate-coupon (docs/behaviour/cart.md#calls): checks a code against the cart's products and
// quantities; the server prices the lines itself, so orderAmount is only the spec's shape. A refusal is a 422 with
// the reason.
import { useMutation } from '@tanstack/react-query';
import {
  validateCouponResponseSchema,
  type ValidateCouponRequest,
  type ValidateCouponResponse,
} from '@haat/domain/coupons/coupon.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function validateCoupon(
  input: ValidateCouponRequest,
  signal?: AbortSignal,
): Promise<ValidateCouponResponse> {
  const data = await apiRequest<unknown>('/users/validate-coupon', { method: 'POST', body: input, signal });
  return validateCouponResponseSchema.parse(data);
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: (input: ValidateCouponRequest) => validateCoupon(input) });
}
