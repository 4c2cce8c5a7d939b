// Checkout's price details show the server's quote as it is (docs/decisions/0022-one-quote.md): for random quotes,
// items, delivery, the coupon's discount and the total on screen are the quote's fields, formatted; the coupon's own
// check (validate-coupon, whose discountAmount is the cart statement's) is not where the amount comes from.
import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ValidatedCoupon } from '@haat/domain/coupons/coupon.schema';
import { formatInr } from '../../../lib/format.ts';
import { validatedCouponFixture } from '../../../testing/fixtures.ts';
import { quoteArbitrary, quoteFixture } from '../../../testing/quote-arbitrary.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { shippingFromQuote, totalsFromQuote } from '../checkout-totals.ts';
import { PriceSummary } from './price-summary.tsx';

describe('PriceSummary', () => {
  it('renders the quote’s fields verbatim', () => {
    fc.assert(
      fc.property(quoteArbitrary, (quote) => {
        cleanup();
        const validated = quote.couponCode
          ? ({ code: quote.couponCode, discountAmount: 123_456.78 } as unknown as ValidatedCoupon)
          : null;
        renderWithProviders(
          <PriceSummary
            totals={totalsFromQuote(quote)}
            quote={shippingFromQuote({ quote, error: null })}
            coupon={{
              code: quote.couponCode,
              coupon: validated,
              checking: false,
              notice: null,
              remove: () => {},
            }}
            canRemoveCoupon
            onRetry={() => {}}
          />,
        );
        expect(screen.getByTestId('checkout-subtotal').textContent).toBe(formatInr(quote.subtotal));
        expect(screen.getByTestId('checkout-total').textContent).toBe(formatInr(quote.total));
        const shipping = screen.getByTestId('checkout-shipping').textContent;
        if (quote.shipping === 0) expect(shipping).toBe('FREE');
        else if (quote.shipping !== null) expect(shipping).toBe(formatInr(quote.shipping));
        else expect(shipping).toBe('Select an address');
        if (validated)
          expect(screen.getByTestId('checkout-coupon').textContent).toBe(`−${formatInr(quote.discount)}`);
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('words a free-delivery coupon as FREE, not as −₹0', () => {
    const quote = {
      ...quoteFixture({ pincode: '400001', couponCode: 'FREESHIP' }),
      discount: 0,
      shipping: 0,
    };
    renderWithProviders(
      <PriceSummary
        totals={totalsFromQuote(quote)}
        quote={shippingFromQuote({ quote, error: null })}
        coupon={{
          code: 'FREESHIP',
          coupon: validatedCouponFixture({ code: 'FREESHIP', freeShipping: true }),
          checking: false,
          notice: null,
          remove: () => {},
        }}
        canRemoveCoupon
        onRetry={() => {}}
      />,
    );
    expect(screen.getByTestId('checkout-coupon').textContent).toBe('FREE');
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('FREE');
  });

  it('shows no amount when the quote could not be had, and offers to try again', () => {
    renderWithProviders(
      <PriceSummary
        totals={null}
        quote={{ state: 'failed', message: 'Failed to calculate shipping cost' }}
        coupon={{ code: null, coupon: null, checking: false, notice: null, remove: () => {} }}
        canRemoveCoupon
        onRetry={() => {}}
      />,
    );
    expect(screen.getByTestId('checkout-total').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
