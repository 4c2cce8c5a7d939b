// The cart statement's free-delivery hint over a quote (docs/decisions/0022-one-quote.md): the page keeps its
// statement (free at ₹500, the bar relative to it), the quote decides whether anything is charged. The hint shows
// only while the quote charges (or has not yet quoted) shipping and the subtotal is below the statement's threshold,
// so "Add ₹X more" never sits beside a free delivery.
import { cartShippingPaise, SHIPPING_STATEMENTS } from '../pricing/shipping-statements.ts';

export interface FreeShippingHintPaise {
  thresholdPaise: number;
  remainingPaise: number;
  /** How full the bar is, 0-100. */
  percent: number;
}

export function cartFreeShippingHint(
  subtotalPaise: number,
  /** The quote's shipping; null when not quoted (no pincode yet). */
  shippingPaise: number | null,
): FreeShippingHintPaise | null {
  if (shippingPaise === 0 || subtotalPaise <= 0) return null;
  const { remainingForFreePaise } = cartShippingPaise(subtotalPaise);
  if (remainingForFreePaise <= 0) return null;
  const thresholdPaise = SHIPPING_STATEMENTS.cart.freeFrom * 100;
  return {
    thresholdPaise,
    remainingPaise: remainingForFreePaise,
    percent: Math.min(100, Math.round((subtotalPaise / thresholdPaise) * 100)),
  };
}
