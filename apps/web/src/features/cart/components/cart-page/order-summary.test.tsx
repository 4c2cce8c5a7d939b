// The cart page's summary shows the server's quote as it is (docs/decisions/0022-one-quote.md): for random quotes,
// every amount on screen is a field of the quote, formatted, and the free-delivery hint appears exactly when the
// quote carries it, never beside a free delivery (issue 27's "Add ₹479 more" beside "Free shipping").
import { cleanup, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInr } from '../../../../lib/format.ts';
import { quoteArbitrary } from '../../../../testing/quote-arbitrary.ts';
import { renderWithProviders } from '../../../../testing/render.tsx';
import { OrderSummary } from './order-summary.tsx';

describe('OrderSummary', () => {
  it('renders the quote’s fields verbatim', () => {
    fc.assert(
      fc.property(quoteArbitrary, (quote) => {
        cleanup();
        renderWithProviders(
          <OrderSummary
            quote={{ state: 'ready', quote }}
            onRetry={() => {}}
            couponSlot={null}
            onProceed={() => {}}
            canProceed
          />,
        );
        const summary = screen.getByTestId('order-summary');
        expect(within(summary).getByTestId('summary-subtotal').textContent).toBe(formatInr(quote.subtotal));
        expect(within(summary).getByTestId('summary-total').textContent).toBe(formatInr(quote.total));
        const shipping = within(summary).getByTestId('summary-shipping').textContent;
        if (quote.shipping === 0) expect(shipping).toBe('FREE');
        else if (quote.shipping !== null) expect(shipping).toBe(formatInr(quote.shipping));
        const coupon = within(summary).queryByTestId('summary-coupon');
        if (quote.couponCode && quote.discount > 0)
          expect(coupon?.textContent).toBe(`−${formatInr(quote.discount)}`);
        else expect(coupon).toBeNull();
        const hint = within(summary).queryByText(/more for free shipping/);
        if (quote.freeShippingHint) {
          expect(hint?.textContent).toContain(formatInr(quote.freeShippingHint.remaining));
          expect(within(summary).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
            String(quote.freeShippingHint.percent),
          );
        } else expect(hint).toBeNull();
        if (quote.shipping === 0) {
          expect(hint).toBeNull();
          expect(within(summary).getByText('Your order ships free!')).toBeTruthy();
        }
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('shows placeholders, not amounts, while the first quote is on its way, and a retry when it failed', () => {
    renderWithProviders(
      <OrderSummary
        quote={{ state: 'loading' }}
        onRetry={() => {}}
        couponSlot={null}
        onProceed={() => {}}
        canProceed={false}
      />,
    );
    expect(screen.getByTestId('summary-total').textContent).toBe('');
    cleanup();
    renderWithProviders(
      <OrderSummary
        quote={{ state: 'error' }}
        onRetry={() => {}}
        couponSlot={null}
        onProceed={() => {}}
        canProceed={false}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not reach the server');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
