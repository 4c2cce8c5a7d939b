// The figures of /checkout as pure rules (docs/behaviour/checkout.md#checkout-steps, #messages, #order-success): the
// shipping quote (the server's estimate, or 50 per cart line marked estimated when the call fails), the totals in
// paise, the seller groups of the review, the COD limit and the expected delivery date of /order-success.
import { productIdOf, unitPrice, type CartLine } from '@haat/domain/cart/cart';
import { totalAfterCoupon } from '@haat/domain/coupons/coupon-rules';
import { paise, paiseToRupees, rupeesToPaise } from '@haat/domain/money/money';
import { COD_LIMIT_RUPEES } from '@haat/domain/orders/order.schema';
import { currentLanguage, formatDateIn } from '../../lib/format.ts';
import {
  CLIENT_FALLBACK_PER_LINE,
  SHIPPING_MESSAGES,
  type DeliveryWindow,
  type ShippingBreakdownRow,
  type ShippingEstimateResponse,
} from '@haat/domain/shipping/shipping-estimate.schema';
import { ApiRequestError } from '../../lib/api-client.ts';

export type ShippingQuote =
  | { state: 'pending' }
  | {
      state: 'ready';
      /** Rupees. */
      cost: number;
      breakdown: ShippingBreakdownRow[];
      estimatedDelivery: DeliveryWindow;
      /** The server used a flat rate: 'Using estimated shipping cost due to service unavailability'. */
      fallback: boolean;
      freeShipping: boolean;
    }
  | { state: 'estimated'; cost: number; message: string };

/**
 * The server's reason when it gave one, else 'Failed to calculate shipping cost'
 * (docs/behaviour/checkout.md#shipping-estimate).
 */
export function shippingErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status > 0) {
    const given = (error.body as { error?: unknown } | undefined)?.error;
    if (typeof given === 'string' && given.trim()) return given;
  }
  return SHIPPING_MESSAGES.failed;
}

export function shippingQuote(input: {
  data: ShippingEstimateResponse | undefined;
  error: unknown;
  lineCount: number;
}): ShippingQuote {
  const { data, error, lineCount } = input;
  if (data)
    return {
      state: 'ready',
      cost: data.shippingCost,
      breakdown: data.breakdown,
      estimatedDelivery: data.estimatedDelivery,
      fallback: data.fallback,
      freeShipping: data.freeShipping,
    };
  if (error)
    return {
      state: 'estimated',
      cost: paiseToRupees(paise(rupeesToPaise(CLIENT_FALLBACK_PER_LINE) * lineCount)),
      message: shippingErrorMessage(error),
    };
  return { state: 'pending' };
}

export interface CheckoutTotals {
  /** Rupees, like every figure here. */
  subtotal: number;
  /** Null while the estimate is on its way. */
  shipping: number | null;
  couponDiscount: number;
  /** subtotal + shipping − coupon, floored at 0; shipping counts as 0 until known. */
  total: number;
  itemCount: number;
}

export function checkoutTotals(
  lines: readonly CartLine[],
  quote: ShippingQuote,
  couponDiscount: number,
): CheckoutTotals {
  const subtotalPaise = lines.reduce(
    (sum, line) => sum + rupeesToPaise(unitPrice(line.product)) * line.quantity,
    0,
  );
  const shipping = quote.state === 'pending' ? null : quote.cost;
  const before = subtotalPaise + rupeesToPaise(shipping ?? 0);
  return {
    subtotal: paiseToRupees(paise(subtotalPaise)),
    shipping,
    couponDiscount,
    total: paiseToRupees(totalAfterCoupon(before, rupeesToPaise(Math.max(0, couponDiscount)))),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** Cash on delivery is refused above the limit (couriers carry limited cash). */
export function codAllowed(total: number): boolean {
  return total <= COD_LIMIT_RUPEES;
}

/** Facts a server product carries beyond the cart's CartProduct. */
interface SellerFacts {
  sellerId?: unknown;
  seller?: { name?: unknown } | null;
}

/** The seller of a line's product ('' when a guest's copy of the product does not say). */
export function sellerIdOf(line: CartLine): string {
  const id = (line.product as SellerFacts).sellerId;
  return typeof id === 'string' ? id : '';
}

export interface SellerGroup {
  sellerId: string;
  sellerName: string | null;
  lines: CartLine[];
  /** The estimate's row for this seller, when there is one. */
  shipping: ShippingBreakdownRow | null;
}

/** The review's parcels: lines grouped by seller in cart order, each with its estimate row. */
export function groupBySeller(
  lines: readonly CartLine[],
  breakdown: readonly ShippingBreakdownRow[],
): SellerGroup[] {
  const groups = new Map<string, SellerGroup>();
  for (const line of lines) {
    const facts = line.product as SellerFacts;
    const sellerId = sellerIdOf(line);
    const row = breakdown.find((r) => r.sellerId === sellerId) ?? null;
    const ownName = typeof facts.seller?.name === 'string' ? facts.seller.name : null;
    const group = groups.get(sellerId) ?? {
      sellerId,
      sellerName: row?.sellerName ?? ownName,
      lines: [],
      shipping: row,
    };
    group.lines.push(line);
    groups.set(sellerId, group);
  }
  return [...groups.values()];
}

/** What the shipping estimate, the coupon check and the payment order are asked about: ids and quantities. */
export function estimateItems(lines: readonly CartLine[]): { productId: string; quantity: number }[] {
  return lines.flatMap((line) => {
    const productId = productIdOf(line.product);
    return productId ? [{ productId, quantity: line.quantity }] : [];
  });
}

/** Order success: expected delivery is today plus 5 days (docs/behaviour/checkout.md#order-success). */
export const EXPECTED_DELIVERY_DAYS = 5;

export function expectedDeliveryDate(now: Date): Date {
  const date = new Date(now);
  date.setDate(date.getDate() + EXPECTED_DELIVERY_DAYS);
  return date;
}

/** '2026-11-25' as a local calendar date (not UTC midnight, which shows the day before west of Greenwich). */
function calendarDate(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** 'Wed, 25 Nov' or 'Wed, 25 Nov – Fri, 27 Nov' in the interface language, as delivery promises are written. */
export function formatDeliveryWindow(window: DeliveryWindow, language = currentLanguage()): string {
  const format = { format: (date: Date) => formatDateIn('day', date, { language }) };
  const from = calendarDate(window.from);
  const to = calendarDate(window.to);
  if (!from || !to) return '';
  return window.from === window.to ? format.format(from) : `${format.format(from)} – ${format.format(to)}`;
}
