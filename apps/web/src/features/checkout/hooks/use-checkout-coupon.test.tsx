// The coupon carried from /cart to /checkout, checked again against the cart as it is now through the real coupon
// call (answered from its contract): kept while it applies, dropped with the server's reason when it no longer does.
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES,
  validateCouponRequestSchema,
  validateCouponResponseSchema,
  type ValidateCouponRequest,
} from '@haat/domain/coupons/coupon.schema';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { validatedCouponFixture } from '../../../testing/fixtures.ts';
import { apiPath, contractBody, contractError, contractJson, server } from '../../../testing/msw-server.ts';
import { renderHookWithProviders } from '../../../testing/render.tsx';
import { useCheckoutCoupon, type ValidateCouponFn } from './use-checkout-coupon.ts';

const ITEMS = [{ productId: 'prod-kettle-1', quantity: 1 }];

/** The cart feature's coupon check, as the route hands it in: POST /api/users/validate-coupon. */
const validate: ValidateCouponFn = async (input, signal) =>
  validateCouponResponseSchema.parse(
    await apiRequest('/users/validate-coupon', { method: 'POST', body: input, signal }),
  );

function couponEndpoint(answer: 'applies' | { status: number; error: string; code: string }) {
  const asked: ValidateCouponRequest[] = [];
  server.use(
    http.post(apiPath('/users/validate-coupon'), async ({ request }) => {
      const body = await contractBody(request, validateCouponRequestSchema);
      asked.push(body);
      if (answer !== 'applies') return contractError(answer.status, answer.error, answer.code);
      return contractJson(validateCouponResponseSchema, {
        success: true,
        coupon: validatedCouponFixture({ code: body.couponCode }),
        message: 'Coupon applied',
      });
    }),
  );
  return asked;
}

function renderCoupon(rawCode: string | null, items = ITEMS) {
  return renderHookWithProviders(() => useCheckoutCoupon({ rawCode, items, subtotal: 1299, validate }));
}

describe('useCheckoutCoupon', () => {
  it('checks the carried code, normalised, against the cart and keeps it while it applies', async () => {
    const asked = couponEndpoint('applies');
    const { result } = renderCoupon(' save100 ');

    expect(result.current.checking).toBe(true);
    await waitFor(() => expect(result.current.checking).toBe(false));

    expect(asked).toEqual([{ couponCode: 'SAVE100', orderAmount: 1299, cartItems: ITEMS }]);
    expect(result.current.code).toBe('SAVE100');
    expect(result.current.coupon?.discountAmount).toBe(100);
    expect(result.current.notice).toBeNull();
  });

  it("drops a coupon the server refuses, with the server's reason", async () => {
    couponEndpoint({ status: 422, error: 'This coupon has expired', code: ERROR_CODES.validation });
    const { result } = renderCoupon('OLD50');

    await waitFor(() => expect(result.current.notice).not.toBeNull());

    expect(result.current.notice).toBe('Coupon OLD50 was removed: This coupon has expired');
    expect(result.current).toMatchObject({ code: null, coupon: null, checking: false });
    expect(await screen.findByText('Coupon OLD50 was removed: This coupon has expired')).toBeInTheDocument();
  });

  it('says the check failed, not that the coupon is invalid, when the server faults', async () => {
    couponEndpoint({ status: 500, error: 'Something went wrong', code: ERROR_CODES.internal });
    const { result } = renderCoupon('SAVE100');

    await waitFor(() => expect(result.current.notice).not.toBeNull());

    expect(result.current.notice).toBe(`Coupon SAVE100 was removed: ${COUPON_MESSAGES.applyFailed}`);
  });

  it('asks nothing without a code or without lines, and forgets the coupon when the shopper removes it', async () => {
    const asked = couponEndpoint('applies');
    const none = renderCoupon(null);
    const empty = renderCoupon('SAVE100', []);
    expect(none.result.current).toMatchObject({ code: null, checking: false });
    expect(empty.result.current).toMatchObject({ code: null, checking: false });

    const { result } = renderCoupon('SAVE100');
    await waitFor(() => expect(result.current.code).toBe('SAVE100'));
    act(() => result.current.remove());

    expect(result.current).toMatchObject({ code: null, coupon: null });
    expect(await screen.findByText(COUPON_MESSAGES.removed)).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });
});
