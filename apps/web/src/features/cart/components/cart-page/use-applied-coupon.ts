// The coupon on /cart (docs/behaviour/cart.md#coupons, #messages): applied once, removable, and checked again by the
// server whenever the cart's products or quantities change — a coupon that no longer applies is dropped with the
// server's reason. The applied coupon lives in stores/applied-coupon-store, which the cart dropdown quotes with too.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@haat/domain/cart/cart';
import {
  COUPON_MESSAGES,
  normaliseCouponCode,
  type ValidatedCoupon,
} from '@haat/domain/coupons/coupon.schema';
import { toast } from '../../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { validateCoupon } from '../../api/validate-coupon.ts';
import { useAppliedCouponStore } from '../../stores/applied-coupon-store.ts';
import { cartKey, couponCartItems } from './line-facts.ts';

/** The server answered about this request (a 4xx): its reason is worth showing. */
function isClientError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}

/** A verdict on the coupon itself; too many checks (429) or a lapsed session (401) say nothing about it. */
function isRefusal(error: unknown): error is ApiRequestError {
  return isClientError(error) && error.status !== 401 && error.status !== 429;
}

function refusalMessage(error: ApiRequestError): string {
  const given = (error.body as { error?: unknown } | undefined)?.error;
  return typeof given === 'string' && given.trim() ? given : COUPON_MESSAGES.invalid;
}

export interface AppliedCoupon {
  coupon: ValidatedCoupon | null;
  applying: boolean;
  /** Why the last Apply failed, shown under the box. */
  error: string | null;
  /** Why an applied coupon was dropped after the cart changed. */
  notice: string | null;
  apply: (rawCode: string) => Promise<void>;
  remove: () => void;
  clearError: () => void;
}

export function useAppliedCoupon(lines: readonly CartLine[], subtotal: number): AppliedCoupon {
  const { t } = useTranslation();
  // In the store rather than this page's state: the header's cart dropdown quotes the cart with it too.
  const applied = useAppliedCouponStore((s) => s.applied);
  const setApplied = useAppliedCouponStore((s) => s.setApplied);
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const key = cartKey(lines);
  // The newest cart and subtotal, for requests started by an effect or a click (layout effects run first).
  const latest = useRef({ lines, subtotal, key });
  useLayoutEffect(() => {
    latest.current = { lines, subtotal, key };
  });

  const apply = useCallback(
    async (rawCode: string) => {
      const couponCode = normaliseCouponCode(rawCode);
      if (!couponCode || applying || applied) return;
      const { lines: current, subtotal: orderAmount, key: requestKey } = latest.current;
      setApplying(true);
      setError(null);
      setNotice(null);
      try {
        const res = await validateCoupon({ couponCode, orderAmount, cartItems: couponCartItems(current) });
        setApplied({ coupon: res.coupon, key: requestKey });
        toast.success(t(res.message || COUPON_MESSAGES.applied));
      } catch (err) {
        setError(isClientError(err) ? t(refusalMessage(err)) : t(COUPON_MESSAGES.applyFailed));
        if (!isClientError(err)) console.error('Coupon check failed', err);
      } finally {
        setApplying(false);
      }
    },
    [applied, applying, setApplied, t],
  );

  const remove = useCallback(() => {
    setApplied(null);
    setNotice(null);
    toast.success(t(COUPON_MESSAGES.removed));
  }, [setApplied, t]);

  const appliedCode = applied?.coupon.code;
  const appliedKey = applied?.key;
  useEffect(() => {
    if (!appliedCode || appliedKey === key) return;
    if (latest.current.lines.length === 0) {
      setApplied(null);
      return;
    }
    const controller = new AbortController();
    const { lines: current, subtotal: orderAmount } = latest.current;
    validateCoupon(
      { couponCode: appliedCode, orderAmount, cartItems: couponCartItems(current) },
      controller.signal,
    ).then(
      (res) => setApplied({ coupon: res.coupon, key }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (isRefusal(err)) {
          setApplied(null);
          setNotice(
            t('Coupon {{code}} was removed: {{reason}}', {
              code: appliedCode,
              reason: t(refusalMessage(err)),
            }),
          );
        } else {
          // A failed check proves nothing about the coupon: keep it, and let checkout's own check decide.
          console.error('Coupon re-check failed', err);
        }
      },
    );
    return () => controller.abort();
  }, [appliedCode, appliedKey, key, setApplied, t]);

  return {
    coupon: applied?.coupon ?? null,
    applying,
    error,
    notice,
    apply,
    remove,
    clearError: () => setError(null),
  };
}
