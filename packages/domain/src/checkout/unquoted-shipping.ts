// What the quote can say about delivery before it knows the pincode (docs/decisions/0022-one-quote.md): the charge
// depends on the zone, except where it is free whatever the zone: every parcel of an order above the checkout
// statement's threshold, and a parcel none of whose lines is charged for (their seller ships them free). The same
// rules as quoteShipping, so the cart and checkout agree once a pincode is known.
import { FREE_SHIPPING_ABOVE_PAISE, type ShippingParcelInput } from '../shipping/shipping-rules.ts';

export interface UnquotedShipping {
  /** The order is above the threshold: every parcel ships free. */
  freeAboveThreshold: boolean;
  /** Per parcel, in order: free whatever the pincode. */
  freeAnywhere: boolean[];
}

export function shippingWithoutPincode(parcels: Pick<ShippingParcelInput, 'lines'>[]): UnquotedShipping {
  const subtotalPaise = parcels
    .flatMap((p) => p.lines)
    .reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const freeAboveThreshold = subtotalPaise > FREE_SHIPPING_ABOVE_PAISE;
  return {
    freeAboveThreshold,
    freeAnywhere: parcels.map(
      (p) => freeAboveThreshold || p.lines.every((line) => line.freeShipping || line.quantity <= 0),
    ),
  };
}
