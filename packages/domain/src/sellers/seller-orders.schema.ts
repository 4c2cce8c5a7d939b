// Seller Central's orders and returns (docs/behaviour/seller-portal.md#orders): a seller's sub-order as the seller API
// and the portal answer it, the portal's tabs by state, and the portal's own requests. Amounts in rupees.
import { z } from 'zod';
import { SELLER_STATUS_STEPS, SUB_ORDER_STATUSES, type SubOrderStatus } from '../orders/order-status.ts';
import {
  orderStatusCodeSchema,
  sellerStatusRequestSchema,
  trackingEventSchema,
} from '../orders/order.schema.ts';
import { returnPolicySchema } from '../returns/return-policy.ts';
import { returnRequestSchema } from '../returns/return.schema.ts';

const steps = Object.keys(SELLER_STATUS_STEPS) as [
  keyof typeof SELLER_STATUS_STEPS,
  ...(keyof typeof SELLER_STATUS_STEPS)[],
];

export const sellerOrderItemSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  hsnCode: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  discount: z.number(),
});

export const sellerSubOrderSchema = z.object({
  subOrderId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  /** The spec's display string of statusCode (ADR 0023). */
  status: z.string(),
  statusCode: orderStatusCodeSchema,
  /** The steps this sub-order may take next through POST …/status. */
  nextSteps: z.array(z.enum(steps)),
  items: z.array(sellerOrderItemSchema),
  /** Who receives the parcel and where, without street or phone. */
  buyer: z.object({ name: z.string(), city: z.string(), state: z.string(), pincode: z.string() }),
  payment: z.object({ method: z.string(), status: z.string() }),
  notes: z.string().nullable(),
  subtotal: z.number(),
  shippingCost: z.number(),
  discount: z.number(),
  total: z.number(),
  /** The marketplace's commission and what the seller is paid out; they add up to total. */
  commission: z.number(),
  transfer: z.number(),
  invoiceNumber: z.string(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  expectedDelivery: z.string().nullable(),
  dispatchedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  recipientName: z.string().nullable(),
  updatedAt: z.string(),
});
export type SellerSubOrder = z.infer<typeof sellerSubOrderSchema>;

/**
 * The portal's tabs and the status codes each gathers, in the order a parcel moves. A parcel returned in full
 * was delivered first, so it stays under Delivered with its own badge; the returns queue is a page of its own.
 */
export const SELLER_ORDER_TABS = {
  new: [SUB_ORDER_STATUSES.confirmed, SUB_ORDER_STATUSES.paymentReceived],
  packed: [SUB_ORDER_STATUSES.packed],
  dispatched: [SUB_ORDER_STATUSES.dispatched, SUB_ORDER_STATUSES.outForDelivery],
  delivered: [SUB_ORDER_STATUSES.delivered, SUB_ORDER_STATUSES.returned],
  cancelled: [SUB_ORDER_STATUSES.cancelled],
} as const satisfies Record<string, readonly SubOrderStatus[]>;
export type SellerOrderTab = keyof typeof SELLER_ORDER_TABS;
export const SELLER_ORDER_TAB_NAMES = Object.keys(SELLER_ORDER_TABS) as [SellerOrderTab, ...SellerOrderTab[]];

export const sellerOrdersQuerySchema = z.object({
  tab: z.enum(SELLER_ORDER_TAB_NAMES).default('new'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const sellerOrderCountsSchema = z.object({
  new: z.number().int(),
  packed: z.number().int(),
  dispatched: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
  /** Return requests waiting for the seller: requested, approved or picked up. */
  returns: z.number().int(),
});
export type SellerOrderCounts = z.infer<typeof sellerOrderCountsSchema>;

export const sellerOrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(sellerSubOrderSchema),
  counts: sellerOrderCountsSchema,
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});

/** Where the parcel goes: the whole address and phone while it is still to be delivered, else null. */
export const shipToSchema = z.object({
  name: z.string(),
  lines: z.array(z.string()),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
});
export type ShipTo = z.infer<typeof shipToSchema>;

export const sellerOrderDetailSchema = sellerSubOrderSchema.extend({
  events: z.array(trackingEventSchema),
  shipTo: shipToSchema.nullable(),
});
export type SellerOrderDetail = z.infer<typeof sellerOrderDetailSchema>;

export const sellerOrderDetailResponseSchema = z.object({
  success: z.literal(true),
  order: sellerOrderDetailSchema,
});

export const SELLER_ORDER_MESSAGES = {
  cancelReasonRequired: 'Give the reason for cancelling: the shopper sees it',
  labelNeedsAwb: 'Pack the order with its carrier and AWB number to print the label',
  labelNotShippable: 'This parcel is delivered or cancelled: it needs no label',
} as const;

/**
 * A move from the portal: the seller API's request, and a reason whenever the seller cancels, since the shopper
 * reads it on the order page.
 */
export const sellerPortalStatusRequestSchema = sellerStatusRequestSchema.superRefine((value, ctx) => {
  if (value.status === 'cancelled' && !value.reason) {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: SELLER_ORDER_MESSAGES.cancelReasonRequired });
  }
});
export type SellerPortalStatusRequest = z.infer<typeof sellerPortalStatusRequestSchema>;

export const sellerReturnsQueueResponseSchema = z.object({
  success: z.literal(true),
  returnRequests: z.array(returnRequestSchema),
  /** The seller's return policy today (each request keeps the terms it was made under). */
  policy: returnPolicySchema,
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
