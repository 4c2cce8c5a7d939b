// Cart lines as the shell reads them (docs/behaviour/cart.md#cart-lines, #cart-dropdown): pure line operations and
// the dropdown's totals.
import { addPaise, paise, paiseToRupees, rupeesToPaise, type Paise } from '../money/money.ts';
import { discountPercent } from '../pricing/product-pricing.ts';
import { cartShipping } from '../pricing/shipping-statements.ts';

/** Quantity controls stay disabled this long after a change (docs/behaviour/cart.md#cart-lines, #limits). */
export const QUANTITY_LOCKOUT_MS = 200;

/** A product as the shell reads it: the API's `_id` or a client-side `id`, and the price fields shown. */
export interface CartProduct {
  _id?: string;
  id?: string;
  name: string;
  brand?: string;
  category?: string;
  sellingPrice?: number;
  price?: number;
  mrp?: number;
  originalPrice?: number;
  /** Percent off, when the server sends it. */
  discount?: number;
  images?: { url: string }[];
  ratings?: { average?: number };
}

export interface CartLine {
  product: CartProduct;
  quantity: number;
}

export interface CartSummary {
  /** Number of distinct lines: what the header badge shows (docs/behaviour/cart.md#cart-lines). */
  lineCount: number;
  /** Sum of quantities: the "items" in "Subtotal (n items)". */
  itemCount: number;
  subtotal: number;
  shipping: number;
  remainingForFree: number;
  total: number;
}

/** The product id the API and the client agree on: `_id`, else `id`; none when both are missing. */
export function productIdOf(product: { _id?: string; id?: string }): string | undefined {
  return product._id || product.id || undefined;
}

/** The price the cart charges: sellingPrice, or price when that is missing (docs/behaviour/cart.md#cart-lines). */
export function unitPrice(product: CartProduct): number {
  const value = product.sellingPrice ?? product.price ?? 0;
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The struck-through price: mrp, else originalPrice, else price; only when above what is charged. */
export function originalPriceOf(product: CartProduct): number | undefined {
  const selling = unitPrice(product);
  const candidate = product.mrp ?? product.originalPrice ?? product.price;
  return candidate !== undefined && Number.isFinite(candidate) && candidate > selling ? candidate : undefined;
}

/**
 * Percent off: the rounded (mrp − selling) / mrp (docs/behaviour/product.md#prices); the server's `discount` when no
 * mrp is known.
 */
export function discountPercentOf(product: CartProduct): number {
  const original = originalPriceOf(product);
  const selling = unitPrice(product);
  if (original !== undefined && selling > 0)
    return discountPercent(rupeesToPaise(original), rupeesToPaise(selling));
  const given = product.discount ?? 0;
  return Number.isFinite(given) ? Math.min(100, Math.max(0, Math.round(given))) : 0;
}

/** Average rating rounded to one decimal, or undefined when the product has none yet. */
export function ratingOf(product: CartProduct): number | undefined {
  const average = product.ratings?.average;
  return average !== undefined && Number.isFinite(average) && average > 0
    ? Math.round(average * 10) / 10
    : undefined;
}

function normaliseQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : 1;
}

/** Adding a product already in the cart raises its quantity; a new product becomes a new line. */
export function addLine(lines: readonly CartLine[], product: CartProduct, quantity = 1): CartLine[] {
  const id = productIdOf(product);
  if (!id) return [...lines];
  const add = normaliseQuantity(quantity);
  const existing = lines.findIndex((line) => productIdOf(line.product) === id);
  if (existing === -1) return [...lines, { product, quantity: add }];
  return lines.map((line, i) => (i === existing ? { ...line, quantity: line.quantity + add } : line));
}

export function removeLine(lines: readonly CartLine[], productId: string): CartLine[] {
  return lines.filter((line) => productIdOf(line.product) !== productId);
}

/** Sets a line's quantity; never below 1 (removal is its own action). */
export function setLineQuantity(lines: readonly CartLine[], productId: string, quantity: number): CartLine[] {
  const next = normaliseQuantity(quantity);
  return lines.map((line) => (productIdOf(line.product) === productId ? { ...line, quantity: next } : line));
}

/** The line total, computed in paise so sums of decimal prices do not drift. */
export function lineTotalPaise(line: CartLine): Paise {
  return paise(rupeesToPaise(unitPrice(line.product)) * line.quantity);
}

export function lineTotal(line: CartLine): number {
  return paiseToRupees(lineTotalPaise(line));
}

export function cartSummary(lines: readonly CartLine[]): CartSummary {
  const subtotalPaise = paise(lines.reduce((sum, line) => sum + lineTotalPaise(line), 0));
  const subtotal = paiseToRupees(subtotalPaise);
  const { shipping, remainingForFree } = cartShipping(subtotal);
  return {
    lineCount: lines.length,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    shipping,
    remainingForFree,
    total: paiseToRupees(addPaise(subtotalPaise, rupeesToPaise(shipping))),
  };
}
