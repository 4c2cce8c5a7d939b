// Orders (docs/behaviour/orders.md#order-fields, docs/behaviour/checkout.md#placing-the-order, §7, §8, issue 7):
// placing one, reading them, tracking and cancelling. Amounts shown to shoppers are rupees; the server keeps paise
// and recomputes every total.
import { z } from 'zod';
import { addressSchema } from '../addresses/address.schema.ts';
import { couponCodeSchema } from '../coupons/coupon.schema.ts';
import { shippingAddressRefSchema } from '../payments/payment.schema.ts';
import {
  SELLER_STATUS_STEPS,
  type SellerStatusStep,
  SUB_ORDER_STATUS_CODES,
  TRACKING_EVENT_STATUS_CODES,
} from './order-status.ts';

/**
 * A status as the API answers it (ADR 0023): `statusCode` is the stored code every client reads; `status` keeps
 * the spec's English display string of that code (STATUS_TEXTS), the documented shape.
 */
export const orderStatusCodeSchema = z.enum(SUB_ORDER_STATUS_CODES);
export const trackingEventStatusCodeSchema = z.enum(TRACKING_EVENT_STATUS_CODES);

export const PAYMENT_METHODS = ['razorpay', 'upi', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['Pending', 'Completed', 'Refunded', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Order notes a shopper may leave for the seller. */
export const MAX_ORDER_NOTES = 500;

export const ORDER_MESSAGES = {
  paymentDetailsRequired: 'Payment details are required',
  shippingAddressRequired: 'Shipping address is required',
  cartEmpty: 'Cart is empty. Please add items to cart before placing order.',
  cartEmptyRedirect: 'Your cart is empty',
  selectPaymentMethod: 'Please select a payment method',
  /** A line that cannot be bought as it stands: "Only 2 left of 'Parle-G 800 g'. Please update your cart." */
  insufficientStock: (name: string, stock: number) =>
    stock > 0
      ? `Only ${stock} left of '${name}'. Please update your cart.`
      : `'${name}' is out of stock. Please remove it from your cart.`,
  unavailable: (name: string) => `'${name}' is no longer available. Please remove it from your cart.`,
  cartChanged:
    'Your cart changed while the order was being placed. Please review it and place the order again.',
  notFound: 'Order not found',
  loadFailed: 'Failed to load orders. Please try again.',
  detailsFailed: 'Failed to load order details',
  invoiceFailed: 'Failed to download invoice',
  trackingRefreshFailed: 'Failed to refresh tracking information',
  noTrackingEvents: 'No tracking events available',
  loginToProceed: 'Please log in to proceed',
  loginForOrders: 'Please log in to view your orders',
  loginForInvoice: 'Please log in to download invoice',
  codLimit: (limit: number) =>
    `Cash on delivery is available for orders up to ₹${limit.toLocaleString('en-IN')}`,
} as const;

/** Cash on delivery above this total is refused, as Indian marketplaces do (couriers carry limited cash). */
export const COD_LIMIT_RUPEES = 50_000;

/** POST /api/users/orders (docs/behaviour/checkout.md#placing-the-order). */
export const placeOrderRequestSchema = z.object({
  paymentDetails: z.object(
    {
      method: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.selectPaymentMethod }),
      provider: z.string().max(40).optional(),
      transactionId: z.string().max(64).optional(),
      /** Gateway payment id ('pay_…'), for card and UPI. */
      paymentId: z.string().max(64).optional(),
      /** Gateway order id ('order_…') from create-order, for card and UPI. */
      orderId: z.string().max(64).optional(),
      signature: z.string().max(256).optional(),
      /** Sent by the spec's browser; ignored: the server decides status, splits and transfers. */
      status: z.string().max(40).optional(),
      splits: z.unknown().optional(),
      transfers: z.unknown().optional(),
    },
    { error: ORDER_MESSAGES.paymentDetailsRequired },
  ),
  shippingAddress: shippingAddressRefSchema,
  notes: z
    .string()
    .trim()
    .max(MAX_ORDER_NOTES, `Notes can be at most ${MAX_ORDER_NOTES} characters`)
    .optional(),
  couponCode: couponCodeSchema.optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const orderItemSchema = z.object({
  /** The order line's id (orderItemId of the return request). */
  _id: z.string(),
  productId: z.string(),
  subOrderId: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  sku: z.string(),
  price: z.number(),
  mrp: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  returnedQuantity: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const trackingEventSchema = z.object({
  status: z.string(),
  statusCode: trackingEventStatusCodeSchema,
  description: z.string(),
  location: z.string().nullable(),
  timestamp: z.string(),
  updatedBy: z.string(),
  subOrderId: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const subOrderSchema = z.object({
  _id: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  status: z.string(),
  statusCode: orderStatusCodeSchema,
  subtotal: z.number(),
  shippingCost: z.number(),
  discount: z.number(),
  total: z.number(),
  invoiceNumber: z.string(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  expectedDelivery: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancellable: z.boolean(),
});
export type SubOrder = z.infer<typeof subOrderSchema>;

export const deliveryInfoSchema = z.object({
  deliveryDate: z.string().nullable(),
  deliveryTime: z.string().nullable(),
  recipientName: z.string().nullable(),
  signedBy: z.string().nullable(),
});

/** The order as GET /api/users/orders/{id} answers it; the list answers the same shape. */
export const orderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  createdAt: z.string(),
  status: z.string(),
  currentStatus: z.string(),
  statusCode: orderStatusCodeSchema,
  totalAmount: z.number(),
  subtotal: z.number(),
  shippingCost: z.number(),
  /** GST included in the subtotal, shown for information. */
  tax: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  items: z.array(orderItemSchema),
  subOrders: z.array(subOrderSchema),
  shippingAddress: addressSchema.omit({ isDefault: true }).extend({ _id: z.string().optional() }),
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    transactionId: z.string().nullable(),
  }),
  notes: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  isRealTimeTracking: z.boolean(),
  trackingEvents: z.array(trackingEventSchema),
  latestTracking: trackingEventSchema.nullable(),
  expectedDelivery: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  deliveryInfo: deliveryInfoSchema.nullable(),
  cancellable: z.boolean(),
  lastUpdated: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const placeOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const orderListResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(orderSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});

export const orderResponseSchema = z.object({ success: z.literal(true), order: orderSchema });

export const orderIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const cancelOrderRequestSchema = z.object({
  reason: z.string().trim().max(300).optional(),
});

/** GET /api/tracking/order/{orderId}: `data` carries what the tracking page draws. */
export const trackingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    orderId: z.string(),
    orderNumber: z.string(),
    status: z.string(),
    statusCode: orderStatusCodeSchema,
    progress: z.number().int(),
    trackingNumber: z.string().nullable(),
    carrier: z.string().nullable(),
    isRealTimeTracking: z.boolean(),
    events: z.array(trackingEventSchema),
    deliveryInfo: deliveryInfoSchema.nullable(),
    expectedDelivery: z.string().nullable(),
    lastUpdated: z.string(),
    subOrders: z.array(subOrderSchema),
  }),
});
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;

/** Seller API: POST /api/seller/orders/{subOrderId}/status. */
export const sellerStatusRequestSchema = z.object({
  status: z.enum(Object.keys(SELLER_STATUS_STEPS) as [SellerStatusStep, ...SellerStatusStep[]]),
  description: z.string().trim().max(300).optional(),
  location: z.string().trim().max(120).optional(),
  /** Given when dispatching: the courier's AWB number and name. */
  trackingNumber: z.string().trim().max(40).optional(),
  carrier: z.string().trim().max(60).optional(),
  /** Given when delivered: who received the parcel. */
  recipientName: z.string().trim().max(100).optional(),
  /** Given when cancelling: why, in the seller's words; the shopper reads it on the order page. */
  reason: z.string().trim().max(200).optional(),
});
export type SellerStatusRequest = z.infer<typeof sellerStatusRequestSchema>;
