// The card and UPI payment of docs/behaviour/checkout.md#card-and-upi-payment: create the gateway order, open the
// gateway's checkout (Razorpay's checkout.js, or the offline gateway's own dialog), verify the signature. Each
// failure carries its docs/behaviour/checkout.md#messages message; a dismissed checkout is an outcome, not an error,
// so the caller only clears its processing state.
import { useCallback, useState, type ReactNode } from 'react';
import {
  PAYMENT_MESSAGES,
  type CreatePaymentOrderResponse,
  type OnlinePaymentOutcome,
  type VerifyPaymentResponse,
} from '@haat/domain/payments/payment.schema';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { createPaymentOrder } from '../api/create-payment-order.ts';
import { verifyPayment } from '../api/verify-payment.ts';
import { OfflineCheckoutDialog } from '../components/offline-checkout-dialog.tsx';
import type { GatewayOutcome, GatewayPrefill } from '../gateway-outcome.ts';
import { loadRazorpayCheckout, openRazorpayCheckout } from '../razorpay-checkout.ts';
import { UpiCheckoutDialog, type UpiOutcome } from '../upi/upi-checkout-dialog.tsx';
import { currentDeviceHints, upiPlatform } from '../upi/upi-platform.ts';

export interface OnlinePaymentRequest {
  method: 'razorpay' | 'upi';
  /** What the page shows, in paise; the server charges its own figure. */
  amountPaise: number;
  cartItems: { productId: string; quantity: number; sellerId?: string }[];
  shippingAddressId: string;
  couponCode?: string;
  prefill: Omit<GatewayPrefill, 'method'>;
}

/**
 * A payment step failed; the message is the one to show (an English key, docs/behaviour/checkout.md#messages or the
 * server's reason).
 */
export class PaymentFlowError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'PaymentFlowError';
  }
}

/** The server's own reason for refusing the order (stock, prices changed), else the spec's message. */
function refusalOr(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    const given = (error.body as { error?: unknown } | undefined)?.error;
    if (typeof given === 'string' && given.trim()) return given;
  }
  return fallback;
}

interface OfflineSession {
  order: CreatePaymentOrderResponse;
  method: 'razorpay' | 'upi';
  prefill: Omit<GatewayPrefill, 'method'>;
  settle: (outcome: GatewayOutcome) => void;
}

interface UpiSession {
  order: CreatePaymentOrderResponse;
  storeName: string;
  renew: () => Promise<CreatePaymentOrderResponse>;
  settle: (outcome: UpiOutcome) => void;
}

export function useOnlinePayment(): {
  payOnline: (request: OnlinePaymentRequest) => Promise<OnlinePaymentOutcome>;
  /** The offline gateway's dialog: render it once on the page. */
  gatewayDialog: ReactNode;
} {
  const [offline, setOffline] = useState<OfflineSession | null>(null);
  const [upi, setUpi] = useState<UpiSession | null>(null);

  const openUpi = useCallback(
    (
      order: CreatePaymentOrderResponse,
      storeName: string,
      renew: () => Promise<CreatePaymentOrderResponse>,
    ) =>
      new Promise<UpiOutcome>((resolve) => {
        setUpi({
          order,
          storeName,
          renew,
          settle: (outcome) => {
            setUpi(null);
            resolve(outcome);
          },
        });
      }),
    [],
  );

  const openOffline = useCallback(
    (
      order: CreatePaymentOrderResponse,
      method: 'razorpay' | 'upi',
      prefill: Omit<GatewayPrefill, 'method'>,
    ) =>
      new Promise<GatewayOutcome>((resolve) => {
        setOffline({
          order,
          method,
          prefill,
          settle: (outcome) => {
            setOffline(null);
            resolve(outcome);
          },
        });
      }),
    [],
  );

  const payOnline = useCallback(
    async (request: OnlinePaymentRequest): Promise<OnlinePaymentOutcome> => {
      const create = async () => {
        try {
          return await createPaymentOrder({
            amount: request.amountPaise,
            currency: 'INR',
            cartItems: request.cartItems,
            shippingAddress: { _id: request.shippingAddressId },
            ...(request.couponCode ? { couponCode: request.couponCode } : {}),
            method: request.method,
          });
        } catch (error) {
          throw new PaymentFlowError(refusalOr(error, PAYMENT_MESSAGES.createFailed), error);
        }
      };
      const order = await create();

      // UPI on the offline gateway: intent links or a QR code and the wait for the payment
      // (docs/behaviour/checkout.md#upi); the server confirms the payment itself, so nothing is left to verify.
      // With Razorpay its checkout opened on UPI shows the same choices.
      if (order.gateway === 'offline' && request.method === 'upi') {
        const upiOutcome = await openUpi(order, request.prefill.storeName, create);
        if (upiOutcome.kind === 'dismissed') return { status: 'dismissed' };
        if (upiOutcome.kind === 'failed') throw new PaymentFlowError(upiOutcome.description);
        return {
          status: 'paid',
          orderId: upiOutcome.order.orderId,
          paymentId: upiOutcome.paymentId,
          signature: '',
          amountPaise: upiOutcome.order.amount,
          splits: upiOutcome.order.splits,
          transfers: [],
        };
      }

      let outcome: GatewayOutcome;
      if (order.gateway === 'razorpay') {
        if (!(await loadRazorpayCheckout())) throw new PaymentFlowError(PAYMENT_MESSAGES.sdkFailed);
        try {
          outcome = await openRazorpayCheckout(order, { ...request.prefill, method: request.method });
        } catch (error) {
          throw new PaymentFlowError(PAYMENT_MESSAGES.initiateFailed, error);
        }
      } else {
        outcome = await openOffline(order, request.method, request.prefill);
      }
      if (outcome.kind === 'dismissed') return { status: 'dismissed' };
      if (outcome.kind === 'failed')
        throw new PaymentFlowError(outcome.description || PAYMENT_MESSAGES.processFailed);

      let verified: VerifyPaymentResponse;
      try {
        verified = await verifyPayment({
          razorpay_order_id: outcome.razorpay_order_id,
          razorpay_payment_id: outcome.razorpay_payment_id,
          razorpay_signature: outcome.razorpay_signature,
        });
      } catch (error) {
        throw new PaymentFlowError(PAYMENT_MESSAGES.verifyFailed, error);
      }
      return {
        status: 'paid',
        orderId: outcome.razorpay_order_id,
        paymentId: outcome.razorpay_payment_id,
        signature: outcome.razorpay_signature,
        amountPaise: order.amount,
        splits: order.splits,
        transfers: verified.transfers,
      };
    },
    [openOffline, openUpi],
  );

  const gatewayDialog = offline ? (
    <OfflineCheckoutDialog
      key={offline.order.orderId}
      order={offline.order}
      initialMethod={offline.method === 'upi' ? 'upi' : 'card'}
      storeName={offline.prefill.storeName}
      description={offline.prefill.description}
      contact={offline.prefill.contact}
      onOutcome={offline.settle}
    />
  ) : upi ? (
    <UpiCheckoutDialog
      key={upi.order.orderId}
      order={upi.order}
      platform={upiPlatform(currentDeviceHints())}
      storeName={upi.storeName}
      onRenew={upi.renew}
      onOutcome={upi.settle}
    />
  ) : null;

  return { payOnline, gatewayDialog };
}
