// The /checkout view with its real hooks (the quote, delivery promise, coupon check, Place Order) against an API
// answered from the contracts: the three steps, what the address's pincode allows, the price details, and
// what the shopper reads when the order is refused or the payment fails.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_MESSAGES, type Address } from '@haat/domain/addresses/address.schema';
import type { CartLine } from '@haat/domain/cart/cart';
import { validateCouponResponseSchema, type ValidateCouponRequest } from '@haat/domain/coupons/coupon.schema';
import {
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  type PlaceOrderRequest,
} from '@haat/domain/orders/order.schema';
import { PAYMENT_MESSAGES } from '@haat/domain/payments/payment.schema';
import { DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
import type { CheckoutQuote, CheckoutQuoteRequest } from '@haat/domain/checkout/checkout-quote.schema';
import { deliveryPromiseResponseSchema } from '@haat/domain/shipping/delivery-promise.schema';
import { expectConsoleError } from '../../../testing/console-guard.ts';
import {
  addressFixture,
  cartLineFixture,
  deliveryPromiseFixture,
  orderFixture,
  validatedCouponFixture,
} from '../../../testing/fixtures.ts';
import { quoteFixture } from '../../../testing/quote-arbitrary.ts';
import { apiPath, contractBody, contractError, contractJson, server } from '../../../testing/msw-server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { ValidateCouponFn } from '../hooks/use-checkout-coupon.ts';
import type { PayOnline } from '../hooks/use-place-order.ts';
import type { OrderSuccessState } from '../order-success-state.ts';
import { CheckoutView, type AddressBookSlot } from './checkout-view.tsx';

/** The address book the route would hand in, reduced to a radio per address. */
function TestAddressBook({ slot, addresses }: { slot: AddressBookSlot; addresses: Address[] }) {
  const { onAddresses } = slot;
  useEffect(() => onAddresses(addresses), [addresses, onAddresses]);
  return (
    <div role="radiogroup" aria-label="Saved addresses">
      {addresses.map((address) => (
        <input
          key={address._id}
          type="radio"
          aria-label={address.fullName}
          checked={slot.selectedId === address._id}
          onChange={() => slot.onSelect(address)}
        />
      ))}
    </div>
  );
}

interface Api {
  place?: 'placed' | { status: number; error: string; code: string };
  pincode?: { serviceable?: boolean; codAvailable?: boolean; city?: string | null };
}

/** The three endpoints checkout calls, answered from their contracts; the orders sent are recorded. */
function checkoutApi({ place = 'placed', pincode = {} }: Api = {}) {
  const orders: { key: string | null; body: PlaceOrderRequest }[] = [];
  server.use(
    http.get(apiPath('/delivery/promise'), ({ request }) => {
      const url = new URL(request.url);
      const ids = (url.searchParams.get('productIds') ?? '').split(',');
      return contractJson(
        deliveryPromiseResponseSchema,
        deliveryPromiseFixture(url.searchParams.get('pincode') ?? '', ids, pincode),
      );
    }),
    http.post(apiPath('/users/orders'), async ({ request }) => {
      const body = (await contractBody(request, placeOrderRequestSchema)) as PlaceOrderRequest;
      orders.push({ key: request.headers.get('Idempotency-Key'), body });
      if (place !== 'placed') return contractError(place.status, place.error, place.code);
      return contractJson(
        placeOrderResponseSchema,
        { success: true, message: PAYMENT_MESSAGES.placed, order: orderFixture() },
        { status: 201 },
      );
    }),
  );
  return orders;
}

function renderCheckout({
  lines = [cartLineFixture(1)],
  addresses = [addressFixture()],
  couponCode = null,
  payOnline = vi.fn<PayOnline>(),
  validateCoupon = vi.fn<ValidateCouponFn>(),
  getQuote = (input: CheckoutQuoteRequest) =>
    Promise.resolve(
      quoteFixture({
        ...(input.pincode ? { pincode: input.pincode } : {}),
        ...(input.couponCode ? { couponCode: input.couponCode } : {}),
      }),
    ),
}: {
  lines?: CartLine[];
  addresses?: Address[];
  couponCode?: string | null;
  payOnline?: PayOnline;
  validateCoupon?: ValidateCouponFn;
  getQuote?: (input: CheckoutQuoteRequest) => Promise<CheckoutQuote>;
} = {}) {
  const onPlaced = vi.fn<(state: OrderSuccessState) => void>();
  const rendered = renderWithProviders(
    <CheckoutView
      lines={lines}
      renderAddressBook={(slot) => <TestAddressBook slot={slot} addresses={addresses} />}
      payOnline={payOnline}
      validateCoupon={validateCoupon}
      getQuote={getQuote}
      couponCode={couponCode}
      shopper={{ name: 'Asha Verma', email: 'asha@example.in' }}
      onPlaced={onPlaced}
    />,
    { route: '/checkout' },
  );
  return { ...rendered, onPlaced };
}

/** The open step's primary action (the phone's bottom bar repeats it). */
const primary = (name: string) => screen.getAllByRole('button', { name })[0]!;

// Each journey waits for the quote (and, with a coupon, for the check and a second quote) as the page does; on a
// loaded machine that is more than Vitest's default 5 s.
describe('CheckoutView', { timeout: 20_000 }, () => {
  it('goes address → payment → review and places a cash-on-delivery order with the quote’s total', async () => {
    const orders = checkoutApi();
    const { user, onPlaced } = renderCheckout();

    await user.click(screen.getByRole('radio', { name: 'Asha Verma' }));
    expect(await screen.findByTestId('checkout-shipping')).toHaveTextContent('₹49');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,348');
    await user.click(primary('Continue'));

    const payment = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(within(payment).getByRole('radio', { name: /Credit\/Debit Card/ })).toBeChecked();
    await user.click(within(payment).getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(primary('Continue'));

    const review = screen.getByTestId('step-review');
    expect(within(review).getByText('Pay ₹1,348 in cash when your order arrives')).toBeInTheDocument();
    await user.type(within(review).getByRole('textbox', { name: 'Order notes (optional)' }), 'Call first');
    await user.click(primary('Place Order'));

    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.body).toMatchObject({
      paymentDetails: { method: 'cod' },
      shippingAddress: { _id: 'addr-1' },
      notes: 'Call first',
    });
    expect(orders[0]!.key).toBeTruthy();
    expect(onPlaced.mock.calls[0]![0]).toMatchObject({ orderNumber: 'HT2603020001', paymentMethod: 'cod' });
  });

  it('will not leave the address step without an address', async () => {
    checkoutApi();
    const { user } = renderCheckout();

    await user.click(primary('Continue'));

    expect(await screen.findByText(ADDRESS_MESSAGES.select)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Payment method' })).not.toBeInTheDocument();
  });

  it('asks to add an address when the book is empty', async () => {
    checkoutApi();
    const { user } = renderCheckout({ addresses: [] });

    await user.click(primary('Continue'));

    expect(await screen.findByText(ADDRESS_MESSAGES.selectOrAdd)).toBeInTheDocument();
  });

  it('refuses a pincode it does not deliver to, and says so beside the address', async () => {
    checkoutApi({ pincode: { serviceable: false } });
    const { user } = renderCheckout();

    await user.click(screen.getByRole('radio', { name: 'Asha Verma' }));
    expect(await screen.findByTestId('pincode-not-serviceable')).toHaveTextContent(
      DELIVERY_MESSAGES.notServiceable,
    );
    await user.click(primary('Continue'));

    expect(
      await screen.findByText(DELIVERY_MESSAGES.notServiceable, { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Payment method' })).not.toBeInTheDocument();
  });

  it('offers no cash on delivery where the pincode takes none, with the reason beside it', async () => {
    checkoutApi({ pincode: { codAvailable: false } });
    const { user } = renderCheckout();

    await user.click(screen.getByRole('radio', { name: 'Asha Verma' }));
    await screen.findByTestId('shipping-row');
    await user.click(primary('Continue'));

    const cod = screen.getByRole('radio', { name: /Cash on Delivery/ });
    await waitFor(() => expect(cod).toBeDisabled());
    expect(cod).toHaveAccessibleDescription(DELIVERY_MESSAGES.codUnavailable);
  });

  it("shows the server's refusal in the review step, without the payment's 'no order was placed' line", async () => {
    expectConsoleError('Placing the order failed');
    const refusal = "Only 2 left of 'Prestige Electric Kettle 1.5 L'. Please update your cart.";
    checkoutApi({ place: { status: 422, error: refusal, code: 'INSUFFICIENT_STOCK' } });
    const { user, onPlaced } = renderCheckout();

    await user.click(screen.getByRole('radio', { name: 'Asha Verma' }));
    await user.click(primary('Continue'));
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(primary('Continue'));
    await user.click(primary('Place Order'));

    const alert = await screen.findByTestId('place-order-error');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).not.toHaveTextContent('No order was placed');
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('says no order was placed when the card payment fails, and sends none', async () => {
    expectConsoleError('Placing the order failed');
    const orders = checkoutApi();
    const failure = Object.assign(new Error(PAYMENT_MESSAGES.verifyFailed), { name: 'PaymentFlowError' });
    const payOnline = vi.fn<PayOnline>().mockRejectedValue(failure);
    const { user } = renderCheckout({ payOnline });

    await user.click(screen.getByRole('radio', { name: 'Asha Verma' }));
    await user.click(primary('Continue'));
    await user.click(primary('Continue'));
    await user.click(primary('Place Order'));

    const alert = await screen.findByTestId('place-order-error');
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.verifyFailed);
    expect(alert).toHaveTextContent('No order was placed. Try again, or choose another payment method.');
    expect(orders).toHaveLength(0);
    expect(payOnline).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'razorpay',
        amountPaise: 134_800,
        shippingAddressId: 'addr-1',
        prefill: expect.objectContaining({ name: 'Asha Verma', email: 'asha@example.in' }),
      }),
    );
  });

  it('holds Place Order as Processing… and hides Back while the order is on its way', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    checkoutApi();
    server.use(
      http.post(apiPath('/users/orders'), async () => {
        await held;
        return contractJson(
          placeOrderResponseSchema,
          { success: true, message: PAYMENT_MESSAGES.placed, order: orderFixture() },
          { status: 201 },
        );
      }),
    );
    const { user, onPlaced } = renderCheckout();

    await user.click(screen.getByRole('radio', { name: 'Asha Verma' }));
    await user.click(primary('Continue'));
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(primary('Continue'));
    await user.click(primary('Place Order'));

    const busy = await screen.findAllByRole('button', { name: 'Processing...' });
    for (const button of busy) expect(button).toBeDisabled();
    expect(within(screen.getByTestId('step-review')).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();

    release();
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
  });

  it('applies the coupon carried from the cart and sends it with the order', async () => {
    const orders = checkoutApi();
    const validateCoupon = vi.fn<ValidateCouponFn>((input: ValidateCouponRequest) =>
      Promise.resolve(
        validateCouponResponseSchema.parse({
          success: true,
          coupon: validatedCouponFixture({ code: input.couponCode }),
          message: 'Coupon applied',
        }),
      ),
    );
    const { user } = renderCheckout({ couponCode: ' save100 ', validateCoupon });

    // Checked once the quote's subtotal is known, then quoted with the coupon: three answers in turn.
    await waitFor(() => expect(screen.getByTestId('checkout-coupon')).toHaveTextContent('₹100'), {
      timeout: 5_000,
    });
    expect(validateCoupon).toHaveBeenCalledWith(
      { couponCode: 'SAVE100', orderAmount: 1299, cartItems: [{ productId: 'prod-kettle-1', quantity: 1 }] },
      expect.anything(),
    );
    await user.click(screen.getByRole('radio', { name: 'Asha Verma' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,248'));
    await user.click(primary('Continue'));
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.click(primary('Continue'));
    await user.click(primary('Place Order'));

    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]!.body.couponCode).toBe('SAVE100');
  });

  it('goes back a step with Back and reopens a finished step with Change', async () => {
    checkoutApi();
    const { user } = renderCheckout();

    await user.click(screen.getByRole('radio', { name: 'Asha Verma' }));
    await user.click(primary('Continue'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Payment method' })).toBeNull();

    await user.click(primary('Continue'));
    await user.click(primary('Continue'));
    await user.click(screen.getByRole('button', { name: /^Change\s+Payment Options/ }));
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
  });

  it('shows the quoted charge even when the server says it used a flat rate', async () => {
    checkoutApi();
    const { user } = renderCheckout({
      getQuote: (input) =>
        Promise.resolve(
          quoteFixture({ ...(input.pincode ? { pincode: input.pincode } : {}), fallback: true }),
        ),
    });

    await user.click(screen.getByRole('radio', { name: 'Asha Verma' }));

    expect(
      await screen.findByText(
        'Using estimated shipping cost due to service unavailability',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('₹49');
  });

  it('shows no amount and offers to try again when the quote cannot be had, and will not place the order', async () => {
    const orders = checkoutApi();
    let fail = true;
    const getQuote = vi.fn((input: CheckoutQuoteRequest) =>
      input.pincode && fail
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(quoteFixture({ ...(input.pincode ? { pincode: input.pincode } : {}) })),
    );
    const { user } = renderCheckout({ getQuote });

    await user.click(screen.getByRole('radio', { name: 'Asha Verma' }));
    const summary = screen.getByTestId('price-summary');
    // The query tries once more before it gives up, as it does for the shopper.
    expect(
      await within(summary).findByRole('button', { name: 'Try again' }, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('—');
    expect(screen.getByTestId('checkout-total')).not.toHaveTextContent('₹1,348');

    fail = false;
    await user.click(within(summary).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,348'));
    expect(orders).toHaveLength(0);
  });
});
