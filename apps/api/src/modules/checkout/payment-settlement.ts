// From a paid payment order to an order: the order is placed from the checkout that was paid for (the browser's
// return, the webhook or the reconciler, whichever comes first, makes it once). A payment that can no longer become
// an order (stock gone) or arrived after a newer checkout was paid is refunded.
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  paymentErrors,
  PAYMENT_ERROR_CODES,
  REFUND_NOTE,
  verifyPayment,
  type PaymentDeps,
} from '../payments/payment-capture.ts';
import { isLatePayment } from '../payments/upi-window.ts';
import {
  claimRefund,
  findPaymentOrder,
  findUserPaymentOrder,
  newerPaidPaymentOrder,
  orderIdForPayment,
  releaseRefund,
  type PaymentOrderRow,
} from '../payments/payments.repository.ts';
import { CHECKOUT_ERROR_CODES } from './checkout-pricing.ts';
import type { PlacedOrder, PricedCheckout } from './checkout.types.ts';
import { placeOrder } from './place-order.ts';

/** Why a late UPI payment is refunded rather than placed. */
export const LATE_PAYMENT_REASON = 'This UPI payment arrived after you had paid again for your order.';

const detailsRequired = () =>
  AppError.badRequest({ message: ORDER_MESSAGES.paymentDetailsRequired, field: 'paymentDetails' });

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
  if (!paymentOrderId || !paymentId) throw detailsRequired();
  let row = await findUserPaymentOrder(db, input.userId, paymentOrderId);
  if (!row) throw paymentErrors.notFound();
  // Verified already (POST /api/payment/verify, the webhook or the reconciler) with this very payment.
  const alreadyPaid = row.status === 'paid' && row.gatewayPaymentId === paymentId;
  if (!alreadyPaid) {
    if (!input.signature) throw detailsRequired();
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
    throw AppError.conflict({
      message: `${LATE_PAYMENT_REASON} ${REFUND_NOTE}`,
      code: PAYMENT_ERROR_CODES.latePayment,
    });
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
    throw new AppError({ status: err.statusCode, code: err.code, message: `${err.message} ${REFUND_NOTE}` });
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
