// POST /api/checkout/quote (docs/behaviour/checkout.md#the-quote, docs/decisions/0022-one-quote.md): the server's one
// quote of the cart, the only source of the amounts the cart page, the cart dropdown and checkout show. Asked for
// the lines the shopper can buy, the delivery pincode when known and the applied coupon; the previous answer stays
// on screen while the next is on its way.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  checkoutQuoteResponseSchema,
  type CheckoutQuote,
  type CheckoutQuoteRequest,
} from '@haat/domain/checkout/checkout-quote.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export type QuoteFn = (input: CheckoutQuoteRequest, signal?: AbortSignal) => Promise<CheckoutQuote>;

export const getCheckoutQuote: QuoteFn = async (input, signal) => {
  const data = await apiRequest<unknown>('/checkout/quote', { method: 'POST', body: input, signal });
  return checkoutQuoteResponseSchema.parse(data).quote;
};

export function checkoutQuoteQueryOptions(
  input: CheckoutQuoteRequest,
  fetchQuote: QuoteFn = getCheckoutQuote,
) {
  return queryOptions({
    queryKey: ['checkout-quote', input.items, input.pincode ?? null, input.couponCode ?? null] as const,
    queryFn: ({ signal }) => fetchQuote(input, signal),
    staleTime: 30_000,
    retry: 1,
  });
}

/** The quote of these lines; nothing is asked for an empty cart (`enabled` false). */
export function useCheckoutQuote(input: CheckoutQuoteRequest, fetchQuote: QuoteFn = getCheckoutQuote) {
  return useQuery({
    ...checkoutQuoteQueryOptions(input, fetchQuote),
    enabled: input.items.length > 0,
    placeholderData: keepPreviousData,
  });
}
