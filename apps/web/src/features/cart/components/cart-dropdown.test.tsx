// The header cart's totals are the server's quote of its lines as they are (docs/decisions/0022-one-quote.md): the
// dropdown asks POST /api/checkout/quote and shows its subtotal, shipping and total verbatim, and the free-delivery
// hint only when the quote carries it (issue 27: 5 × Parle-G showed ₹99 and ₹204 here while checkout said FREE).
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkoutQuoteRequestSchema,
  checkoutQuoteResponseSchema,
  type CheckoutQuote,
} from '@haat/domain/checkout/checkout-quote.schema';
import { formatInr } from '../../../lib/format.ts';
import { cartLineFixture, validatedCouponFixture } from '../../../testing/fixtures.ts';
import { apiPath, contractBody, contractJson, server } from '../../../testing/msw-server.ts';
import { quoteFixture } from '../../../testing/quote-arbitrary.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useAppliedCouponStore } from '../stores/applied-coupon-store.ts';
import { useCartStore } from '../stores/cart-store.ts';
import { CartDropdown } from './cart-dropdown.tsx';

const TRIGGER = 'Cart';

function answerQuote(quote: CheckoutQuote) {
  const asked: unknown[] = [];
  server.use(
    http.post(apiPath('/checkout/quote'), async ({ request }) => {
      asked.push(await contractBody(request, checkoutQuoteRequestSchema));
      return contractJson(checkoutQuoteResponseSchema, { success: true, quote });
    }),
  );
  return asked;
}

async function openDropdown() {
  useCartStore.setState({ items: [cartLineFixture(5)] });
  const rendered = renderWithProviders(
    <CartDropdown trigger={<button type="button" aria-label={TRIGGER} />} arrival={null} />,
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Cart' }));
  return screen.findByRole('dialog');
}

describe('CartDropdown', () => {
  afterEach(() => useAppliedCouponStore.setState({ applied: null }));

  it('shows a free quote as FREE with its total and no "add more" hint', async () => {
    const free = { ...quoteFixture(), subtotal: 105, shipping: 0, total: 105, itemCount: 5 };
    const asked = answerQuote(free);
    const panel = await openDropdown();
    expect(await within(panel).findByTestId('dropdown-total')).toHaveTextContent(formatInr(105));
    expect(within(panel).getByTestId('dropdown-shipping')).toHaveTextContent('FREE');
    expect(within(panel).getByTestId('dropdown-subtotal')).toHaveTextContent(formatInr(105));
    expect(within(panel).queryByText(/more for free shipping/)).toBeNull();
    expect(asked[0]).toEqual({ items: [{ productId: 'prod-kettle-1', quantity: 5 }] });
  });

  it('shows a charged quote with the quote’s hint and bar', async () => {
    const charged = {
      ...quoteFixture({ pincode: '400001' }),
      subtotal: 210,
      shipping: 40,
      total: 250,
      freeShippingHint: { threshold: 500, remaining: 290, percent: 42 },
    };
    answerQuote(charged);
    const panel = await openDropdown();
    expect(await within(panel).findByTestId('dropdown-total')).toHaveTextContent(formatInr(250));
    expect(within(panel).getByTestId('dropdown-shipping')).toHaveTextContent(formatInr(40));
    expect(within(panel).getByText(/more for free shipping/)).toHaveTextContent(formatInr(290));
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  });

  // The cart page's applied coupon is the dropdown's too: one total for one cart (issue 27).
  it('quotes with the coupon applied on the cart page and shows its discount', async () => {
    const withCoupon = quoteFixture({ couponCode: 'SAVE100' });
    const asked = answerQuote(withCoupon);
    useAppliedCouponStore.setState({
      applied: {
        coupon: validatedCouponFixture({ code: 'SAVE100' }),
        key: 'any',
      },
    });
    const panel = await openDropdown();
    expect(await within(panel).findByTestId('dropdown-total')).toHaveTextContent(formatInr(withCoupon.total));
    expect(within(panel).getByTestId('dropdown-coupon')).toHaveTextContent(formatInr(withCoupon.discount));
    expect(asked[0]).toEqual({ items: [{ productId: 'prod-kettle-1', quantity: 5 }], couponCode: 'SAVE100' });
  });

  it('drops the coupon once the cart is emptied', () => {
    useCartStore.setState({ items: [cartLineFixture(1)] });
    useAppliedCouponStore.setState({
      applied: {
        coupon: validatedCouponFixture({ code: 'SAVE100' }),
        key: 'any',
      },
    });
    useCartStore.setState({ items: [] });
    expect(useAppliedCouponStore.getState().applied).toBeNull();
  });
});
