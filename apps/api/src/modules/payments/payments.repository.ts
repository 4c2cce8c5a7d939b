// SQL of payments: payment orders and their forward-only status moves (each one conditional UPDATE, so racing
// verify, webhook and reconciler calls move a row once), the recorded transfers and the applied webhook events.
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentOrders, paymentTransfers, paymentWebhookEvents } from '../../db/schema/payments.ts';
import { sellers } from '../../db/schema/sellers.ts';
import type { PricedCheckout } from '../checkout/checkout.types.ts';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentTransferRow = typeof paymentTransfers.$inferSelect;

export async function insertPaymentOrder(
  db: Db,
  row: {
    id: string;
    userId: string;
    gateway: 'razorpay' | 'offline';
    method: 'razorpay' | 'upi';
    amountPaise: number;
    checkout: PricedCheckout;
    now: Date;
  },
): Promise<void> {
  await db.insert(paymentOrders).values({
    id: row.id,
    userId: row.userId,
    gateway: row.gateway,
    method: row.method,
    amountPaise: row.amountPaise,
    currency: 'INR',
    checkout: row.checkout,
    createdAt: row.now,
    updatedAt: row.now,
  });
}

export async function findPaymentOrder(db: Db, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

/** Another shopper's payment order is not found, as any other user's resource. */
export async function findUserPaymentOrder(
  db: Db,
  userId: string,
  id: string,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.userId, userId)));
  return row;
}

/**
 * created (or failed: Razorpay lets the shopper retry on the same order after a decline) → paid, with the split
 * recorded in the same transaction. Only the caller that makes the move gets the row back; the transfers are then
 * made by that caller alone.
 */
export async function markPaid(
  db: Db,
  id: string,
  paymentId: string,
  now: Date,
): Promise<{ row: PaymentOrderRow; transfers: PaymentTransferRow[] } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentOrders)
      .set({ status: 'paid', gatewayPaymentId: paymentId, paidAt: now, updatedAt: now })
      .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, ['created', 'failed'])))
      .returning();
    if (!row) return undefined;
    const checkout = row.checkout as PricedCheckout;
    const transfers = await tx
      .insert(paymentTransfers)
      .values(
        checkout.parcels.map((p) => ({
          paymentOrderId: id,
          sellerId: p.sellerId,
          amountPaise: p.transferPaise,
          commissionPaise: p.commissionPaise,
          createdAt: now,
        })),
      )
      .returning();
    return { row, transfers };
  });
}

/** created → failed only: a paid, refunded or already failed order keeps its status. */
export async function markFailed(db: Db, id: string, now: Date): Promise<boolean> {
  const moved = await db
    .update(paymentOrders)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')))
    .returning({ id: paymentOrders.id });
  return moved.length > 0;
}

/**
 * paid → refunded, claimed before the gateway is asked, and only while no order was made from the payment: the
 * one caller that wins refunds; a concurrent placement that succeeded keeps its payment.
 */
export async function claimRefund(
  db: Db,
  id: string,
  reason: string,
  now: Date,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .update(paymentOrders)
    .set({ status: 'refunded', failureReason: reason, updatedAt: now })
    .where(
      and(
        eq(paymentOrders.id, id),
        eq(paymentOrders.status, 'paid'),
        sql`not exists (select 1 from ${orders} where ${orders.paymentOrderId} = ${id})`,
      ),
    )
    .returning();
  return row;
}

/** The gateway refused the refund: back to paid, so the reconciler tries the order (and the refund) again. */
export async function releaseRefund(db: Db, id: string, reason: string, now: Date): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'paid', failureReason: reason, updatedAt: now })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'refunded')));
}

export async function listTransfers(db: Db, paymentOrderId: string): Promise<PaymentTransferRow[]> {
  return db
    .select()
    .from(paymentTransfers)
    .where(eq(paymentTransfers.paymentOrderId, paymentOrderId))
    .orderBy(asc(paymentTransfers.sellerId));
}

/** Seller id → Route linked account, in one query; sellers without an account are left out. */
export async function sellerPayoutAccounts(db: Db, sellerIds: string[]): Promise<Map<string, string>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sellers.id, account: sellers.razorpayAccountId })
    .from(sellers)
    .where(inArray(sellers.id, sellerIds));
  return new Map(rows.flatMap((r) => (r.account ? [[r.id, r.account] as const] : [])));
}

export async function setTransferId(db: Db, id: string, gatewayTransferId: string): Promise<void> {
  await db.update(paymentTransfers).set({ gatewayTransferId }).where(eq(paymentTransfers.id, id));
}

/** True when this delivery is new; a replay of an applied event finds its row and answers false. */
export async function recordWebhookEvent(
  db: Db,
  event: { eventId: string; eventType: string; paymentOrderId: string | null; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentWebhookEvents)
    .values({
      eventId: event.eventId,
      eventType: event.eventType,
      paymentOrderId: event.paymentOrderId,
      receivedAt: event.now,
    })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return inserted.length > 0;
}

/** Forgets a delivery whose handling failed, so that the gateway's retry is applied. */
export async function forgetWebhookEvent(db: Db, eventId: string): Promise<void> {
  await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
}

export async function orderIdForPayment(db: Db, paymentOrderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentOrderId, paymentOrderId));
  return row?.id;
}

/**
 * The reconciler's work, oldest first: orders still open created before `before`, and orders a payment.failed
 * closed since `recentSince` (Razorpay lets the shopper retry on the same order, and that retry may have succeeded).
 */
export async function listOpenPaymentOrders(
  db: Db,
  before: Date,
  recentSince: Date,
  limit: number,
  /** The last row of the previous page: the next page starts after it. */
  after?: Pick<PaymentOrderRow, 'createdAt' | 'id'>,
): Promise<PaymentOrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        lt(paymentOrders.createdAt, before),
        after
          ? sql`(${paymentOrders.createdAt}, ${paymentOrders.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
          : undefined,
        or(
          eq(paymentOrders.status, 'created'),
          and(eq(paymentOrders.status, 'failed'), gte(paymentOrders.createdAt, recentSince)),
        ),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt), asc(paymentOrders.id))
    .limit(limit);
}

/** Paid before `before` and still without an order: the browser never came back, or the order failed. */
export async function listPaidWithoutOrder(db: Db, before: Date, limit: number): Promise<PaymentOrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'paid'),
        lt(paymentOrders.paidAt, before),
        sql`not exists (select 1 from ${orders} where ${orders.paymentOrderId} = ${paymentOrders.id})`,
      ),
    )
    .orderBy(asc(paymentOrders.paidAt))
    .limit(limit);
}

/**
 * A payment order of the same shopper made after `row` and paid: the shopper gave `row` up and paid anew
 * (docs/behaviour/checkout.md#late-upi-payments).
 */
export async function newerPaidPaymentOrder(db: Db, row: PaymentOrderRow): Promise<string | undefined> {
  const [newer] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, row.userId),
        sql`${paymentOrders.id} <> ${row.id}`,
        gte(paymentOrders.createdAt, row.createdAt),
        eq(paymentOrders.status, 'paid'),
      ),
    )
    .limit(1);
  return newer?.id;
}
