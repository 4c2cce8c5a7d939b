// Payments (issue 7): one row per gateway order the server created, the webhook events already applied, and the
// offline test gateway's own ledger (what Razorpay keeps on its side when the live gateway is used).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** PAYMENT_ORDER_STATUSES of @haat/domain/payments/payment.schema: created → paid | failed; paid → refunded. */
const PAYMENT_ORDER_STATUSES = ['created', 'paid', 'failed', 'refunded'] as const;

export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The gateway's order id ('order_…'): Razorpay's when live, the offline gateway's otherwise. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gateway: text('gateway', { enum: ['razorpay', 'offline'] }).notNull(),
    /** The shopper's choice at checkout: card ('razorpay') or UPI, both paid through the gateway. */
    method: text('method', { enum: ['razorpay', 'upi'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: PAYMENT_ORDER_STATUSES }).notNull().default('created'),
    /**
     * What was priced and paid for: lines with unit prices, the address, the coupon, shipping per seller and the
     * splits. The order is made from this, so a cart changed in another tab cannot change what was paid for.
     */
    checkout: jsonb('checkout').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why a paid payment could not become an order (stock gone meanwhile) and was refunded. */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    // The reconciler's work list: payments still open or paid without an order.
    index('payment_orders_status_idx').on(t.status, t.createdAt),
    check('payment_orders_amount', sql`${t.amountPaise} > 0`),
    check('payment_orders_status', sql`${t.status} in ('created', 'paid', 'failed', 'refunded')`),
  ],
);

export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  /** The gateway's event id (x-razorpay-event-id): a replayed delivery finds its row and changes nothing. */
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  paymentOrderId: text('payment_order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The offline gateway's side of the protocol: payments a tester made (or failed) in its checkout dialog. */
export const offlineGatewayPayments = pgTable(
  'offline_gateway_payments',
  {
    /** 'pay_…' as Razorpay names payments. */
    id: text('id').primaryKey(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    method: text('method', { enum: ['card', 'upi'] }).notNull(),
    status: text('status', { enum: ['captured', 'failed'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** Card last four or the UPI id the tester typed, as Razorpay reports them. */
    instrument: text('instrument'),
    errorDescription: text('error_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offline_gateway_payments_order_idx').on(t.gatewayOrderId),
    check('offline_gateway_payments_status', sql`${t.status} in ('captured', 'failed')`),
  ],
);

/**
 * The offline gateway's refunds, as Razorpay keeps them on its side: what was paid back of which payment, with the
 * notes the caller sent (refund payouts find their own refund by notes.refund_id after a crash).
 */
export const offlineGatewayRefunds = pgTable(
  'offline_gateway_refunds',
  {
    /** 'rfnd_…' as Razorpay names refunds. */
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offline_gateway_refunds_payment_idx').on(t.paymentId),
    check('offline_gateway_refunds_amount', sql`${t.amountPaise} > 0`),
  ],
);

/** Transfers to sellers (Razorpay Route) made after a payment is captured; one per sub-order. */
export const paymentTransfers = pgTable(
  'payment_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentOrderId: text('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    commissionPaise: integer('commission_paise').notNull(),
    gatewayTransferId: text('gateway_transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_transfers_payment_idx').on(t.paymentOrderId),
    check('payment_transfers_money', sql`${t.amountPaise} >= 0 and ${t.commissionPaise} >= 0`),
  ],
);
