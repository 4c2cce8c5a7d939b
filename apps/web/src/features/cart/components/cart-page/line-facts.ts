// What a cart page line and the summary state, as pure rules: the quantity ceiling, availability, the seller and
// the MRP savings. A guest's line carries only what the shell kept; a signed-in line carries the server's product
// (stock, seller) and the store's line facts (maxQuantity, available), so every extra fact is read when present.
import {
  lineTotalPaise,
  originalPriceOf,
  productIdOf,
  unitPrice,
  type CartLine,
  type CartProduct,
} from '@haat/domain/cart/cart';
import { lineLimit } from '@haat/domain/cart/cart-sync';
import { paise, paiseToRupees, rupeesToPaise, type Paise } from '@haat/domain/money/money';

/** Optional facts a product may carry beyond CartProduct (the server's product does). */
interface ProductExtras {
  stock?: unknown;
  seller?: { name?: unknown } | null;
  sellerId?: unknown;
  ratings?: { average?: number; count?: unknown };
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function stockOf(product: CartProduct): number | undefined {
  return finite((product as ProductExtras).stock);
}

export function sellerNameOf(product: CartProduct): string | undefined {
  const name = (product as ProductExtras).seller?.name;
  return typeof name === 'string' && name.trim() ? name.trim() : undefined;
}

export function reviewCountOf(product: CartProduct): number | undefined {
  const count = finite((product as ProductExtras).ratings?.count);
  return count !== undefined && count >= 0 ? Math.floor(count) : undefined;
}

/** The server's facts of one line (signed in); absent for a guest's line. */
export interface LineInfo {
  available: boolean;
  maxQuantity: number;
}

/** The most this line may hold: the server's maxQuantity when known, else the stock and the line cap. */
export function lineMaximum(line: CartLine, info?: LineInfo): number {
  const given = finite(info?.maxQuantity);
  if (given !== undefined) return Math.max(0, Math.floor(given));
  return lineLimit(stockOf(line.product));
}

/** False when the server says so or the stock is known to be gone. */
export function lineAvailable(line: CartLine, info?: LineInfo): boolean {
  if (info?.available === false) return false;
  const stock = stockOf(line.product);
  return stock === undefined || stock > 0;
}

export interface StepperState {
  canDecrease: boolean;
  canIncrease: boolean;
}

/** Minus stops at 1 (removal is its own button), plus at the line's maximum; both wait while `busy`. */
export function stepperState(line: CartLine, busy: boolean, info?: LineInfo): StepperState {
  return {
    canDecrease: !busy && line.quantity > 1,
    canIncrease: !busy && line.quantity < lineMaximum(line, info),
  };
}

/** What the shopper saves against MRP over all lines, in paise. */
export function mrpSavingsPaise(lines: readonly CartLine[]): Paise {
  return paise(
    lines.reduce((sum, line) => {
      const original = originalPriceOf(line.product);
      if (original === undefined) return sum;
      return sum + (rupeesToPaise(original) - rupeesToPaise(unitPrice(line.product))) * line.quantity;
    }, 0),
  );
}

export function lineTotalRupees(line: CartLine): number {
  return paiseToRupees(lineTotalPaise(line));
}

/** The (productId, quantity) pairs the coupon check needs; lines without an id are left out. */
export function couponCartItems(lines: readonly CartLine[]): { productId: string; quantity: number }[] {
  return lines.flatMap((line) => {
    const productId = productIdOf(line.product);
    return productId ? [{ productId, quantity: line.quantity }] : [];
  });
}

/** A stable key of the cart's products and quantities: the applied coupon is re-checked when it changes. */
export function cartKey(lines: readonly CartLine[]): string {
  return couponCartItems(lines)
    .map(({ productId, quantity }) => `${productId}:${quantity}`)
    .sort()
    .join(',');
}
