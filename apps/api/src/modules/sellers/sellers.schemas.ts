// The seller API's answers (for the external seller portal; no page of this store reads them). Amounts in rupees.
import { SELLER_STATUS_STEPS } from '@haat/domain/orders/order-status';
import { trackingEventSchema } from '@haat/domain/orders/order.schema';
import { z } from 'zod';

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
  status: z.string(),
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

export const sellerOrderListResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(sellerSubOrderSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});

export const sellerOrderResponseSchema = z.object({
  success: z.literal(true),
  order: sellerSubOrderSchema.extend({ events: z.array(trackingEventSchema) }),
});

export const sellerStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: sellerSubOrderSchema.extend({ events: z.array(trackingEventSchema) }),
  /** The whole order's status after this move (the least advanced of its sub-orders). */
  orderStatus: z.string(),
});

/** Razorpay Route linked account ids, as the sellers_razorpay_account_format check in the database allows. */
export const RAZORPAY_ACCOUNT_ID_PATTERN = /^acc_[A-Za-z0-9]{6,32}$/;
export const PAYOUT_ACCOUNT_MESSAGES = {
  required: 'Razorpay account id is required',
  invalid: 'Razorpay account id must be acc_ followed by 6 to 32 letters or digits',
} as const;

export const payoutAccountRequestSchema = z.object({
  razorpayAccountId: z
    .string({ error: PAYOUT_ACCOUNT_MESSAGES.required })
    .trim()
    .regex(RAZORPAY_ACCOUNT_ID_PATTERN, { error: PAYOUT_ACCOUNT_MESSAGES.invalid }),
});
export type PayoutAccountRequest = z.infer<typeof payoutAccountRequestSchema>;

/** The seller's Route linked account; null: its shares are paid out by hand. */
export const payoutAccountResponseSchema = z.object({
  success: z.literal(true),
  razorpayAccountId: z.string().nullable(),
});

export const subOrderParamsSchema = z.object({ subOrderId: z.string().trim().min(1).max(64) });

export const devSellersResponseSchema = z.object({
  success: z.literal(true),
  sellers: z.array(
    z.object({
      id: z.string(),
      displayName: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
      /** The seller's development API key (derivable, so never issued in production); null if not issued. */
      apiKey: z.string().nullable(),
    }),
  ),
});
