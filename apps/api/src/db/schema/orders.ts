// Checkout (issue 7): saved addresses, orders split into one sub-order per seller, their lines and tracking
// events, refunds, and the seller API's keys. Money is integer paise; every total is checked by the database too.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentOrders } from './payments.ts';
// order_items and return_requests point at each other (a line's open return, a return's line); both references are
// callbacks that Drizzle reads after both modules have loaded, so the cycle is safe.
// eslint-disable-next-line import-x/no-cycle -- mutual foreign keys, read lazily
import { returnRequests } from './returns.ts';
import { products } from './products.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

/** ADDRESS_TYPES of @haat/domain/addresses/address.schema. */
const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const;
/** PAYMENT_METHODS of @haat/domain/orders/order.schema. */
const PAYMENT_METHODS = ['razorpay', 'upi', 'cod'] as const;
/** PAYMENT_STATUSES of @haat/domain/orders/order.schema. */
const PAYMENT_STATUSES = ['Pending', 'Completed', 'Refunded', 'Failed'] as const;
/**
 * SUB_ORDER_STATUS_CODES of @haat/domain/orders/order-status: the codes a parcel's status (and the order's, one of its
 * parcels') is stored as; the spec's display strings are made from them at the edge (ADR 0023).
 */
export const ORDER_STATUS_CODES = [
  'confirmed',
  'payment_received',
  'packed',
  'dispatched',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned',
] as const;
/** TRACKING_EVENT_STATUS_CODES of @haat/domain/orders/order-status: a parcel's move or a return request's step. */
export const TRACKING_EVENT_STATUS_CODES = [
  ...ORDER_STATUS_CODES,
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_picked_up',
  'return_refunded',
  'return_exchanged',
] as const;

/** `column in ('a', 'b', …)` for a check constraint over a list of codes. */
export function oneOf(column: AnyPgColumn, values: readonly string[]) {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('India'),
    addressType: text('address_type', { enum: ADDRESS_TYPES }).notNull().default('Home'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // One default per shopper, enforced by the database so two tabs saving at once cannot make two.
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('addresses_type', sql`${t.addressType} in ('Home', 'Office', 'Other')`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to shoppers and typed into /track-order: 'HT' + 10 digits, unique. */
    orderNumber: text('order_number').notNull().unique('orders_order_number_unique'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The Idempotency-Key the order was placed with: a retry after a crash finds the order, not a twin. */
    idempotencyKey: text('idempotency_key'),
    /** The shopper-facing status code, derived from the sub-orders (orderStatusOf in @haat/domain/orders). */
    status: text('status', { enum: ORDER_STATUS_CODES }).notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** GST included in the subtotal (18 % of the base price); informational, never added again. */
    taxPaise: integer('tax_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    couponId: text('coupon_id'),
    couponCode: text('coupon_code'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    /** The gateway order that paid for it; unique so one payment can never make two orders. */
    paymentOrderId: text('payment_order_id')
      .unique('orders_payment_order_unique')
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    transactionId: text('transaction_id'),
    /** The saved address as it was at checkout: later edits of the address book do not move a parcel. */
    shippingAddress: jsonb('shipping_address').notNull(),
    notes: text('notes'),
    /** Normalised e-mail and phone of the buyer at checkout, for the guest lookup of /track-order. */
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    expectedDelivery: timestamp('expected_delivery', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    unique('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    check('orders_status', oneOf(t.status, ORDER_STATUS_CODES)),
    check('orders_payment_status', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check(
      'orders_money',
      sql`${t.subtotalPaise} >= 0 and ${t.shippingPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.taxPaise} >= 0
        and ${t.totalPaise} = ${t.subtotalPaise} + ${t.shippingPaise} - ${t.discountPaise} and ${t.totalPaise} >= 0`,
    ),
  ],
);

export const subOrders = pgTable(
  'sub_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    /** A status code (SUB_ORDER_STATUSES of @haat/domain/orders/order-status); moved forward by the seller API. */
    status: text('status', { enum: ORDER_STATUS_CODES }).notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** The marketplace's commission and what the seller is paid out (Razorpay Route transfer). */
    commissionPaise: integer('commission_paise').notNull(),
    transferPaise: integer('transfer_paise').notNull(),
    /** Per seller and financial year, e.g. 'INV/SEL001/2026-27/000042' (GST rule 46: unique, ≤ 16 chars after prefix). */
    invoiceNumber: text('invoice_number').notNull().unique('sub_orders_invoice_unique'),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    expectedDelivery: timestamp('expected_delivery', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Who signed for the parcel, given by the seller when marking it delivered. */
    recipientName: text('recipient_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sub_orders_order_seller_unique').on(t.orderId, t.sellerId),
    index('sub_orders_seller_created_idx').on(t.sellerId, t.createdAt),
    check('sub_orders_status', oneOf(t.status, ORDER_STATUS_CODES)),
    check(
      'sub_orders_money',
      sql`${t.totalPaise} = ${t.subtotalPaise} + ${t.shippingPaise} - ${t.discountPaise} and ${t.totalPaise} >= 0
        and ${t.commissionPaise} >= 0 and ${t.transferPaise} >= 0
        and ${t.commissionPaise} + ${t.transferPaise} = ${t.totalPaise}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subOrderId: uuid('sub_order_id')
      .notNull()
      .references(() => subOrders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Copied at checkout: the invoice and the order page show what was bought, whatever the listing says now. */
    name: text('name').notNull(),
    image: text('image'),
    sku: text('sku').notNull(),
    hsnCode: text('hsn_code').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** This line's share of the seller's coupon, so invoices and refunds stay exact per line. */
    discountPaise: integer('discount_paise').notNull().default(0),
    gstRatePercent: integer('gst_rate_percent').notNull().default(18),
    /** Units already returned or cancelled (the Returns issue bounds return requests by this). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_sub_order_idx').on(t.subOrderId),
    check(
      'order_items_quantity',
      sql`${t.quantity} > 0 and ${t.returnedQuantity} between 0 and ${t.quantity}`,
    ),
    check(
      'order_items_money',
      sql`${t.unitPricePaise} >= 0 and ${t.lineTotalPaise} = ${t.unitPricePaise} * ${t.quantity}
        and ${t.discountPaise} between 0 and ${t.lineTotalPaise}`,
    ),
  ],
);

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subOrderId: uuid('sub_order_id').references(() => subOrders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TRACKING_EVENT_STATUS_CODES }).notNull(),
    description: text('description').notNull(),
    location: text('location'),
    /** 'system', 'customer' or 'seller:<sellerId>'. */
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracking_events_order_created_idx').on(t.orderId, t.createdAt),
    check('tracking_events_status', oneOf(t.status, TRACKING_EVENT_STATUS_CODES)),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subOrderId: uuid('sub_order_id').references(() => subOrders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    gatewayRefundId: text('gateway_refund_id'),
    /** The return this refund pays back (null for cancellations); unique, so a return is refunded once. */
    returnRequestId: uuid('return_request_id')
      .unique('refunds_return_request_unique')
      .references((): AnyPgColumn => returnRequests.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount', sql`${t.amountPaise} > 0`),
    check('refunds_status', sql`${t.status} in ('pending', 'processed', 'failed')`),
  ],
);

export const sellerApiKeys = pgTable(
  'seller_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the key, hex: the key itself is shown once and never stored. */
    keyHash: text('key_hash').notNull().unique('seller_api_keys_hash_unique'),
    /** The key's first characters, so an operator can tell keys apart without the secret. */
    keyPrefix: text('key_prefix').notNull(),
    /**
     * 'dev' for the seed's derivable keys (anyone with the source can compute them), 'live' for random ones. No
     * default, so every insert says which; production refuses 'dev' keys and will not start while any is active.
     */
    kind: text('kind').$type<'dev' | 'live'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('seller_api_keys_seller_idx').on(t.sellerId),
    check('seller_api_keys_kind', sql`${t.kind} in ('dev', 'live')`),
    // A key with the dev prefix is derivable whatever a caller claims, so it can never be stored as 'live'.
    check(
      'seller_api_keys_test_prefix_is_dev',
      sql`${t.kind} = 'dev' or not starts_with(${t.keyPrefix}, 'hsk_test_')`,
    ),
  ],
);
