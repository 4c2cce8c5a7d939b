// From a gateway payment to an order: verify the signature against the stored gateway order, confirm the payment
// with the gateway, move the payment order to paid once, route the sellers' shares, and place the order from the
// checkout that was paid for. A payment that can no longer become an order (stock gone) is refunded.
import { PAYMENT_MESSAGES } from '@haat/domain/payments/payment.schema';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import { CHECKOUT_ERROR_CODES } from './checkout-pricing.ts';
import type { PlacedOrder, PricedCheckout } from './checkout.types.ts';
import { placeOrder } from './place-order.ts';
import { GatewayError, type PaymentGateway } from '../payments/payment-gateway.ts';
import { isLatePayment } from '../payments/upi-window.ts';
import {
  claimRefund,
  findPaymentOrder,
  findUserPaymentOrder,
  listTransfers,
  markPaid,
  newerPaidPaymentOrder,
  orderIdForPayment,
  sellerPayoutAccounts,
  releaseRefund,
  setTransferId,
  type PaymentOrderRow,
  type PaymentTransferRow,
} from '../payments/payments.repository.ts';

export const PAYMENT_ERROR_CODES = {
  verificationFailed: 'PAYMENT_VERIFICATION_FAILED',
  notFound: 'PAYMENT_ORDER_NOT_FOUND',
  gatewayUnavailable: 'PAYMENT_GATEWAY_UNAVAILABLE',
  refunded: 'PAYMENT_REFUNDED',
  alreadyPaid: 'PAYMENT_ALREADY_PAID',
  latePayment: 'PAYMENT_LATE_SUPERSEDED',
} as const;

/** Why a late UPI payment is refunded rather than placed. */
export const LATE_PAYMENT_REASON = 'This UPI payment arrived after you had paid again for your order.';

/** Appended to the reason a paid checkout could not become an order. */
export const REFUND_NOTE = 'Your payment will be refunded.';

export const paymentErrors = {
  verificationFailed: () =>
    AppError.badRequest(PAYMENT_MESSAGES.verifyFailed, undefined, PAYMENT_ERROR_CODES.verificationFailed),
  notFound: () => AppError.notFound(PAYMENT_MESSAGES.paymentOrderNotFound, PAYMENT_ERROR_CODES.notFound),
  gatewayUnavailable: () =>
    new AppError(503, PAYMENT_ERROR_CODES.gatewayUnavailable, PAYMENT_MESSAGES.gatewayUnavailable),
  detailsRequired: () => AppError.badRequest(ORDER_MESSAGES.paymentDetailsRequired, 'paymentDetails'),
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
    throw AppError.conflict(`${row.failureReason ?? ''} ${REFUND_NOTE}`.trim(), PAYMENT_ERROR_CODES.refunded);
  }
  if (!(await confirmCaptured(deps.gateway, row, input.paymentId))) throw paymentErrors.verificationFailed();
  const outcome = await recordPayment(db, deps, row.id, input.paymentId, input.now);
  if (outcome.kind === 'unchanged') {
    // A second captured payment on an order already paid by another: refused here, settled by support.
    throw AppError.conflict(PAYMENT_MESSAGES.verifyFailed, PAYMENT_ERROR_CODES.alreadyPaid);
  }
  return { row, transfers: outcome.transfers };
}

export interface OrderForPaymentInput {
  userId: string;
  paymentOrderId?: string;
  paymentId?: string;
  signature?: string;
  notes?: string;
  idempotencyKey?: string;
  now: Date;
}

/** POST /api/users/orders with a gateway method: the order is made from the checkout the shopper paid for. */
export async function orderForPayment(
  db: Db,
  deps: PaymentDeps,
  input: OrderForPaymentInput,
): Promise<PlacedOrder> {
  const { paymentOrderId, paymentId } = input;
  if (!paymentOrderId || !paymentId) throw paymentErrors.detailsRequired();
  let row = await findUserPaymentOrder(db, input.userId, paymentOrderId);
  if (!row) throw paymentErrors.notFound();
  // Verified already (POST /api/payment/verify, the webhook or the reconciler) with this very payment.
  const alreadyPaid = row.status === 'paid' && row.gatewayPaymentId === paymentId;
  if (!alreadyPaid) {
    if (!input.signature) throw paymentErrors.detailsRequired();
    row = (
      await verifyPayment(db, deps, {
        userId: input.userId,
        paymentOrderId,
        paymentId,
        signature: input.signature,
        now: input.now,
      })
    ).row;
  }
  return placePaidOrder(db, deps, row, paymentId, input);
}

/**
 * The webhook and the reconciler: makes the order of a paid payment order whose browser never came back. Returns
 * null when the payment order is not paid; placeOrder answers the existing order when there is one.
 */
export async function settlePaymentOrder(
  db: Db,
  deps: PaymentDeps,
  paymentOrderId: string,
  now: Date,
): Promise<PlacedOrder | null> {
  const row = await findPaymentOrder(db, paymentOrderId);
  if (row?.status !== 'paid' || !row.gatewayPaymentId) return null;
  return placePaidOrder(db, deps, row, row.gatewayPaymentId, { now });
}

/** Why a paid checkout can never become an order: its stock, product or coupon is gone. Retrying cannot help. */
function cannotBePlaced(err: unknown): err is AppError {
  if (!(err instanceof AppError)) return false;
  const codes: string[] = [CHECKOUT_ERROR_CODES.insufficientStock, CHECKOUT_ERROR_CODES.unavailable];
  return codes.includes(err.code) || (err.statusCode === 422 && err.code.startsWith('COUPON_'));
}

async function placePaidOrder(
  db: Db,
  deps: PaymentDeps,
  row: PaymentOrderRow,
  paymentId: string,
  input: { notes?: string; idempotencyKey?: string; now: Date },
): Promise<PlacedOrder> {
  // A UPI payment that arrived after the checkout gave up on it, when the shopper has since paid a newer checkout:
  // placing it would make the order twice (docs/behaviour/checkout.md#late-upi-payments). An order made from it
  // already (a replay) is answered as before; otherwise it is paid back.
  if (
    isLatePayment(row) &&
    !(await orderIdForPayment(db, row.id)) &&
    (await newerPaidPaymentOrder(db, row))
  ) {
    await refundUnplaceable(db, deps, row, paymentId, LATE_PAYMENT_REASON, input.now);
    throw AppError.conflict(`${LATE_PAYMENT_REASON} ${REFUND_NOTE}`, PAYMENT_ERROR_CODES.latePayment);
  }
  try {
    const placed = await placeOrder(db, {
      checkout: row.checkout as PricedCheckout,
      payment: { method: row.method, status: 'Completed', paymentOrderId: row.id, transactionId: paymentId },
      ...(input.notes === undefined ? {} : { notes: input.notes }),
      ...(input.idempotencyKey === undefined ? {} : { idempotencyKey: input.idempotencyKey }),
      ...(deps.siteUrl ? { siteUrl: deps.siteUrl } : {}),
      now: input.now,
    });
    if (placed.created) deps.mail?.kick();
    return placed;
  } catch (err) {
    if (!cannotBePlaced(err)) throw err;
    await refundUnplaceable(db, deps, row, paymentId, err.message, input.now);
    throw new AppError(err.statusCode, err.code, `${err.message} ${REFUND_NOTE}`);
  }
}

/**
 * Claims the refund (only one caller wins), then asks the gateway unless it holds this refund already; a refused
 * refund is retried by the reconciler.
 */
async function refundUnplaceable(
  db: Db,
  deps: PaymentDeps,
  row: PaymentOrderRow,
  paymentId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const claimed = await claimRefund(db, row.id, reason, now);
  if (!claimed) return;
  try {
    // A refund whose answer was lost (timeout, connection reset) was made all the same and put the row back to
    // paid: found again by its note, it is not made a second time.
    const made = await deps.gateway.listRefunds(paymentId);
    if (made.some((r) => r.notes.paymentOrderId === row.id)) return;
    await deps.gateway.refund(paymentId, row.amountPaise, {
      paymentOrderId: row.id,
      reason: reason.slice(0, 200),
    });
  } catch (err) {
    deps.log?.error({ err, paymentOrderId: row.id }, 'payments: refund failed; the reconciler will retry');
    await releaseRefund(db, row.id, `Refund pending: ${reason}`, now);
  }
}
