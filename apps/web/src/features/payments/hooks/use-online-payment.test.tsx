// The card and UPI payment with the offline test gateway's dialog, against the payment endpoints answered from
// their contracts: create the gateway order, pay in the dialog, verify the signature — and each way it can end
// (paid, failed at the gateway, closed, refused by the server, unverified, unreachable).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import {
  createPaymentOrderRequestSchema,
  createPaymentOrderResponseSchema,
  offlinePayRequestSchema,
  offlinePayResponseSchema,
  PAYMENT_MESSAGES,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
  type OnlinePaymentOutcome,
} from '@haat/domain/payments/payment.schema';
import { paymentStatusResponseSchema } from '@haat/domain/payments/upi';
import { expectConsoleError } from '../../../testing/console-guard.ts';
import { apiPath, contractBody, contractError, contractJson, server } from '../../../testing/msw-server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useOnlinePayment, type OnlinePaymentRequest } from './use-online-payment.tsx';

const SPLITS = [
  {
    sellerId: 'seller-1',
    sellerName: 'Sharma Appliances',
    amount: 134_800,
    commission: 6740,
    transfer: 128_060,
  },
];

interface Sent {
  created: unknown[];
  paid: unknown[];
  verified: unknown[];
}

/** The three payment endpoints; `pay` decides what the offline gateway answers. */
function paymentApi({ pay = 'success' }: { pay?: 'success' | 'declined' } = {}) {
  const sent: Sent = { created: [], paid: [], verified: [] };
  server.use(
    http.post(apiPath('/payment/create-order'), async ({ request }) => {
      sent.created.push(await contractBody(request, createPaymentOrderRequestSchema));
      return contractJson(createPaymentOrderResponseSchema, {
        success: true,
        orderId: 'order_T3st',
        // The server's own figure (₹1,348), whatever the page thought.
        amount: 134_800,
        currency: 'INR',
        gateway: 'offline',
        keyId: 'rzp_test_offline',
        splits: SPLITS,
      });
    }),
    http.post(apiPath('/payment/offline/pay'), async ({ request }) => {
      const body = await contractBody(request, offlinePayRequestSchema);
      sent.paid.push(body);
      if (pay === 'declined' || body.outcome === 'failure')
        return contractJson(
          offlinePayResponseSchema,
          {
            success: false,
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Your bank declined this payment',
              reason: 'payment_failed',
            },
          },
          { status: 400 },
        );
      return contractJson(offlinePayResponseSchema, {
        success: true,
        razorpay_order_id: body.orderId,
        razorpay_payment_id: 'pay_T3st',
        razorpay_signature: 'a'.repeat(64),
      });
    }),
    http.post(apiPath('/payment/verify'), async ({ request }) => {
      const body = await contractBody(request, verifyPaymentRequestSchema);
      sent.verified.push(body);
      return contractJson(verifyPaymentResponseSchema, {
        success: true,
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        transfers: [{ sellerId: 'seller-1', amount: 128_060, commission: 6740, transferId: null }],
      });
    }),
  );
  return sent;
}

const REQUEST: OnlinePaymentRequest = {
  method: 'razorpay',
  amountPaise: 129_900,
  cartItems: [{ productId: 'prod-kettle-1', quantity: 1, sellerId: 'seller-1' }],
  shippingAddressId: 'addr-1',
  prefill: { storeName: 'Haat', description: 'Order of 1 items', contact: '9876543210' },
};

type Settled = { outcome: OnlinePaymentOutcome } | { error: Error };

/** A page that starts a payment on a button and renders the gateway's dialog, as checkout does. */
function Host({
  request,
  onSettled,
}: {
  request: OnlinePaymentRequest;
  onSettled: (settled: Settled) => void;
}) {
  const { payOnline, gatewayDialog } = useOnlinePayment();
  return (
    <>
      <button
        type="button"
        aria-label="Start payment"
        onClick={() =>
          void payOnline(request).then(
            (outcome) => onSettled({ outcome }),
            (error: Error) => onSettled({ error }),
          )
        }
      />
      {gatewayDialog}
    </>
  );
}

async function startPayment(request: OnlinePaymentRequest = REQUEST) {
  const onSettled = vi.fn<(settled: Settled) => void>();
  const rendered = renderWithProviders(<Host request={request} onSettled={onSettled} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Start payment' }));
  return { ...rendered, onSettled };
}

const settled = async (onSettled: ReturnType<typeof vi.fn<(s: Settled) => void>>) => {
  await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
  return onSettled.mock.calls[0]![0];
};

describe('useOnlinePayment with the offline gateway', () => {
  it("creates the gateway order, shows the server's amount, and returns a verified payment", async () => {
    const sent = paymentApi();
    const { user, onSettled } = await startPayment();

    const dialog = await screen.findByRole('dialog', { name: 'Haat Secure Payment' });
    expect(within(dialog).getByTestId('gateway-amount')).toHaveTextContent('₹1,348');
    expect(sent.created).toEqual([
      {
        amount: 129_900,
        currency: 'INR',
        cartItems: REQUEST.cartItems,
        shippingAddress: { _id: 'addr-1' },
        method: 'razorpay',
      },
    ]);
    // No UPI ID (collect) tab away from iOS (docs/behaviour/checkout.md#upi).
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Card']);
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,348' }));

    expect(await settled(onSettled)).toEqual({
      outcome: {
        status: 'paid',
        orderId: 'order_T3st',
        paymentId: 'pay_T3st',
        signature: 'a'.repeat(64),
        amountPaise: 134_800,
        splits: SPLITS,
        transfers: [{ sellerId: 'seller-1', amount: 128_060, commission: 6740, transferId: null }],
      },
    });
    expect(sent.paid).toEqual([
      { orderId: 'order_T3st', method: 'card', outcome: 'success', instrument: '4111111111111111' },
    ]);
    expect(sent.verified).toEqual([
      {
        razorpay_order_id: 'order_T3st',
        razorpay_payment_id: 'pay_T3st',
        razorpay_signature: 'a'.repeat(64),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pays UPI on the offline gateway in the UPI dialog: paid once the server has the payment, nothing to verify', async () => {
    const sent = paymentApi();
    let state: 'pending' | 'paid' = 'pending';
    server.use(
      http.get(apiPath('/payment/status/:orderId'), ({ params }) =>
        contractJson(paymentStatusResponseSchema, {
          success: true,
          orderId: String(params.orderId),
          state,
          amount: 134_800,
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
          now: new Date().toISOString(),
          paymentId: state === 'paid' ? 'pay_Upi0000000001' : null,
          failure: null,
          upi: {
            payeeVpa: 'haat.test@upisim',
            payeeName: 'Haat (test payments)',
            note: 'Haat order',
            testAppUrl: '/test-upi/order_T3st',
          },
        }),
      ),
    );
    const { onSettled } = await startPayment({ ...REQUEST, method: 'upi' });

    const dialog = await screen.findByRole('dialog', { name: /Pay by UPI/ });
    await within(dialog).findByRole('img', { name: /UPI QR code to pay ₹1,348/ });
    state = 'paid';

    // The next poll, 2 s on, finds it paid.
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(await settled(onSettled)).toMatchObject({
      outcome: {
        status: 'paid',
        orderId: 'order_T3st',
        paymentId: 'pay_Upi0000000001',
        amountPaise: 134_800,
      },
    });
    expect(sent.paid).toEqual([]);
    expect(sent.verified).toEqual([]);
  });

  it("fails with the gateway's reason when the payment is declined, and verifies nothing", async () => {
    const sent = paymentApi();
    const { user, onSettled } = await startPayment();

    await user.click(await screen.findByRole('button', { name: 'Simulate failure' }));

    const result = await settled(onSettled);
    expect(result).toEqual({ error: expect.objectContaining({ name: 'PaymentFlowError' }) });
    expect((result as { error: Error }).error.message).toBe('Your bank declined this payment');
    expect(sent.verified).toEqual([]);
  });

  it('ends as dismissed when the shopper closes the dialog', async () => {
    const sent = paymentApi();
    const { user, onSettled } = await startPayment();

    await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));

    expect(await settled(onSettled)).toEqual({ outcome: { status: 'dismissed' } });
    expect(sent.paid).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens no gateway when the server refuses the order, and fails with the server's reason", async () => {
    server.use(
      http.post(apiPath('/payment/create-order'), () =>
        contractError(422, PAYMENT_MESSAGES.amountChanged, ERROR_CODES.validation),
      ),
    );
    const { onSettled } = await startPayment();

    const result = await settled(onSettled);
    expect((result as { error: Error }).error).toMatchObject({
      name: 'PaymentFlowError',
      message: PAYMENT_MESSAGES.amountChanged,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fails as unverified when the server refuses the signature', async () => {
    paymentApi();
    server.use(
      http.post(apiPath('/payment/verify'), () =>
        contractError(400, PAYMENT_MESSAGES.signatureInvalid, ERROR_CODES.badRequest),
      ),
    );
    const { user, onSettled } = await startPayment();

    await user.click(await screen.findByRole('button', { name: /^Pay / }));

    const result = await settled(onSettled);
    expect((result as { error: Error }).error).toMatchObject({
      name: 'PaymentFlowError',
      message: PAYMENT_MESSAGES.verifyFailed,
    });
  });

  it('keeps the dialog open with a message when the payment cannot reach the server, and lets the shopper pay again', async () => {
    expectConsoleError('The test payment failed to reach the server');
    const sent = paymentApi();
    let reachable = false;
    server.use(
      http.post(apiPath('/payment/offline/pay'), () => {
        if (!reachable) return HttpResponse.error();
        return undefined;
      }),
    );
    const { user, onSettled } = await startPayment();

    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.processFailed);
    expect(onSettled).not.toHaveBeenCalled();

    reachable = true;
    await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await settled(onSettled)).toMatchObject({ outcome: { status: 'paid' } });
    expect(sent.verified).toHaveLength(1);
  });
});
