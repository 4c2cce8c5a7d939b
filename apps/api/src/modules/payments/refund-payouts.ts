// Pays back the refunds recorded when a paid order (or one of its parcels) is cancelled or a return is refunded: one
// gateway refund per row, never two, even when a process dies between the gateway's answer and our commit or two
// instances run at once.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema/orders.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import type { GatewayKind } from './payment-gateway.ts';
import type { PaymentDeps } from './payment-capture.ts';

/** The note that ties a gateway refund to our refunds row; found again after a crash instead of refunding twice. */
export const REFUND_ID_NOTE = 'refund_id';

export interface RefundPayoutResult {
  processed: number;
  errors: number;
}

interface PendingRefund {
  id: string;
  orderId: string;
  paymentId: string;
  paymentAmountPaise: number;
}

type Outcome = 'processed' | 'failed' | 'skipped';

export async function payPendingRefunds(
  db: Db,
  deps: PaymentDeps,
  now: Date,
  limit = 50,
): Promise<RefundPayoutResult> {
  const result: RefundPayoutResult = { processed: 0, errors: 0 };
  for (const pending of await listPendingRefunds(db, deps.gateway.kind, limit)) {
    try {
      // The row stays locked while the gateway is asked: another instance skips it rather than refunding it too.
      const outcome = await db.transaction((tx) => payOne(tx, deps, pending, now));
      if (outcome === 'processed') result.processed += 1;
      if (outcome === 'failed') result.errors += 1;
    } catch (err) {
      // Rolled back: the row is still pending and the next round tries again.
      result.errors += 1;
      deps.log?.error(
        { err, refundId: pending.id, orderId: pending.orderId },
        'refund payouts: the gateway did not refund; retried next round',
      );
    }
  }
  return result;
}

async function payOne(tx: Db, deps: PaymentDeps, pending: PendingRefund, now: Date): Promise<Outcome> {
  const [row] = await tx
    .select({ id: refunds.id, amountPaise: refunds.amountPaise })
    .from(refunds)
    .where(and(eq(refunds.id, pending.id), eq(refunds.status, 'pending')))
    .for('update', { skipLocked: true });
  // Locked by another instance, or settled since the list was read.
  if (!row) return 'skipped';

  const gateway = deps.gateway.joinTransaction?.(tx) ?? deps.gateway;
  const made = await gateway.listRefunds(pending.paymentId);
  // A refund made by an earlier attempt that died before its commit: record it, do not make another.
  const earlier = made.find((r) => r.notes[REFUND_ID_NOTE] === row.id);
  if (earlier) {
    await markProcessed(tx, row.id, earlier.id, now);
    return 'processed';
  }
  const refunded = made.reduce((sum, r) => sum + r.amountPaise, 0);
  if (refunded + row.amountPaise > pending.paymentAmountPaise) {
    await tx.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, row.id));
    deps.log?.error(
      {
        refundId: row.id,
        orderId: pending.orderId,
        paymentId: pending.paymentId,
        amountPaise: row.amountPaise,
        alreadyRefundedPaise: refunded,
        paymentAmountPaise: pending.paymentAmountPaise,
      },
      'refund payouts: the refund would exceed what is left of the payment; settle it by hand',
    );
    return 'failed';
  }
  const gatewayRefundId = await gateway.refund(pending.paymentId, row.amountPaise, {
    [REFUND_ID_NOTE]: row.id,
    order_id: pending.orderId,
  });
  await markProcessed(tx, row.id, gatewayRefundId, now);
  return 'processed';
}

/**
 * Pending refunds of orders paid through this gateway, oldest first. A returned cash-on-delivery order's refunds have
 * no payment to go back to: they stay pending here until paid by bank transfer, by hand.
 */
async function listPendingRefunds(db: Db, gateway: GatewayKind, limit: number): Promise<PendingRefund[]> {
  const rows = await db
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      paymentId: paymentOrders.gatewayPaymentId,
      paymentAmountPaise: paymentOrders.amountPaise,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(paymentOrders, eq(paymentOrders.id, orders.paymentOrderId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNotNull(paymentOrders.gatewayPaymentId),
        eq(paymentOrders.gateway, gateway),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(limit);
  return rows.flatMap((r) => (r.paymentId ? [{ ...r, paymentId: r.paymentId }] : []));
}

async function markProcessed(tx: Db, id: string, gatewayRefundId: string, now: Date): Promise<void> {
  await tx
    .update(refunds)
    .set({ status: 'processed', gatewayRefundId, processedAt: now })
    .where(eq(refunds.id, id));
}
