// The signed-in cart's totals as the server answers them (issue 6): paise arithmetic inside, rupees out, shipping
// by the cart rule (free from 500, else 99; docs/behaviour/cart.md#cart-dropdown), so the API and the dropdown never
// disagree by a paisa.
import { paise, paiseToRupees } from '../money/money.ts';
import { cartShippingPaise } from '../pricing/shipping-statements.ts';
import type { CartTotals } from './cart-api.schema.ts';

/** One line as the catalogue prices it now: integer paise and a whole quantity. */
export interface CartTotalsLine {
  unitPricePaise: number;
  mrpPaise: number;
  quantity: number;
}

function assertWhole(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number ≥ 0, got ${value}`);
}

/**
 * Totals of the lines the shopper can buy (the caller leaves out unavailable ones). The MRP of a line is never
 * taken below its selling price, so the saving shown is never negative even when a seller's MRP is wrong.
 */
export function cartTotals(lines: readonly CartTotalsLine[]): CartTotals {
  let subtotalPaise = 0;
  let mrpTotalPaise = 0;
  let itemCount = 0;
  for (const line of lines) {
    assertWhole('unitPricePaise', line.unitPricePaise);
    assertWhole('mrpPaise', line.mrpPaise);
    assertWhole('quantity', line.quantity);
    subtotalPaise += line.unitPricePaise * line.quantity;
    mrpTotalPaise += Math.max(line.mrpPaise, line.unitPricePaise) * line.quantity;
    itemCount += line.quantity;
  }
  const { shippingPaise, remainingForFreePaise } = cartShippingPaise(subtotalPaise);
  const rupees = (amount: number) => paiseToRupees(paise(amount));
  return {
    lineCount: lines.length,
    itemCount,
    mrpTotal: rupees(mrpTotalPaise),
    subtotal: rupees(subtotalPaise),
    discount: rupees(mrpTotalPaise - subtotalPaise),
    shipping: rupees(shippingPaise),
    remainingForFree: rupees(remainingForFreePaise),
    total: rupees(subtotalPaise + shippingPaise),
  };
}
