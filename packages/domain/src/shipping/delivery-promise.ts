// The pincode-first delivery promise (issue 9): before a shopper adds anything, whether a product reaches their
// pincode, by when, and whether cash on delivery is offered there. Checkout applies the same rules, so what a card
// promises is what an order gets.
import { COD_LIMIT_RUPEES } from '../orders/order.schema.ts';
import type { DeliveryWindow } from './shipping-estimate.schema.ts';
import { deliveryWindow } from './shipping-rules.ts';
import { postalAreaOf, zoneBetween } from './shipping-zones.ts';

export const DELIVERY_MESSAGES = {
  notServiceable: 'We do not deliver to this pincode yet',
  unknownPincode: 'This pincode is not in the India Post directory',
  codUnavailable: 'Cash on delivery is not available for this pincode',
  codAvailable: 'Cash on delivery available',
  deliveryBy: 'Delivery by {{date}}',
  setLocationPrompt: 'Enter your pincode to see the delivery date',
} as const;

export const DELIVERY_ERROR_CODES = {
  notServiceable: 'PINCODE_NOT_SERVICEABLE',
  codUnavailable: 'COD_NOT_AVAILABLE',
} as const;

/**
 * Where couriers that collect cash do not go: field post offices (Army Postal Service, 9xxxxx) are not served at
 * all; the island territories (Andaman & Nicobar, Lakshadweep) are served prepaid only, as on the large Indian
 * stores. Every other pincode in the directory is served with cash on delivery.
 */
const NOT_SERVED_CIRCLES = new Set(['Army Postal Service']);
const PREPAID_ONLY_CIRCLES = new Set(['Andaman & Nicobar', 'Lakshadweep']);

export interface PincodeService {
  serviceable: boolean;
  codAvailable: boolean;
}

/** What a pincode gets, given whether the directory knows it. An unknown pincode is never served. */
export function pincodeService(pincode: string, inDirectory: boolean): PincodeService {
  const area = postalAreaOf(pincode);
  if (!inDirectory || !area || NOT_SERVED_CIRCLES.has(area.circle)) {
    return { serviceable: false, codAvailable: false };
  }
  return { serviceable: true, codAvailable: !PREPAID_ONLY_CIRCLES.has(area.circle) };
}

/** Cash on delivery for an order: the pincode must take it and the order be within the COD limit. */
export function codAllowed(service: PincodeService, orderTotalRupees: number): boolean {
  return service.codAvailable && orderTotalRupees <= COD_LIMIT_RUPEES;
}

export interface ProductDeliveryPromise {
  serviceable: boolean;
  codAvailable: boolean;
  /** Shown as "Delivery by {date}": the last day of the window; null when not serviceable. */
  deliveryBy: string | null;
  window: DeliveryWindow | null;
}

/**
 * One product's promise to a pincode: the zone from its seller's pincode, the window from the shipping rules
 * (the same deliveryWindow checkout quotes), and COD if the pincode takes it and one unit is within the limit.
 */
export function productDeliveryPromise(
  input: { sellerPincode: string; buyerPincode: string; inDirectory: boolean; unitPriceRupees: number },
  now: Date,
): ProductDeliveryPromise {
  const service = pincodeService(input.buyerPincode, input.inDirectory);
  if (!service.serviceable)
    return { serviceable: false, codAvailable: false, deliveryBy: null, window: null };
  const window = deliveryWindow(zoneBetween(input.sellerPincode, input.buyerPincode).zone, now);
  return {
    serviceable: true,
    codAvailable: codAllowed(service, input.unitPriceRupees),
    deliveryBy: window.to,
    window,
  };
}
