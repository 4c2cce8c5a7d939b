// Payment calls (docs/behaviour/checkout.md#card-and-upi-payment, #calls, #messages, issue 7): create a gateway order
// for the amount the server computes, open the gateway's checkout, verify its signature. The same protocol for
// Razorpay and the offline gateway.
import { z } from 'zod';
import { couponCodeSchema } from '../coupons/coupon.schema.ts';

export const PAYMENT_MESSAGES = {
  sdkFailed: 'Razorpay SDK failed to load. Please check your internet connection.',
  createFailed: 'Failed to create order',
  verifyFailed: 'Payment verification failed',
  initiateFailed: 'Failed to initiate payment',
  processFailed: 'Failed to process payment. Please try again.',
  placeFailed: 'Failed to place order. Please try again.',
  placed: 'Order placed successfully!',
  signatureInvalid: 'Payment verification failed',
  paymentOrderNotFound: 'Payment order not found',
  notPaid: 'This payment has not been completed',
  amountChanged: 'Prices or stock changed since payment started. Please review your cart and pay again.',
  gatewayUnavailable: 'The payment service is unavailable. Please try again in a moment.',
  webhookSignatureInvalid: 'Invalid webhook signature',
} as const;

export const PAYMENT_ORDER_STATUSES = ['created', 'paid', 'failed', 'refunded'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** Methods paid through the gateway; cash on delivery never opens it. */
export const GATEWAY_METHODS = ['razorpay', 'upi'] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

/** A saved address chosen at checkout: only its id is trusted; the server reads the rest from the address book. */
export const shippingAddressRefSchema = z.looseObject({ _id: z.string().trim().min(1).max(64) });

export const createPaymentOrderRequestSchema = z.object({
  /** What the browser thinks it pays, in paise; the server computes its own and answers that. */
  amount: z.number().int().nonnegative().optional(),
  currency: z.literal('INR').default('INR'),
  /** Informational: the server prices the signed-in cart it holds, never these lines. */
  cartItems: z
    .array(z.looseObject({ productId: z.string().max(64), quantity: z.number() }))
    .max(200)
    .optional(),
  shippingAddress: shippingAddressRefSchema,
  couponCode: couponCodeSchema.optional(),
  method: z.enum(GATEWAY_METHODS).default('razorpay'),
});
export type CreatePaymentOrderRequest = z.input<typeof createPaymentOrderRequestSchema>;

/** A seller's share of one payment (Razorpay Route): the sub-order total, the commission kept, the transfer. */
export const paymentSplitSchema = z.object({
  sellerId: z.string(),
  sellerName: z.string(),
  /** Paise, like every payment amount. */
  amount: z.number().int(),
  commission: z.number().int(),
  transfer: z.number().int(),
});
export type PaymentSplit = z.infer<typeof paymentSplitSchema>;

export const createPaymentOrderResponseSchema = z.object({
  success: z.literal(true),
  /** The gateway's order id ('order_…'). */
  orderId: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** 'offline' opens the built-in test checkout; 'razorpay' loads checkout.js with keyId. */
  gateway: z.enum(['razorpay', 'offline']),
  keyId: z.string(),
  splits: z.array(paymentSplitSchema),
});
export type CreatePaymentOrderResponse = z.infer<typeof createPaymentOrderResponseSchema>;

export const verifyPaymentRequestSchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z.string().trim().min(1).max(256),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

export const paymentTransferSchema = z.object({
  sellerId: z.string(),
  /** Paise paid out to the seller. */
  amount: z.number().int(),
  commission: z.number().int(),
  transferId: z.string().nullable(),
});

export const verifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  paymentId: z.string(),
  transfers: z.array(paymentTransferSchema),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** How the browser's gateway checkout ends: a verified payment ready to become an order, or closed by the shopper. */
export type OnlinePaymentOutcome =
  | {
      status: 'paid';
      /** The gateway order ('order_…'). */
      orderId: string;
      paymentId: string;
      signature: string;
      amountPaise: number;
      splits: PaymentSplit[];
      transfers: VerifyPaymentResponse['transfers'];
    }
  | { status: 'dismissed' };

/** The offline gateway's checkout dialog: what a tester chose. Only exists when Razorpay keys are not configured. */
export const offlinePayRequestSchema = z.object({
  orderId: z.string().trim().min(1).max(64),
  method: z.enum(['card', 'upi']),
  outcome: z.enum(['success', 'failure']),
  /** Card number (only its last four are kept) or UPI id, as typed. */
  instrument: z.string().trim().max(64).optional(),
});
export const offlinePayResponseSchema = z.union([
  z.object({
    success: z.literal(true),
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    success: z.literal(false),
    error: z.object({ code: z.string(), description: z.string(), reason: z.string() }),
  }),
]);
export type OfflinePayResponse = z.infer<typeof offlinePayResponseSchema>;
