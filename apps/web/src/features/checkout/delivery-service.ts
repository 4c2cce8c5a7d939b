// What the chosen address's pincode allows at checkout (issue 9), by the rules the product cards promised: whether
// it is served at all, and why cash on delivery is off when it is (the pincode, or the order above the COD limit).
import type { CheckoutQuote } from '@haat/domain/checkout/checkout-quote.schema';
import { DELIVERY_ERROR_CODES, DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
import type { PincodeFacts } from '../../components/delivery/promise-batcher.ts';
import { codQuoteReason } from './checkout-totals.ts';

/** The message when the pincode is not served, else null (also null while the answer is unknown). */
export function serviceProblem(place: PincodeFacts | null): string | null {
  if (!place || place.serviceable) return null;
  return place.city === null ? DELIVERY_MESSAGES.unknownPincode : DELIVERY_MESSAGES.notServiceable;
}

/**
 * Why Cash on Delivery cannot be chosen, or null when it can: the pincode not served, else the quote's answer (the
 * pincode takes no cash, or the total is above the limit). The server applies the same rules when the order is
 * placed.
 */
export function codBlockReason(place: PincodeFacts | null, quote: CheckoutQuote | undefined): string | null {
  const problem = serviceProblem(place);
  if (problem) return problem;
  if (place && !place.codAvailable) return DELIVERY_MESSAGES.codUnavailable;
  return codQuoteReason(quote);
}

/** The domain's message for the server's delivery refusals (422), so they read as the checkout's own notices. */
export function deliveryRefusalMessage(code: string | undefined): string | null {
  if (code === DELIVERY_ERROR_CODES.notServiceable) return DELIVERY_MESSAGES.notServiceable;
  if (code === DELIVERY_ERROR_CODES.codUnavailable) return DELIVERY_MESSAGES.codUnavailable;
  return null;
}
