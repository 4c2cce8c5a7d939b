// Delivery charges and dates for a cart split into one parcel per seller (issue 7). Pure: the API reads
// products and sellers, then calls quoteShipping; checkout, the payment order and the order all use it.
import { SHIPPING_POLICY, SHIPPING_STATEMENTS } from '../pricing/shipping-statements.ts';
import type { DeliveryWindow, ShippingZone } from './shipping-estimate.schema.ts';
import { zoneBetween } from './shipping-zones.ts';

export { zoneBetween } from './shipping-zones.ts';

export interface ShippingParcelInput {
  sellerId: string;
  sellerName: string;
  sellerPincode: string;
  lines: { quantity: number; unitPricePaise: number; weightGrams: number; freeShipping: boolean }[];
}

export interface ShippingParcelQuote {
  sellerId: string;
  sellerName: string;
  /** Units in the parcel. */
  items: number;
  /** What the parcel weighs, free-shipping lines included. */
  weightGrams: number;
  ratePaise: number;
  zone: ShippingZone;
  estimatedDelivery: DeliveryWindow;
}

export interface ShippingQuote {
  parcels: ShippingParcelQuote[];
  totalPaise: number;
  /** Some pincode was unknown, so its parcel was priced at the national rate. */
  fallback: boolean;
  /** The order is above the checkout's free-shipping threshold and every parcel ships free. */
  freeShipping: boolean;
  /** When the whole order will have arrived: the latest parcel's window. */
  estimatedDelivery: DeliveryWindow;
}

/** Weight is charged in slabs of this many grams: the first slab, then each started slab after it. */
export const WEIGHT_SLAB_GRAMS = 500;

/** Paise for the first slab and for each further slab, by zone (courier rate cards of this shape). */
export const ZONE_RATES_PAISE: Record<ShippingZone, { firstSlab: number; extraSlab: number }> = {
  local: { firstSlab: 4_000, extraSlab: 2_000 },
  state: { firstSlab: 5_000, extraSlab: 2_500 },
  region: { firstSlab: 6_000, extraSlab: 3_000 },
  national: { firstSlab: 8_000, extraSlab: 4_000 },
  special: { firstSlab: 10_000, extraSlab: 5_000 },
};

/** Business days from the processing day to delivery, by zone (earliest, latest). */
export const ZONE_DELIVERY_DAYS: Record<ShippingZone, { min: number; max: number }> = {
  local: { min: 1, max: 2 },
  state: { min: 2, max: 3 },
  region: { min: 3, max: 5 },
  national: { min: 4, max: 7 },
  special: { min: 6, max: 9 },
};

/** Orders whose subtotal is above this (paise) ship free: 'Free shipping on orders above ₹999'. */
export const FREE_SHIPPING_ABOVE_PAISE = SHIPPING_STATEMENTS.checkout.freeFrom * 100;

/** India has one time zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** '6 PM' of SHIPPING_POLICY.nextDayAfter: orders from this IST hour on are processed the next day. */
const NEXT_DAY_FROM_HOUR = Number(/^(\d+) PM$/.exec(SHIPPING_POLICY.nextDayAfter)?.[1] ?? '6') + 12;
const DAY_MS = 86_400_000;

/** The heavy-parcel surcharge in paise: the highest tier whose weight the parcel is above (not cumulative). */
export function heavySurchargePaise(weightGrams: number): number {
  let fee = 0;
  for (const tier of SHIPPING_POLICY.heavySurcharge) {
    if (weightGrams > tier.aboveKg * 1000) fee = tier.fee * 100;
  }
  return fee;
}

/**
 * One parcel's charge: the zone's first slab, each further started 500 g slab, and the heavy surcharge.
 * Free-shipping lines weigh nothing toward it (their seller pays); a parcel with no chargeable line is free.
 */
export function parcelRatePaise(zone: ShippingZone, lines: ShippingParcelInput['lines']): number {
  const chargeable = lines.filter((line) => !line.freeShipping && line.quantity > 0);
  if (chargeable.length === 0) return 0;
  const grams = chargeable.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
  // A listing with no weight still ships in a packet: at least the first slab.
  const slabs = Math.max(1, Math.ceil(grams / WEIGHT_SLAB_GRAMS));
  const rate = ZONE_RATES_PAISE[zone];
  return rate.firstSlab + (slabs - 1) * rate.extraSlab + heavySurchargePaise(grams);
}

/** The IST calendar day of an instant, as a UTC-midnight Date used only for calendar arithmetic. */
function istDay(now: Date): { day: Date; hour: number } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return {
    day: new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate())),
    hour: ist.getUTCHours(),
  };
}

function addBusinessDays(start: Date, days: number): Date {
  let day = start;
  let left = days;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (day.getUTCDay() !== 0) left -= 1; // Sundays are no delivery days.
  }
  return day;
}

const isoDate = (day: Date) => day.toISOString().slice(0, 10);

/**
 * The delivery window of a zone for an order placed at `now`: counted in business days (Sundays skipped) from
 * the processing day, which is today in India, or tomorrow for an order placed at 6 PM IST or later.
 */
export function deliveryWindow(zone: ShippingZone, now: Date): DeliveryWindow {
  const { day, hour } = istDay(now);
  const processing = hour >= NEXT_DAY_FROM_HOUR ? new Date(day.getTime() + DAY_MS) : day;
  const { min, max } = ZONE_DELIVERY_DAYS[zone];
  return { from: isoDate(addBusinessDays(processing, min)), to: isoDate(addBusinessDays(processing, max)) };
}

const later = (a: string, b: string) => (a >= b ? a : b);

/**
 * Quotes every parcel of an order to the buyer's pincode. The whole order ships free when its subtotal is above
 * ₹999 (the checkout's statement); otherwise each parcel pays its zone and weight. At least one parcel is needed.
 */
export function quoteShipping(
  parcels: ShippingParcelInput[],
  buyerPincode: string,
  now: Date,
): ShippingQuote {
  if (parcels.length === 0) throw new RangeError('quoteShipping needs at least one parcel');
  for (const line of parcels.flatMap((p) => p.lines)) {
    if (
      !Number.isInteger(line.quantity) ||
      line.quantity < 1 ||
      line.weightGrams < 0 ||
      line.unitPricePaise < 0
    ) {
      throw new RangeError('a parcel line needs a positive whole quantity and no negative weight or price');
    }
  }
  const subtotalPaise = parcels
    .flatMap((p) => p.lines)
    .reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const freeShipping = subtotalPaise > FREE_SHIPPING_ABOVE_PAISE;

  let fallback = false;
  const quoted = parcels.map((parcel): ShippingParcelQuote => {
    const { zone, known } = zoneBetween(parcel.sellerPincode, buyerPincode);
    if (!known) fallback = true;
    return {
      sellerId: parcel.sellerId,
      sellerName: parcel.sellerName,
      items: parcel.lines.reduce((sum, line) => sum + line.quantity, 0),
      weightGrams: parcel.lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0),
      ratePaise: freeShipping ? 0 : parcelRatePaise(zone, parcel.lines),
      zone,
      estimatedDelivery: deliveryWindow(zone, now),
    };
  });

  const first = quoted[0]!.estimatedDelivery;
  const estimatedDelivery = quoted.reduce<DeliveryWindow>(
    (window, p) => ({
      from: later(window.from, p.estimatedDelivery.from),
      to: later(window.to, p.estimatedDelivery.to),
    }),
    first,
  );
  return {
    parcels: quoted,
    totalPaise: quoted.reduce((sum, p) => sum + p.ratePaise, 0),
    fallback,
    freeShipping,
    estimatedDelivery,
  };
}
