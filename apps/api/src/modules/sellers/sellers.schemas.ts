// The seller API's answers (for the external seller portal; no page of this store reads them). Amounts in rupees.
import { orderStatusCodeSchema, trackingEventSchema } from '@haat/domain/orders/order.schema';
import { sellerSubOrderSchema } from '@haat/domain/sellers/seller-orders.schema';
import { z } from 'zod';

// The sub-order's shape is the domain's, so Seller Central reads the same answer (docs/behaviour/seller-portal.md#orders).
export {
  sellerOrderItemSchema,
  sellerSubOrderSchema,
  type SellerSubOrder,
} from '@haat/domain/sellers/seller-orders.schema';

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
  /** The whole order's status after this move (the least advanced of its sub-orders): the spec's display string. */
  orderStatus: z.string(),
  orderStatusCode: orderStatusCodeSchema,
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
