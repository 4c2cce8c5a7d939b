// The figures of /checkout as the server's quote gives them (docs/behaviour/checkout.md#checkout-steps, #the-quote,
// docs/decisions/0022-one-quote.md): the delivery rows per seller, the totals, cash on delivery; plus the seller
// groups of the review and the expected delivery date of /order-success. Nothing here adds money up: the amounts
// are fields of the quote, copied.
import { productIdOf, type CartLine } from '@haat/domain/cart/cart';
import type { CheckoutQuote } from '@haat/domain/checkout/checkout-quote.schema';
import { COD_LIMIT_RUPEES, ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
import { currentLanguage, formatDateIn } from '../../lib/format.ts';
import {
  SHIPPING_MESSAGES,
  type DeliveryWindow,
  type ShippingBreakdownRow,
} from '@haat/domain/shipping/shipping-estimate.schema';
import { ApiRequestError } from '../../lib/api-client.ts';

export type ShippingQuote =
  | { state: 'pending' }
  | {
      state: 'ready';
      /** Rupees. */
      cost: number;
      breakdown: ShippingBreakdownRow[];
      /** The server used a flat rate: 'Using estimated shipping cost due to service unavailability'. */
      fallback: boolean;
    }
  /** The quote could not be had: the reason, and no amount (the browser has none of its own to show). */
  | { state: 'failed'; message: string };

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

/** The delivery rows of a quote made for the chosen address's pincode. */
export function shippingFromQuote(input: {
  quote: CheckoutQuote | undefined;
  error: unknown;
}): ShippingQuote {
  const { quote, error } = input;
  if (quote && quote.shipping !== null)
    return {
      state: 'ready',
      cost: quote.shipping,
      breakdown: quote.parcels.flatMap((p) =>
        p.shipping === null || !p.zone || !p.estimatedDelivery
          ? []
          : [
              {
                sellerId: p.sellerId,
                sellerName: p.sellerName,
                items: p.items,
                rate: p.shipping,
                zone: p.zone,
                weightGrams: p.weightGrams,
                estimatedDelivery: p.estimatedDelivery,
              },
            ],
      ),
      fallback: quote.fallback,
    };
  if (error) return { state: 'failed', message: shippingErrorMessage(error) };
  return { state: 'pending' };
}

export interface CheckoutTotals {
  /** Rupees, like every figure here: the quote's. */
  subtotal: number;
  /** Null until the quote has a pincode. */
  shipping: number | null;
  couponDiscount: number;
  /** The quote's total (shipping counted as 0 until known). */
  total: number;
  itemCount: number;
}

export function totalsFromQuote(quote: CheckoutQuote): CheckoutTotals {
  return {
    subtotal: quote.subtotal,
    shipping: quote.shipping,
    couponDiscount: quote.discount,
    total: quote.total,
    itemCount: quote.itemCount,
  };
}

/** Why cash on delivery cannot be chosen, from the quote's answer (the pincode takes no cash, or the limit). */
export function codQuoteReason(quote: CheckoutQuote | undefined): string | null {
  const cod = quote?.cashOnDelivery;
  if (!cod || cod.allowed) return null;
  return cod.reason === 'pincode'
    ? DELIVERY_MESSAGES.codUnavailable
    : ORDER_MESSAGES.codLimit(COD_LIMIT_RUPEES);
}

/** Each line's total as the quote priced it, by product id. */
export function quotedLineTotals(quote: CheckoutQuote | undefined): Map<string, number> {
  return new Map((quote?.lines ?? []).map((l) => [l.productId, l.lineTotal]));
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

/** What the quote, the coupon check and the payment order are asked about: ids and quantities. */
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
