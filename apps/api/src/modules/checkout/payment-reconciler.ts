// Settles payments whose browser callback never arrived (tab closed, network lost, process killed): asks the
// gateway about open payment orders, makes the orders of paid ones, closes orders nobody paid, and pays back the
// refunds of cancelled paid orders.
import type { Db } from '../../db/client.ts';
import { confirmCaptured, recordPayment, type PaymentDeps } from '../payments/payment-capture.ts';
import { settlePaymentOrder } from './payment-settlement.ts';
import {
  listOpenPaymentOrders,
  listPaidWithoutOrder,
  markFailed,
  type PaymentOrderRow,
} from '../payments/payments.repository.ts';
import { payPendingRefunds } from '../payments/refund-payouts.ts';
import { AppError } from '../../http/app-error.ts';
import { PeriodicJob, type JobLog } from '../../jobs/periodic-job.ts';

/** A checkout normally verifies within seconds; before this the browser is still on its way. */
export const RECONCILE_GRACE_MS = 2 * 60_000;
/** Razorpay expires an unpaid checkout well before this; the order is then closed as failed. */
export const ABANDON_AFTER_MS = 30 * 60_000;
/** Payment orders read per page, oldest first. */
const BATCH = 50;
/**
 * Pages of open payment orders looked at per round, so that one round stays bounded. More than one: checkouts
 * abandoned unpaid stay open for ABANDON_AFTER_MS, and a single page of the oldest would then hold only those while
 * a newer paid checkout waited for them to expire (issue 12's load run found 10 such payments after 20 kills).
 */
const PAGES = 10;

export interface ReconcileResult {
  paid: number;
  placed: number;
  failed: number;
  /** Refunds of cancelled paid orders paid back through the gateway this round. */
  refunded: number;
  errors: number;
}

export async function reconcilePayments(db: Db, deps: PaymentDeps, now: Date): Promise<ReconcileResult> {
  const result: ReconcileResult = { paid: 0, placed: 0, failed: 0, refunded: 0, errors: 0 };
  const before = new Date(now.getTime() - RECONCILE_GRACE_MS);

  const abandonedBefore = new Date(now.getTime() - ABANDON_AFTER_MS);
  const open: PaymentOrderRow[] = [];
  for (let page = 0; page < PAGES; page += 1) {
    const rows = await listOpenPaymentOrders(db, before, abandonedBefore, BATCH, open.at(-1));
    // Ids already read are skipped: the cursor's time has the millisecond precision of a Date.
    const known = new Set(open.map((r) => r.id));
    open.push(...rows.filter((r) => !known.has(r.id)));
    if (rows.length < BATCH) break;
  }
  for (const row of open) {
    try {
      // Made with the other gateway (the keys changed since): this one cannot know it; it only expires.
      const paymentId = row.gateway === deps.gateway.kind ? await capturedPayment(deps, row) : undefined;
      if (paymentId) {
        const outcome = await recordPayment(db, deps, row.id, paymentId, now);
        if (outcome.kind !== 'paid') continue;
        result.paid += 1;
        // The browser had its grace period already: the order is made now, not a round later.
        if (await settle(db, deps, row.id, now, result)) result.placed += 1;
      } else if (row.status === 'created' && row.createdAt < abandonedBefore) {
        if (await markFailed(db, row.id, now)) result.failed += 1;
      }
    } catch (err) {
      result.errors += 1;
      deps.log?.error({ err, paymentOrderId: row.id }, 'payment reconciler: could not check a payment order');
    }
  }

  // Verified by the browser or the webhook, but the order never followed (or its placement failed for a while).
  for (const row of await listPaidWithoutOrder(db, before, BATCH)) {
    if (await settle(db, deps, row.id, now, result)) result.placed += 1;
  }

  const payouts = await payPendingRefunds(db, deps, now, BATCH);
  result.refunded = payouts.processed;
  result.errors += payouts.errors;
  return result;
}

/** True when an order was made; a checkout that cannot be placed any more was refunded, which is its end. */
async function settle(
  db: Db,
  deps: PaymentDeps,
  id: string,
  now: Date,
  result: ReconcileResult,
): Promise<boolean> {
  try {
    return (await settlePaymentOrder(db, deps, id, now))?.created === true;
  } catch (err) {
    if (!(err instanceof AppError && err.statusCode < 500)) result.errors += 1;
    deps.log?.error({ err, paymentOrderId: id }, 'payment reconciler: paid checkout not placed');
    return false;
  }
}

/** The id of a captured (or authorized, then captured) payment of this order for its amount, if there is one. */
async function capturedPayment(deps: PaymentDeps, row: PaymentOrderRow): Promise<string | undefined> {
  const payments = await deps.gateway.fetchOrderPayments(row.id);
  for (const payment of payments) {
    if (payment.status !== 'captured' && payment.status !== 'authorized') continue;
    if (await confirmCaptured(deps.gateway, row, payment.id)) return payment.id;
  }
  return undefined;
}

/** Runs reconcilePayments at start-up and every PAYMENT_RECONCILE_MS (0: never; tests call reconcilePayments). */
export class PaymentReconciler extends PeriodicJob {
  constructor(db: Db, deps: PaymentDeps, log: JobLog, intervalMs: number) {
    super('payment reconciliation', () => reconcilePayments(db, deps, new Date()), log, intervalMs);
  }
}
