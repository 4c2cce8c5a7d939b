// The quote of the cart as the shopper holds it (docs/decisions/0022-one-quote.md): the lines they can buy, the
// pincode of their chosen location when there is one, the applied coupon. The cart page and the dropdown show its
// figures as they are; the store's own prices only draw the lines.
import { useMemo } from 'react';
import { productIdOf, type CartLine } from '@haat/domain/cart/cart';
import type { CheckoutQuoteRequest } from '@haat/domain/checkout/checkout-quote.schema';
import { PINCODE_PATTERN } from '@haat/domain/addresses/address.schema';
import { useLocationStore } from '../../../lib/stores/location-store.ts';
import { useCheckoutQuote } from '../api/checkout-quote.ts';

/** What the quote is asked about: ids and quantities, never prices. */
export function quoteItems(lines: readonly CartLine[]): CheckoutQuoteRequest['items'] {
  return lines.flatMap((line) => {
    const productId = productIdOf(line.product);
    return productId ? [{ productId, quantity: line.quantity }] : [];
  });
}

export function useCartQuote(lines: readonly CartLine[], couponCode: string | null) {
  const pincode = useLocationStore((s) => s.location.pincode);
  const items = useMemo(() => quoteItems(lines), [lines]);
  return useCheckoutQuote({
    items,
    ...(PINCODE_PATTERN.test(pincode) ? { pincode } : {}),
    ...(couponCode ? { couponCode } : {}),
  });
}
