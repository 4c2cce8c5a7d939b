// Place Order (docs/behaviour/checkout.md#review-step, #card-and-upi-payment, #messages): cash on delivery goes
// straight to POST /api/users/orders; card and UPI are paid through the gateway first. One attempt keeps its
// Idempotency-Key, and a verified payment, until it ends: a retry after a lost answer or a server fault sends the
// same key and never pays twice.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MESSAGES } from '@haat/domain/addresses/address.schema';
import { productIdOf, type CartLine } from '@haat/domain/cart/cart';
import { rupeesToPaise } from '@haat/domain/money/money';
import { ORDER_MESSAGES, type PaymentMethod, type PlaceOrderRequest } from '@haat/domain/orders/order.schema';
import { PAYMENT_MESSAGES, type OnlinePaymentOutcome } from '@haat/domain/payments/payment.schema';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { placeOrder } from '../api/place-order.ts';
import { estimateItems, sellerIdOf } from '../checkout-totals.ts';
import { deliveryRefusalMessage } from '../delivery-service.ts';
import type { OrderSuccessState } from '../order-success-state.ts';

/**
 * Rejects with an Error named 'PaymentFlowError' whose message is the one to show
 * (docs/behaviour/checkout.md#messages).
 */
export type PayOnline = (request: {
  method: 'razorpay' | 'upi';
  amountPaise: number;
  cartItems: { productId: string; quantity: number; sellerId?: string }[];
  shippingAddressId: string;
  couponCode?: string;
  prefill: { storeName: string; description: string; name?: string; email?: string; contact?: string };
}) => Promise<OnlinePaymentOutcome>;

export interface PlaceOrderParams {
  method: PaymentMethod | null;
  addressId: string | null;
  lines: CartLine[];
  couponCode: string | null;
  notes: string;
  /** Rupees shown to the shopper: the gateway is told, the server charges its own. */
  total: number;
  prefill: { storeName: string; description: string; name?: string; email?: string; contact?: string };
}

interface Attempt {
  key: string;
  /** What this attempt orders; a different order is a new attempt with a new key. */
  fingerprint: string;
  paid: Extract<OnlinePaymentOutcome, { status: 'paid' }> | null;
}

/** A v4 UUID: crypto.randomUUID exists only in secure contexts, getRandomValues everywhere (a shop on a LAN address). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The server heard the request and refused it: the attempt is over. A 0 or a 5xx may be retried as it is. */
function isRefusal(error: unknown): error is ApiRequestError {
  return (
    error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 409
  );
}

function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) return null;
  // The address's pincode is not served, or takes no cash (issue 9): the domain's own words for it.
  const refusal = deliveryRefusalMessage(error.code);
  if (refusal) return refusal;
  const given = (error.body as { error?: unknown } | undefined)?.error;
  return typeof given === 'string' && given.trim() ? given : null;
}

export function usePlaceOrder({
  payOnline,
  onPlaced,
}: {
  payOnline: PayOnline;
  onPlaced: (state: OrderSuccessState) => void;
}) {
  const { t } = useTranslation();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<{ message: string; stage: 'payment' | 'order' } | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const busy = useRef(false);

  const place = useCallback(
    async (params: PlaceOrderParams) => {
      if (busy.current) return;
      if (!params.addressId) return void toast.error(t(ADDRESS_MESSAGES.select));
      if (!params.method) return void toast.error(t(ORDER_MESSAGES.selectPaymentMethod));
      if (params.lines.length === 0) return void toast.error(t(ORDER_MESSAGES.cartEmpty));
      const { method, addressId } = params;
      const items = estimateItems(params.lines);
      const notes = params.notes.trim();
      const fingerprint = JSON.stringify([method, addressId, params.couponCode, notes, items]);
      if (attempt.current?.fingerprint !== fingerprint)
        attempt.current = { key: newIdempotencyKey(), fingerprint, paid: null };
      const current = attempt.current;

      busy.current = true;
      setProcessing(true);
      setError(null);
      let stage: 'payment' | 'order' = 'payment';
      try {
        let paymentDetails: PlaceOrderRequest['paymentDetails'] = { method, status: 'Pending' };
        if (method !== 'cod') {
          if (!current.paid) {
            const outcome = await payOnline({
              method,
              amountPaise: rupeesToPaise(params.total),
              cartItems: params.lines.flatMap((line) => {
                const productId = productIdOf(line.product);
                const sellerId = sellerIdOf(line);
                return productId
                  ? [{ productId, quantity: line.quantity, ...(sellerId ? { sellerId } : {}) }]
                  : [];
              }),
              shippingAddressId: addressId,
              ...(params.couponCode ? { couponCode: params.couponCode } : {}),
              prefill: params.prefill,
            });
            // Dismissing the gateway's checkout only clears the processing state
            // (docs/behaviour/checkout.md#checkout-steps).
            if (outcome.status === 'dismissed') return;
            current.paid = outcome;
          }
          const paid = current.paid;
          paymentDetails = {
            method,
            provider: 'razorpay',
            transactionId: paid.paymentId,
            paymentId: paid.paymentId,
            orderId: paid.orderId,
            signature: paid.signature,
            status: 'Completed',
          };
        }
        stage = 'order';
        const order = await placeOrder(
          {
            paymentDetails,
            shippingAddress: { _id: addressId },
            ...(notes ? { notes } : {}),
            ...(params.couponCode ? { couponCode: params.couponCode } : {}),
          },
          current.key,
        );
        attempt.current = null;
        toast.success(t(PAYMENT_MESSAGES.placed));
        onPlaced({
          orderId: order.orderId,
          orderNumber: order.orderNumber,
          amount: order.totalAmount,
          status: order.status,
          paymentMethod: method,
          ...(current.paid ? { splits: current.paid.splits } : {}),
        });
      } catch (err) {
        console.error('Placing the order failed', err);
        let message: string;
        if (stage === 'payment') {
          // A failed or unverified payment made no order: the next click starts afresh.
          message =
            err instanceof Error && err.name === 'PaymentFlowError'
              ? err.message
              : PAYMENT_MESSAGES.processFailed;
          attempt.current = null;
        } else {
          const fallback = method === 'cod' ? PAYMENT_MESSAGES.placeFailed : PAYMENT_MESSAGES.processFailed;
          message = serverReason(err) ?? fallback;
          if (isRefusal(err)) attempt.current = null;
        }
        setError({ message: t(message), stage });
        toast.error(t(message));
      } finally {
        busy.current = false;
        setProcessing(false);
      }
    },
    [onPlaced, payOnline, t],
  );

  return { processing, error, place, clearError: () => setError(null) };
}
