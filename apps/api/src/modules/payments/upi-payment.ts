// Waiting for a UPI payment (docs/behaviour/checkout.md#upi): the shopper pays in their UPI app (intent or QR)
// while the checkout polls GET /api/payment/status/:orderId. The server asks the gateway, confirms a captured
// payment itself and records it as verify would, so the checkout then places the order with the payment id alone.
import type { PaymentStatusResponse, PaymentWaitState } from '@haat/domain/payments/upi';
import type { Db } from '../../db/client.ts';
import type { GatewayPayment } from './payment-gateway.ts';
import { confirmCaptured, gatewayCall, recordPayment, type PaymentDeps } from './payment-capture.ts';
import { findPaymentOrder, type PaymentOrderRow } from './payments.repository.ts';
import { upiExpiresAt } from './upi-window.ts';

/** The offline gateway's payee: a made-up handle no real UPI app resolves. */
export const OFFLINE_UPI_PAYEE = { vpa: 'haat.test@upisim', name: 'Haat (test payments)' } as const;

export interface PaymentWait {
  row: PaymentOrderRow;
  now: Date;
  state: PaymentWaitState;
  expiresAt: Date;
  failure: { paymentId: string; reason: string } | null;
}

/**
 * Where a payment order stands now. An open order is looked up at the gateway: a captured payment for the full
 * amount is recorded (the same conditional move as verify, the webhook and the reconciler make, so racing them
 * records it once); the newest declined attempt is reported so the checkout can say why and offer a retry.
 */
export async function paymentWait(
  db: Db,
  deps: PaymentDeps,
  row: PaymentOrderRow,
  now: Date,
): Promise<PaymentWait> {
  const expiresAt = upiExpiresAt(row);
  let current = row;
  let payments: GatewayPayment[] = [];
  if (current.status === 'created' && current.gateway === deps.gateway.kind) {
    payments = await gatewayCall(() => deps.gateway.fetchOrderPayments(row.id));
    for (const payment of payments) {
      if (payment.status !== 'captured' && payment.status !== 'authorized') continue;
      if (!(await confirmCaptured(deps.gateway, row, payment.id))) continue;
      await recordPayment(db, deps, row.id, payment.id, now);
      current = (await findPaymentOrder(db, row.id)) ?? current;
      break;
    }
  }
  // Razorpay lists an order's payments newest first, the offline gateway oldest first: ordered by time here.
  const newest = payments
    .toSorted((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0))
    .at(-1);
  const failure =
    newest?.status === 'failed'
      ? { paymentId: newest.id, reason: newest.errorDescription ?? 'Payment failed' }
      : null;
  let state: PaymentWaitState;
  if (current.status === 'paid') state = 'paid';
  else if (current.status !== 'created') state = 'closed';
  else if (failure) state = 'failed';
  else if (now > expiresAt) state = 'expired';
  else state = 'pending';
  return { row: current, now, state, expiresAt, failure };
}

export function paymentStatusBody(
  wait: PaymentWait,
  upi: PaymentStatusResponse['upi'],
): PaymentStatusResponse {
  return {
    success: true,
    orderId: wait.row.id,
    state: wait.state,
    amount: wait.row.amountPaise,
    expiresAt: wait.expiresAt.toISOString(),
    now: wait.now.toISOString(),
    paymentId: wait.state === 'paid' ? wait.row.gatewayPaymentId : null,
    failure: wait.failure,
    upi,
  };
}
