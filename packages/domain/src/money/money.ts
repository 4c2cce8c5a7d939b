// Money is held as integer paise everywhere inside Haat; rupees appear only at the edges (API JSON, display).
export type Paise = number & { readonly __brand: 'Paise' };

export const GST_PERCENT = 18;

export function paise(value: number): Paise {
  if (!Number.isSafeInteger(value)) throw new RangeError(`paise must be a safe integer, got ${value}`);
  return value as Paise;
}

/** Rupees (possibly with paise as decimals) to integer paise, rounding half away from zero. */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`rupees must be finite, got ${rupees}`);
  const scaled = Math.round(Math.abs(rupees) * 100 + Number.EPSILON * 100);
  return paise(rupees < 0 ? -scaled : scaled);
}

export function paiseToRupees(amount: Paise): number {
  return amount / 100;
}

export function addPaise(...amounts: Paise[]): Paise {
  return paise(amounts.reduce<number>((sum, a) => sum + a, 0));
}

/**
 * The GST-exclusive base inside a GST-inclusive amount: base = inclusive / 1.18 (docs/behaviour/catalogue.md#limits,
 * docs/behaviour/checkout.md#money-and-gst).
 */
export function splitInclusiveGst(inclusive: Paise, gstPercent = GST_PERCENT): { base: Paise; gst: Paise } {
  const base = paise(Math.round((inclusive * 100) / (100 + gstPercent)));
  return { base, gst: paise(inclusive - base) };
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹1,23,456", or with paise always as two digits: "₹99.50", never "₹99.5" (the en-IN formatting of the spec). */
export function formatInr(rupees: number): string {
  return Number.isInteger(Math.round(rupees * 100) / 100)
    ? wholeRupees.format(rupees)
    : rupeesAndPaise.format(rupees);
}

export function formatPaise(amount: Paise): string {
  return formatInr(paiseToRupees(amount));
}
