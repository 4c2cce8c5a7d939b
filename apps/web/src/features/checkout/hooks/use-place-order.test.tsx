// usePlaceOrder against an API answered from the order contract: one Idempotency-Key per attempt, the same key and
// the same order again after a lost answer, a fresh attempt after a refusal, and a verified payment that a retry
// reuses instead of paying (or verifying) again.
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import {
  ORDER_MESSAGES,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  type PlaceOrderRequest,
} from '@haat/domain/orders/order.schema';
import {
  createPaymentOrderRequestSchema,
  createPaymentOrderResponseSchema,
  PAYMENT_MESSAGES,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
  type OnlinePaymentOutcome,
} from '@haat/domain/payments/payment.schema';
import { ADDRESS_MESSAGES } from '@haat/domain/addresses/address.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { expectConsoleError } from '../../../testing/console-guard.ts';
import { cartLineFixture, orderFixture } from '../../../testing/fixtures.ts';
import { apiPath, contractBody, contractError, contractJson, server } from '../../../testing/msw-server.ts';
import { renderHookWithProviders } from '../../../testing/render.tsx';
import type { OrderSuccessState } from '../order-success-state.ts';
import { usePlaceOrder, type PayOnline, type PlaceOrderParams } from './use-place-order.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What the server answers to each POST /api/users/orders in turn (the last one repeats). */
type Answer = 'placed' | 'network-error' | 'hang' | { status: number; error: string; code: string };

interface PlaceCall {
  key: string | null;
  body: PlaceOrderRequest;
}

/** POST /api/users/orders, checked against the contract on the way in and answered from it on the way out. */
function placeOrderEndpoint(...answers: Answer[]) {
  const calls: PlaceCall[] = [];
  server.use(
    http.post(apiPath('/users/orders'), async ({ request }) => {
      const body = await contractBody(request, placeOrderRequestSchema);
      calls.push({ key: request.headers.get('Idempotency-Key'), body: body as PlaceOrderRequest });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      if (answer === 'network-error') return HttpResponse.error();
      if (answer === 'hang') {
        await delay('infinite');
        return HttpResponse.error();
      }
      if (answer !== 'placed') return contractError(answer.status, answer.error, answer.code);
      const method = body.paymentDetails.method;
      return contractJson(
        placeOrderResponseSchema,
        {
          success: true,
          message: PAYMENT_MESSAGES.placed,
          order: orderFixture({
            payment: {
              method,
              status: method === 'cod' ? 'Pending' : 'Completed',
              transactionId: body.paymentDetails.paymentId ?? null,
            },
          }),
        },
        { status: 201 },
      );
    }),
  );
  return calls;
}

/**
 * The gateway round trip as the payments feature makes it (create the gateway order, the shopper pays, the server
 * verifies the signature), over the same contracts; counts what reached the server.
 */
function gateway() {
  const seen = { created: 0, verified: 0 };
  server.use(
    http.post(apiPath('/payment/create-order'), async ({ request }) => {
      await contractBody(request, createPaymentOrderRequestSchema);
      seen.created += 1;
      return contractJson(createPaymentOrderResponseSchema, {
        success: true,
        orderId: `order_gw${seen.created}`,
        amount: 134_800,
        currency: 'INR',
        gateway: 'offline',
        keyId: 'rzp_test_offline',
        splits: [
          {
            sellerId: 'seller-1',
            sellerName: 'Sharma Appliances',
            amount: 134_800,
            commission: 6740,
            transfer: 128_060,
          },
        ],
      });
    }),
    http.post(apiPath('/payment/verify'), async ({ request }) => {
      const body = await contractBody(request, verifyPaymentRequestSchema);
      seen.verified += 1;
      return contractJson(verifyPaymentResponseSchema, {
        success: true,
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        transfers: [],
      });
    }),
  );
  const payOnline = vi.fn<PayOnline>(async (request) => {
    const created = createPaymentOrderResponseSchema.parse(
      await apiRequest('/payment/create-order', {
        method: 'POST',
        body: {
          amount: request.amountPaise,
          currency: 'INR',
          cartItems: request.cartItems,
          shippingAddress: { _id: request.shippingAddressId },
          method: request.method,
        },
      }),
    );
    const paid = {
      razorpay_order_id: created.orderId,
      razorpay_payment_id: `pay_${created.orderId.slice(6)}`,
      razorpay_signature: 'f'.repeat(64),
    };
    const verified = verifyPaymentResponseSchema.parse(
      await apiRequest('/payment/verify', { method: 'POST', body: paid }),
    );
    return {
      status: 'paid',
      orderId: paid.razorpay_order_id,
      paymentId: verified.paymentId,
      signature: paid.razorpay_signature,
      amountPaise: created.amount,
      splits: created.splits,
      transfers: verified.transfers,
    } satisfies OnlinePaymentOutcome;
  });
  return { seen, payOnline };
}

const params = (overrides: Partial<PlaceOrderParams> = {}): PlaceOrderParams => ({
  method: 'cod',
  addressId: 'addr-1',
  lines: [cartLineFixture(1)],
  couponCode: null,
  notes: '',
  total: 1348,
  prefill: { storeName: 'Haat', description: 'Order of 1 items' },
  ...overrides,
});

function renderPlaceOrder(payOnline: PayOnline = vi.fn<PayOnline>()) {
  const onPlaced = vi.fn<(state: OrderSuccessState) => void>();
  const rendered = renderHookWithProviders(() => usePlaceOrder({ payOnline, onPlaced }));
  const place = (p: PlaceOrderParams) => act(() => rendered.result.current.place(p));
  return { ...rendered, onPlaced, place };
}

describe('usePlaceOrder', () => {
  it('places a cash-on-delivery order under a fresh v4 Idempotency-Key and reports what was placed', async () => {
    const calls = placeOrderEndpoint('placed');
    const { place, onPlaced, result } = renderPlaceOrder();

    await place(params({ notes: '  Leave with the guard  ' }));

    expect(calls).toHaveLength(1);
    expect(calls[0]!.key).toMatch(UUID_V4);
    expect(calls[0]!.body).toEqual({
      paymentDetails: { method: 'cod', status: 'Pending' },
      shippingAddress: { _id: 'addr-1' },
      notes: 'Leave with the guard',
    });
    expect(onPlaced).toHaveBeenCalledWith({
      orderId: 'order-0001',
      orderNumber: 'HT2603020001',
      amount: 1348,
      status: 'Order Confirmed',
      paymentMethod: 'cod',
    });
    expect(result.current.error).toBeNull();
    expect(result.current.processing).toBe(false);
    expect(await screen.findByText(PAYMENT_MESSAGES.placed)).toBeInTheDocument();
  });

  it('gives each new attempt a new key: a second order after a placed one is not a retry', async () => {
    const calls = placeOrderEndpoint('placed');
    const { place } = renderPlaceOrder();

    await place(params());
    await place(params());

    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toMatch(UUID_V4);
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });

  it('retries a lost answer (network error) with the same key and the same order', async () => {
    expectConsoleError('Placing the order failed');
    const calls = placeOrderEndpoint('network-error', 'placed');
    const { place, onPlaced, result } = renderPlaceOrder();

    await place(params({ notes: 'Ring twice' }));
    expect(result.current.error).toEqual({ message: PAYMENT_MESSAGES.placeFailed, stage: 'order' });
    expect(onPlaced).not.toHaveBeenCalled();

    await place(params({ notes: 'Ring twice' }));

    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(onPlaced).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBeNull();
  });

  it('retries a request that timed out with the same key', async () => {
    expectConsoleError('Placing the order failed');
    // The client's own 60 s timeout, fired at once: the request is aborted as a real timeout would abort it.
    const timeouts: AbortController[] = [];
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const controller = new AbortController();
      timeouts.push(controller);
      return controller.signal;
    });
    try {
      const calls = placeOrderEndpoint('hang', 'placed');
      const { place, onPlaced, result } = renderPlaceOrder();

      let first!: Promise<void>;
      act(() => {
        first = result.current.place(params());
      });
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(timeout).toHaveBeenLastCalledWith(60_000);
      timeouts.at(-1)!.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      await act(() => first);
      expect(result.current.error?.stage).toBe('order');

      await place(params());
      expect(calls).toHaveLength(2);
      expect(calls[1]!.key).toBe(calls[0]!.key);
      expect(onPlaced).toHaveBeenCalledTimes(1);
    } finally {
      timeout.mockRestore();
    }
  });

  it('retries a server fault (503) with the same key', async () => {
    expectConsoleError('Placing the order failed');
    const calls = placeOrderEndpoint(
      { status: 503, error: 'The store is busy', code: ERROR_CODES.serviceUnavailable },
      'placed',
    );
    const { place, result } = renderPlaceOrder();

    await place(params());
    // A fault is no reason the shopper can act on: the generic message, not the server's.
    expect(result.current.error?.message).toBe(PAYMENT_MESSAGES.placeFailed);
    await place(params());

    expect(calls[1]!.key).toBe(calls[0]!.key);
  });

  it('makes a changed order (other notes or address) after a lost answer a new attempt with a new key', async () => {
    expectConsoleError('Placing the order failed');
    const calls = placeOrderEndpoint('network-error', 'network-error', 'placed');
    const { place } = renderPlaceOrder();

    await place(params({ notes: 'Ring twice' }));
    await place(params({ notes: 'Leave at the door' }));
    await place(params({ notes: 'Leave at the door', addressId: 'addr-2' }));

    const keys = calls.map((call) => call.key);
    expect(new Set(keys).size).toBe(3);
    expect(calls[2]!.body.shippingAddress).toEqual({ _id: 'addr-2' });
  });

  it("ends the attempt on a 4xx refusal: the server's reason is shown and the next click gets a new key", async () => {
    expectConsoleError('Placing the order failed');
    const refusal = ORDER_MESSAGES.insufficientStock('Prestige Electric Kettle 1.5 L', 2);
    const calls = placeOrderEndpoint({ status: 422, error: refusal, code: 'INSUFFICIENT_STOCK' }, 'placed');
    const { place, onPlaced, result } = renderPlaceOrder();

    await place(params());
    expect(result.current.error).toEqual({ message: refusal, stage: 'order' });
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    await place(params());
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toMatch(UUID_V4);
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
    expect(onPlaced).toHaveBeenCalledTimes(1);
  });

  it('keeps the key on a 409 (the same key still in progress on the server): that is no refusal', async () => {
    expectConsoleError('Placing the order failed');
    const calls = placeOrderEndpoint(
      { status: 409, error: 'This order is still being placed', code: ERROR_CODES.idempotencyInProgress },
      'placed',
    );
    const { place } = renderPlaceOrder();

    await place(params());
    await place(params());

    expect(calls[1]!.key).toBe(calls[0]!.key);
  });

  it('keeps a verified payment across retries: the retry neither pays nor verifies again', async () => {
    expectConsoleError('Placing the order failed');
    const { seen, payOnline } = gateway();
    const calls = placeOrderEndpoint(
      'network-error',
      { status: 503, error: 'The store is busy', code: ERROR_CODES.serviceUnavailable },
      'placed',
    );
    const { place, onPlaced, result } = renderPlaceOrder(payOnline);

    await place(params({ method: 'razorpay' }));
    expect(result.current.error).toEqual({ message: PAYMENT_MESSAGES.processFailed, stage: 'order' });
    await place(params({ method: 'razorpay' }));
    await place(params({ method: 'razorpay' }));

    expect(payOnline).toHaveBeenCalledTimes(1);
    expect(seen).toEqual({ created: 1, verified: 1 });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);
    for (const call of calls)
      expect(call.body.paymentDetails).toEqual({
        method: 'razorpay',
        provider: 'razorpay',
        transactionId: 'pay_gw1',
        paymentId: 'pay_gw1',
        orderId: 'order_gw1',
        signature: 'f'.repeat(64),
        status: 'Completed',
      });
    expect(onPlaced).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentMethod: 'razorpay',
        splits: [expect.objectContaining({ sellerId: 'seller-1' })],
      }),
    );
  });

  it('pays afresh once the order is placed: the next order is a new attempt with its own payment', async () => {
    const { seen, payOnline } = gateway();
    const calls = placeOrderEndpoint('placed');
    const { place } = renderPlaceOrder(payOnline);

    await place(params({ method: 'upi' }));
    await place(params({ method: 'upi' }));

    expect(seen).toEqual({ created: 2, verified: 2 });
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
    expect(calls[1]!.body.paymentDetails.paymentId).toBe('pay_gw2');
  });

  it('sends no order when the payment fails, shows its message, and pays again on the next click', async () => {
    expectConsoleError('Placing the order failed');
    const calls = placeOrderEndpoint('placed');
    const failure = Object.assign(new Error(PAYMENT_MESSAGES.verifyFailed), { name: 'PaymentFlowError' });
    const payOnline = vi
      .fn<PayOnline>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue({ status: 'dismissed' });
    const { place, result } = renderPlaceOrder(payOnline);

    await place(params({ method: 'razorpay' }));
    expect(result.current.error).toEqual({ message: PAYMENT_MESSAGES.verifyFailed, stage: 'payment' });
    expect(calls).toHaveLength(0);

    await place(params({ method: 'razorpay' }));
    expect(payOnline).toHaveBeenCalledTimes(2);
  });

  it('does nothing more when the shopper closes the gateway: no order, no error, not processing', async () => {
    const calls = placeOrderEndpoint('placed');
    const payOnline = vi.fn<PayOnline>().mockResolvedValue({ status: 'dismissed' });
    const { place, result, onPlaced } = renderPlaceOrder(payOnline);

    await place(params({ method: 'upi' }));

    expect(calls).toHaveLength(0);
    expect(onPlaced).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ error: null, processing: false });
  });

  it('sends one request for a double click while the first is on its way', async () => {
    const calls = placeOrderEndpoint('placed');
    const { result, onPlaced } = renderPlaceOrder();

    await act(async () => {
      await Promise.all([result.current.place(params()), result.current.place(params())]);
    });

    expect(calls).toHaveLength(1);
    expect(onPlaced).toHaveBeenCalledTimes(1);
  });

  it('asks for an address and a payment method before sending anything', async () => {
    const calls = placeOrderEndpoint('placed');
    const { place } = renderPlaceOrder();

    await place(params({ addressId: null }));
    expect(await screen.findByText(ADDRESS_MESSAGES.select)).toBeInTheDocument();
    await place(params({ method: null }));
    expect(await screen.findByText(ORDER_MESSAGES.selectPaymentMethod)).toBeInTheDocument();

    expect(calls).toHaveLength(0);
  });
});

describe('usePlaceOrder while a request is out', () => {
  it('is processing until the answer comes, and not after', async () => {
    expectConsoleError('Placing the order failed');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(apiPath('/users/orders'), async () => {
        await held;
        return HttpResponse.error();
      }),
    );
    const { result } = renderPlaceOrder();

    let pending!: Promise<void>;
    act(() => {
      pending = result.current.place(params());
    });
    await waitFor(() => expect(result.current.processing).toBe(true));
    expect(result.current.error).toBeNull();
    release();
    await act(() => pending);

    expect(result.current.processing).toBe(false);
    expect(result.current.error).toEqual({ message: PAYMENT_MESSAGES.placeFailed, stage: 'order' });
  });
});
