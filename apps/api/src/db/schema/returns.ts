// Returns (issue 8): each seller's return policy, and return requests, one per sub-order, with their lines.
// A request reserves its units on the order line (order_items.returned_quantity) until it is rejected.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
// order_items and return_requests point at each other (a line's open return, a return's line); both references are
// callbacks that Drizzle reads after both modules have loaded, so the cycle is safe.
// eslint-disable-next-line import-x/no-cycle -- mutual foreign keys, read lazily
import { oneOf, orderItems, orders, subOrders } from './orders.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

/** RETURN_SHIPPING_PAYERS, RETURN_TYPES and RETURN_STATUSES of @haat/domain/returns. */
const PAYERS = ['seller', 'customer'] as const;
const RETURN_TYPES = ['Refund', 'Exchange', 'Store Credit'] as const;
const RETURN_STATUSES = ['Requested', 'Approved', 'Rejected', 'Picked Up', 'Refunded', 'Exchanged'] as const;

export const returnPolicies = pgTable(
  'return_policies',
  {
    sellerId: text('seller_id')
      .primaryKey()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    returnWindowDays: integer('return_window_days').notNull(),
    returnShippingPaidBy: text('return_shipping_paid_by', { enum: PAYERS }).notNull(),
    restockingFeePercent: integer('restocking_fee_percent').notNull().default(0),
    exchangeAllowed: boolean('exchange_allowed').notNull().default(true),
    /** RETURN_REASONS of @haat/domain/returns/return-policy. */
    acceptedReasons: text('accepted_reasons').array().notNull(),
    freeReturnReasons: text('free_return_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    termsAndConditions: text('terms_and_conditions').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('return_policies_window', sql`${t.returnWindowDays} between 0 and 90`),
    check('return_policies_fee', sql`${t.restockingFeePercent} between 0 and 50`),
    check('return_policies_payer', sql`${t.returnShippingPaidBy} in ('seller', 'customer')`),
  ],
);

export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'RT' + 10 digits: what the shopper and the seller quote. */
    returnNumber: text('return_number').notNull().unique('return_requests_number_unique'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subOrderId: uuid('sub_order_id')
      .notNull()
      .references(() => subOrders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    /** The Idempotency-Key of the create call: a retry after a crash finds these requests instead of making twins. */
    idempotencyKey: text('idempotency_key'),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('Requested'),
    returnType: text('return_type', { enum: RETURN_TYPES }).notNull(),
    returnReason: text('return_reason').notNull(),
    detailedReason: text('detailed_reason'),
    customerNotes: text('customer_notes'),
    /** The policy's answer for this reason, fixed when the request was made (a later policy change does not move it). */
    returnShippingPaidBy: text('return_shipping_paid_by', { enum: PAYERS }).notNull(),
    restockingFeePercent: integer('restocking_fee_percent').notNull(),
    /** What was paid for the returned units, and the fee on it: the refund can never exceed paid − fee. */
    paidPaise: integer('paid_paise').notNull(),
    restockingFeePaise: integer('restocking_fee_paise').notNull(),
    sellerNote: text('seller_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_user_created_idx').on(t.userId, t.createdAt),
    index('return_requests_seller_created_idx').on(t.sellerId, t.createdAt),
    unique('return_requests_idempotency_unique').on(t.userId, t.idempotencyKey, t.subOrderId),
    check('return_requests_status', oneOf(t.status, RETURN_STATUSES)),
    check(
      'return_requests_money',
      sql`${t.paidPaise} >= 0 and ${t.restockingFeePaise} between 0 and ${t.paidPaise}
        and ${t.restockingFeePercent} between 0 and 50`,
    ),
  ],
);

export const returnRequestItems = pgTable(
  'return_request_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnRequestId: uuid('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** What was paid for these units (paidForUnits of @haat/domain/returns/return-refund). */
    paidPaise: integer('paid_paise').notNull(),
  },
  (t) => [
    unique('return_request_items_line_unique').on(t.returnRequestId, t.orderItemId),
    index('return_request_items_order_item_idx').on(t.orderItemId),
    check('return_request_items_quantity', sql`${t.quantity} > 0 and ${t.paidPaise} >= 0`),
  ],
);
