// The coupon carried from /cart (docs/behaviour/cart.md#cart-page, docs/behaviour/checkout.md#checkout-steps):
// /checkout?coupon=CODE is checked again against the cart as it is now; a coupon that still applies shows its
// discount, one that does not is dropped with the reason.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUPON_MESSAGES,
  normaliseCouponCode,
  type ValidateCouponRequest,
  type ValidateCouponResponse,
  type ValidatedCoupon,
} from '@haat/domain/coupons/coupon.schema';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';

export type ValidateCouponFn = (
  input: ValidateCouponRequest,
  signal?: AbortSignal,
) => Promise<ValidateCouponResponse>;

export interface CheckoutCoupon {
  /** The code to send with the order: only while it is known to apply. */
  code: string | null;
  coupon: ValidatedCoupon | null;
  checking: boolean;
  /** Why the carried coupon was dropped. */
  notice: string | null;
  remove: () => void;
}

function refusalReason(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    const given = (error.body as { error?: unknown } | undefined)?.error;
    return typeof given === 'string' && given.trim() ? given : COUPON_MESSAGES.invalid;
  }
  return COUPON_MESSAGES.applyFailed;
}

export function useCheckoutCoupon({
  rawCode,
  items,
  subtotal,
  validate,
}: {
  rawCode: string | null;
  items: { productId: string; quantity: number }[];
  subtotal: number;
  validate: ValidateCouponFn;
}): CheckoutCoupon {
  const { t } = useTranslation();
  const [removed, setRemoved] = useState(false);
  const code = rawCode ? normaliseCouponCode(rawCode) : '';
  const active = Boolean(code) && !removed && items.length > 0;
  const query = useQuery({
    queryKey: ['users', 'checkout-coupon', code, items] as const,
    queryFn: ({ signal }) => validate({ couponCode: code, orderAmount: subtotal, cartItems: items }, signal),
    // orderAmount is the quote's subtotal (the server ignores it, the spec's call carries it): asked once it is known.
    enabled: active && subtotal > 0,
    retry: false,
    staleTime: 60_000,
  });

  const notice =
    active && query.error
      ? t('Coupon {{code}} was removed: {{reason}}', { code, reason: t(refusalReason(query.error)) })
      : null;
  useEffect(() => {
    if (notice) toast.error(notice);
  }, [notice]);

  const coupon = active && query.data ? query.data.coupon : null;
  return {
    code: coupon ? code : null,
    coupon,
    checking: active && query.isPending,
    notice,
    remove: () => {
      setRemoved(true);
      toast.success(t(COUPON_MESSAGES.removed));
    },
  };
}
