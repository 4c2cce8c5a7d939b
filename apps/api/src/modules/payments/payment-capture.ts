// A gateway payment made good: verify the signature against the stored gateway order, confirm with the gateway
// that the money is captured, move the payment order to paid once and route the sellers' shares. Placing the order
// from the paid checkout is the checkout module's (modules/checkout/payment-settlement.ts).
import { PAYMENT_MESSAGES } from '@haat/domain/payments/payment.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import { GatewayError, type PaymentGateway } from './payment-gateway.ts';
import {
  findPaymentOrder,
  findUserPaymentOrder,
  listTransfers,
  markPaid,
  sellerPayoutAccounts,
  setTransferId,
  type PaymentOrderRow,
  type PaymentTransferRow,
} from './payments.repository.ts';

export const PAYMENT_ERROR_CODES = {
  verificationFailed: 'PAYMENT_VERIFICATION_FAILED',
  notFound: 'PAYMENT_ORDER_NOT_FOUND',
  gatewayUnavailable: 'PAYMENT_GATEWAY_UNAVAILABLE',
  refunded: 'PAYMENT_REFUNDED',
  alreadyPaid: 'PAYMENT_ALREADY_PAID',
  latePayment: 'PAYMENT_LATE_SUPERSEDED',
} as const;

/** Appended to the reason a paid checkout could not become an order. */
export const REFUND_NOTE = 'Your payment will be refunded.';

export const paymentErrors = {
  verificationFailed: () =>
    AppError.badRequest({
      message: PAYMENT_MESSAGES.verifyFailed,
      code: PAYMENT_ERROR_CODES.verificationFailed,
    }),
  notFound: () =>
    AppError.notFound({ message: PAYMENT_MESSAGES.paymentOrderNotFound, code: PAYMENT_ERROR_CODES.notFound }),
  gatewayUnavailable: () =>
    new AppError({
      status: 503,
      code: PAYMENT_ERROR_CODES.gatewayUnavailable,
      message: PAYMENT_MESSAGES.gatewayUnavailable,
    }),
};

export type PaymentLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface PaymentDeps {
  gateway: PaymentGateway;
  mail?: MailKicker;
  /** Where transfer and refund failures are reported (they never fail the shopper's request). */
  log?: PaymentLog;
  /** The store's public address for the links in order mails (config.publicUrl). */
  siteUrl?: string;
}

/** Turns a gateway outage into the 503 the checkout shows; anything else is ours and propagates. */
export async function gatewayCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof GatewayError) throw Object.assign(paymentErrors.gatewayUnavailable(), { cause: err });
    throw err;
  }
}

/**
 * Asks the gateway whether `paymentId` is a payment of this order for its full amount, capturing it when it is only
 * authorized. A signature proves who made the payment id; this proves the money is there.
 */
export async function confirmCaptured(
  gateway: PaymentGateway,
  row: PaymentOrderRow,
  paymentId: string,
): Promise<boolean> {
  const payments = await gatewayCall(() => gateway.fetchOrderPayments(row.id));
  const payment = payments.find((p) => p.id === paymentId);
  if (!payment || payment.orderId !== row.id) return false;
  if (payment.amountPaise !== row.amountPaise || payment.currency !== row.currency) return false;
  if (payment.status === 'authorized') {
    await gatewayCall(() => gateway.capture(paymentId, row.amountPaise, 'INR'));
    return true;
  }
  return payment.status === 'captured';
}

export type RecordOutcome =
  | { kind: 'paid'; transfers: PaymentTransferRow[] }
  /** The order was paid already, by another payment or refunded since: nothing moved. */
  | { kind: 'unchanged'; row: PaymentOrderRow };

/** Moves a confirmed payment's order to paid (once) and routes the sellers' shares; replays answer the same. */
export async function recordPayment(
  db: Db,
  deps: PaymentDeps,
  paymentOrderId: string,
  paymentId: string,
  now: Date,
): Promise<RecordOutcome> {
  const won = await markPaid(db, paymentOrderId, paymentId, now);
  if (won) {
    await routeTransfers(db, deps, paymentId, won.transfers);
    return { kind: 'paid', transfers: await listTransfers(db, paymentOrderId) };
  }
  const row = await findPaymentOrder(db, paymentOrderId);
  if (row?.status === 'paid' && row.gatewayPaymentId === paymentId) {
    return { kind: 'paid', transfers: await listTransfers(db, paymentOrderId) };
  }
  if (!row) throw paymentErrors.notFound();
  return { kind: 'unchanged', row };
}

/** Route transfers after capture; a failure is logged and leaves the transfer without an id for a manual payout. */
async function routeTransfers(
  db: Db,
  deps: PaymentDeps,
  paymentId: string,
  transfers: PaymentTransferRow[],
): Promise<void> {
  if (deps.gateway.kind !== 'razorpay' || transfers.length === 0) return;
  try {
    // Read at transfer time, so that an account a seller sets later applies to every payment captured after it.
    const accounts = await sellerPayoutAccounts(db, [...new Set(transfers.map((t) => t.sellerId))]);
    const ids = await deps.gateway.transfer(
      paymentId,
      transfers.map((t) => ({
        sellerId: t.sellerId,
        amountPaise: t.amountPaise,
        account: accounts.get(t.sellerId) ?? null,
      })),
    );
    for (const [i, transfer] of transfers.entries()) {
      const id = ids[i];
      if (id) await setTransferId(db, transfer.id, id);
    }
  } catch (err) {
    deps.log?.error({ err, paymentId }, 'payments: Route transfer failed; pay the sellers out by hand');
  }
}

export interface VerifyInput {
  userId: string;
  paymentOrderId: string;
  paymentId: string;
  signature: string;
  now: Date;
}

/**
 * POST /api/payment/verify: the signature must be the gateway's over the STORED order id and this payment id, and
 * the gateway must hold the payment captured for the full amount; otherwise nothing changes.
 */
export async function verifyPayment(
  db: Db,
  deps: PaymentDeps,
  input: VerifyInput,
): Promise<{ row: PaymentOrderRow; transfers: PaymentTransferRow[] }> {
  const row = await findUserPaymentOrder(db, input.userId, input.paymentOrderId);
  if (!row) throw paymentErrors.notFound();
  if (!deps.gateway.verifyPaymentSignature(row.id, input.paymentId, input.signature)) {
    throw paymentErrors.verificationFailed();
  }
  if (row.status === 'paid' && row.gatewayPaymentId === input.paymentId) {
    return { row, transfers: await listTransfers(db, row.id) };
  }
  if (row.status === 'refunded') {
    throw AppError.conflict({
      message: `${row.failureReason ?? ''} ${REFUND_NOTE}`.trim(),
      code: PAYMENT_ERROR_CODES.refunded,
    });
  }
  if (!(await confirmCaptured(deps.gateway, row, input.paymentId))) throw paymentErrors.verificationFailed();
  const outcome = await recordPayment(db, deps, row.id, input.paymentId, input.now);
  if (outcome.kind === 'unchanged') {
    // A second captured payment on an order already paid by another: refused here, settled by support.
    throw AppError.conflict({
      message: PAYMENT_MESSAGES.verifyFailed,
      code: PAYMENT_ERROR_CODES.alreadyPaid,
    });
  }
  return { row, transfers: outcome.transfers };
}
