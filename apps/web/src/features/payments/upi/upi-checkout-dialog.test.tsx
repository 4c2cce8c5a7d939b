// The UPI screen of docs/behaviour/checkout.md#upi against the status call answered from its contract: the app
// chooser on Android and iOS (with collect on iOS only), the QR code on a desktop, the wait until paid, a decline
// told once with Try again, and expiry with Try again on a new payment order.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CreatePaymentOrderResponse } from '@haat/domain/payments/payment.schema';
import {
  paymentStatusResponseSchema,
  type PaymentStatusResponse,
  type UpiPlatform,
} from '@haat/domain/payments/upi';
import { apiPath, contractJson, server } from '../../../testing/msw-server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { formatCountdown, UpiCheckoutDialog, type UpiOutcome } from './upi-checkout-dialog.tsx';
import { upiPlatform } from './upi-platform.ts';

const order = (orderId = 'order_Upi1'): CreatePaymentOrderResponse => ({
  success: true,
  orderId,
  amount: 49_900,
  currency: 'INR',
  gateway: 'offline',
  keyId: 'rzp_offline_haat',
  splits: [],
});

type Answer = Partial<PaymentStatusResponse>;

/** GET /payment/status answers `next()` each time; the requests are counted per order. */
function statusApi(next: (orderId: string) => Answer, { test = true } = {}) {
  const asked: string[] = [];
  server.use(
    http.get(apiPath('/payment/status/:orderId'), ({ params }) => {
      const orderId = String(params.orderId);
      asked.push(orderId);
      return contractJson(paymentStatusResponseSchema, {
        success: true,
        orderId,
        state: 'pending',
        amount: 49_900,
        expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
        now: new Date().toISOString(),
        paymentId: null,
        failure: null,
        upi: {
          payeeVpa: 'haat.test@upisim',
          payeeName: 'Haat (test payments)',
          note: `Haat order ${orderId}`,
          testAppUrl: test ? `/test-upi/${orderId}` : null,
        },
        ...next(orderId),
      });
    }),
  );
  return asked;
}

function open(
  platform: UpiPlatform,
  onRenew = vi.fn(async () => order('order_Upi2')),
  now: () => number = Date.now,
) {
  const onOutcome = vi.fn<(outcome: UpiOutcome) => void>();
  const rendered = renderWithProviders(
    <UpiCheckoutDialog
      order={order()}
      platform={platform}
      storeName="Haat"
      onRenew={onRenew}
      onOutcome={onOutcome}
      now={now}
    />,
  );
  return { ...rendered, onOutcome, onRenew };
}

describe('UPI checkout', () => {
  it('on Android offers the tray of installed apps first, then the four apps as intent links, and waits', async () => {
    statusApi(() => ({}), { test: false });
    const { user } = open('android');
    const apps = await screen.findByTestId('upi-apps');
    const links = within(apps).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Any UPI appShows the UPI apps on this phone',
      'GGoogle Pay',
      'PPhonePe',
      'PPaytm',
      'BBHIM',
    ]);
    expect(links[0]).toHaveAttribute(
      'href',
      'upi://pay?pa=haat.test%40upisim&pn=Haat%20%28test%20payments%29&am=499.00&cu=INR&tr=order_Upi1&tn=Haat%20order%20order_Upi1',
    );
    expect(links[2]?.getAttribute('href')).toMatch(
      /^intent:\/\/pay\?pa=.*#Intent;scheme=upi;package=com\.phonepe\.app;end$/,
    );
    // No collect on Android (NPCI ended it there).
    expect(within(apps).queryByRole('button', { name: 'Pay by UPI ID' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('upi-countdown')).toHaveTextContent(/Time left to pay: [45]:\d\d/);

    // The test browser would follow intent:// away from the page; a phone hands it to the app and stays.
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('click', stay, { capture: true });
    await user.click(links[2] as HTMLElement);
    document.removeEventListener('click', stay, { capture: true });
    expect(await screen.findByTestId('upi-waiting')).toHaveTextContent(
      'Complete the payment in PhonePe, then come back here.',
    );
    await user.click(screen.getByRole('button', { name: 'Choose another app' }));
    expect(await screen.findByTestId('upi-apps')).toBeInTheDocument();
  });

  it('on iOS lists the apps by their own schemes and keeps Pay by UPI ID, which checks the ID', async () => {
    statusApi(() => ({}), { test: false });
    const { user } = open('ios');
    const apps = await screen.findByTestId('upi-apps');
    const links = within(apps).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href')?.split('?')[0])).toEqual([
      'tez://upi/pay',
      'phonepe://pay',
      'paytmmp://pay',
      'bhim://pay',
    ]);
    await user.click(within(apps).getByRole('button', { name: 'Pay by UPI ID' }));
    const input = screen.getByLabelText('UPI ID');
    await user.type(input, 'not an id');
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a UPI ID such as name@okbank');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, 'asha@okicici');
    await user.click(screen.getByRole('button', { name: 'Send payment request' }));
    expect(await screen.findByTestId('upi-waiting')).toHaveTextContent(
      'Approve the request sent to asha@okicici in your UPI app, then come back here.',
    );
  }, 15_000);

  it('on a desktop shows the QR code of the payment link, waits, and ends paid with the payment id', async () => {
    let paid = false;
    statusApi(() => (paid ? { state: 'paid', paymentId: 'pay_Upi0000000001' } : {}));
    const { onOutcome } = open('desktop');
    const qr = await screen.findByRole('img', { name: 'UPI QR code to pay ₹499 to Haat (test payments)' });
    // The offline gateway's QR leads to its test UPI app, with the UPI link's fields.
    expect(qr.getAttribute('data-qr-text')).toMatch(
      /^http:\/\/[^/]+\/test-upi\/order_Upi1\?app=qr&pa=haat\.test%40upisim&pn=.*&am=499\.00&cu=INR&tr=order_Upi1/,
    );
    expect(screen.getByRole('link', { name: 'Open the test UPI app' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Test mode — no real money moves')).toBeInTheDocument();
    expect(onOutcome).not.toHaveBeenCalled();
    paid = true;
    await waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(onOutcome).toHaveBeenCalledWith({
      kind: 'paid',
      order: expect.objectContaining({ orderId: 'order_Upi1' }),
      paymentId: 'pay_Upi0000000001',
    });
  });

  it('tells a decline once with its reason; Try again goes back to the QR on the same order', async () => {
    statusApi(() => ({
      state: 'failed',
      failure: { paymentId: 'pay_Declined01', reason: 'Payment failed' },
    }));
    const { user, onRenew } = open('desktop');
    const failed = await screen.findByTestId('upi-failed');
    expect(within(failed).getByRole('alert')).toHaveTextContent('Payment failed');
    expect(failed).toHaveTextContent('No money was taken. You can try again.');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('upi-qr-view')).toBeInTheDocument();
    // The same declined attempt, polled again, is not told twice.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(screen.queryByTestId('upi-failed')).not.toBeInTheDocument();
    expect(onRenew).not.toHaveBeenCalled();
  }, 10_000);

  it('expires at the end of the window; Try again opens a new payment order and waits for that one', async () => {
    const asked = statusApi((orderId) =>
      orderId === 'order_Upi1'
        ? { expiresAt: new Date(Date.now() - 1_000).toISOString(), state: 'expired' }
        : {},
    );
    const { user, onRenew, onOutcome } = open('desktop');
    const expired = await screen.findByTestId('upi-expired');
    expect(within(expired).getByRole('alert')).toHaveTextContent('The payment time is over');
    expect(expired).toHaveTextContent(
      'If money left your account, it becomes your order or is refunded automatically.',
    );
    await user.click(within(expired).getByRole('button', { name: 'Try again' }));
    expect(onRenew).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('upi-qr-view')).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('order_Upi2'));
    expect(screen.getByTestId('upi-qr').getAttribute('data-qr-text')).toContain('tr=order_Upi2');
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it('says why a new payment order could not be made and stays on the expired screen', async () => {
    statusApi(() => ({ state: 'expired', expiresAt: new Date(Date.now() - 1_000).toISOString() }));
    const onRenew = vi.fn(async (): Promise<CreatePaymentOrderResponse> => {
      throw new Error(
        'Prices or stock changed since payment started. Please review your cart and pay again.',
      );
    });
    const { user } = open('desktop', onRenew);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Prices or stock changed/)).toBeInTheDocument();
    expect(screen.getByTestId('upi-expired')).toBeInTheDocument();
  });

  it("counts down on the server's clock when the phone's clock is wrong by ten minutes", async () => {
    statusApi(() => ({}));
    open('desktop', undefined, () => Date.now() + 10 * 60_000);
    expect(await screen.findByTestId('upi-countdown')).toHaveTextContent(/Time left to pay: [45]:\d\d/);
    expect(screen.queryByTestId('upi-expired')).not.toBeInTheDocument();
  });

  it('closing the screen ends it as dismissed', async () => {
    statusApi(() => ({}));
    const { user, onOutcome } = open('desktop');
    await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(onOutcome).toHaveBeenCalledWith({ kind: 'dismissed' });
  });
});

describe('the device', () => {
  const hints = { maxTouchPoints: 0, coarsePointer: false, width: 1366 };
  it('tells Android, iOS (iPadOS as a Mac with touch) and a desktop apart', () => {
    expect(upiPlatform({ ...hints, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' })).toBe('android');
    expect(
      upiPlatform({ ...hints, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' }),
    ).toBe('ios');
    expect(
      upiPlatform({
        ...hints,
        maxTouchPoints: 5,
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
      }),
    ).toBe('ios');
    expect(upiPlatform({ ...hints, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe('desktop');
    expect(
      upiPlatform({
        ...hints,
        coarsePointer: true,
        width: 390,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      }),
    ).toBe('android');
  });

  it('counts down in minutes and seconds', () => {
    expect(formatCountdown(300_000)).toBe('5:00');
    expect(formatCountdown(61_001)).toBe('1:02');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
