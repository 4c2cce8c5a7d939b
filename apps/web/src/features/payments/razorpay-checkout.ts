// Razorpay's checkout.js, used when the API runs with Razorpay keys (gateway 'razorpay'): loaded once on demand,
// opened on the server's order; its handler, failure and dismissal settle one promise.
import type { CreatePaymentOrderResponse } from '@haat/domain/payments/payment.schema';
import type { GatewayOutcome, GatewayPrefill } from './gateway-outcome.ts';

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}
interface RazorpayInstance {
  open: () => void;
  close: () => void;
  on: (event: 'payment.failed', handler: (response: RazorpayFailure) => void) => void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<boolean> | null = null;

/** Resolves true once window.Razorpay exists; false when the script cannot be fetched (tried again next time). */
export function loadRazorpayCheckout(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      resolve(false);
    };
    document.body.appendChild(script);
  }).then((ok) => {
    if (!ok) loading = null;
    return ok;
  });
  return loading;
}

/** Opens Razorpay's checkout on the order; throws only if the SDK refuses to open. */
export function openRazorpayCheckout(
  order: CreatePaymentOrderResponse,
  prefill: GatewayPrefill,
): Promise<GatewayOutcome> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay is not loaded');
  return new Promise<GatewayOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: GatewayOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.orderId,
      name: prefill.storeName,
      description: prefill.description,
      prefill: {
        name: prefill.name,
        email: prefill.email,
        contact: prefill.contact,
        ...(prefill.method === 'upi' ? { method: 'upi' } : {}),
      },
      // UPI first, as docs/behaviour/checkout.md#upi has it: Razorpay's checkout itself offers the UPI apps on a
      // phone (intent), a QR code on a desktop, and a UPI ID only where collect is still allowed.
      ...(prefill.method === 'upi'
        ? {
            config: {
              display: {
                blocks: {
                  upi: { name: 'UPI', instruments: [{ method: 'upi', flows: ['intent', 'qr', 'collect'] }] },
                },
                sequence: ['block.upi'],
                preferences: { show_default_blocks: true },
              },
            },
          }
        : {}),
      handler: (response: RazorpaySuccess) => settle({ kind: 'paid', ...response }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', (response) => {
      settle({ kind: 'failed', description: response.error?.description ?? '' });
      checkout.close();
    });
    checkout.open();
  });
}
