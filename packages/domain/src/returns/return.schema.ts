// The returns API (docs/behaviour/returns.md#calls, #eligibility, §7 returns calls, issue 8). Amounts are
// rupees as everywhere in the API; the server works in paise and recomputes every amount.
import { z } from 'zod';
import { orderItemSchema, orderStatusCodeSchema } from '../orders/order.schema.ts';
import {
  RETURN_MESSAGES,
  RETURN_REASONS,
  RETURN_SHIPPING_PAYERS,
  RETURN_TYPES,
  returnPolicySchema,
} from './return-policy.ts';
import { RETURN_STATUSES, SELLER_RETURN_ACTIONS, type SellerReturnAction } from './return-status.ts';

export const RETURN_TEXT_LIMITS = { detailedReason: 1000, customerNotes: 1000, sellerNote: 500 } as const;

/** One order line of the eligibility answer: what the form offers (quantity options 0..returnableQuantity). */
export const returnableItemSchema = orderItemSchema
  .pick({
    productId: true,
    subOrderId: true,
    sellerId: true,
    sellerName: true,
    name: true,
    image: true,
    price: true,
    quantity: true,
  })
  .extend({
    orderItemId: z.string(),
    /** Units not yet returned nor in an open request; 0 when the line cannot be returned (window closed too). */
    returnableQuantity: z.number().int(),
    eligible: z.boolean(),
    remainingDays: z.number().int(),
  });
export type ReturnableItem = z.infer<typeof returnableItemSchema>;

export const sellerReturnPolicySchema = z.object({
  sellerId: z.string(),
  sellerName: z.string(),
  policy: returnPolicySchema,
});

/**
 * GET /api/returns/user/eligibility/{orderId} → data (docs/behaviour/returns.md#eligibility, plus items and
 * policies).
 */
export const returnEligibilitySchema = z.object({
  eligible: z.boolean(),
  /** The first reason the order is not eligible; null when eligible. */
  reason: z.string().nullable(),
  /** Every reason, for the 'Return Not Available' list. */
  reasons: z.array(z.string()),
  remainingDays: z.number().int(),
  /** The policy of the order's (first eligible) seller, as the spec's single-policy form reads it. */
  policy: returnPolicySchema.nullable(),
  /** One policy per seller of the order: a multi-seller order is checked line by line against each. */
  policies: z.array(sellerReturnPolicySchema),
  items: z.array(returnableItemSchema),
  orderDetails: z.object({
    orderNumber: z.string(),
    status: z.string(),
    statusCode: orderStatusCodeSchema,
    deliveredDate: z.string().nullable(),
    daysSinceDelivery: z.number().int().nullable(),
  }),
});
export type ReturnEligibility = z.infer<typeof returnEligibilitySchema>;

export const returnEligibilityResponseSchema = z.object({
  success: z.literal(true),
  data: returnEligibilitySchema,
  message: z.string(),
});

/** POST /api/returns/create (docs/behaviour/returns.md#calls). maxQuantity, product, price, reason of an item are
 *  accepted as the spec's form sends them and ignored: the server knows them. */
export const createReturnRequestSchema = z.object({
  orderId: z.string().trim().min(1).max(64),
  items: z
    .array(
      z.object({
        orderItemId: z.string().trim().min(1).max(64),
        quantity: z.number().int().min(1).max(1000),
      }),
    )
    .min(1, RETURN_MESSAGES.selectItem)
    .max(100),
  returnReason: z.enum(RETURN_REASONS, RETURN_MESSAGES.selectReason),
  detailedReason: z.string().trim().max(RETURN_TEXT_LIMITS.detailedReason).optional(),
  returnType: z.enum(RETURN_TYPES).default('Refund'),
  customerNotes: z.string().trim().max(RETURN_TEXT_LIMITS.customerNotes).optional(),
});
export type CreateReturnRequest = z.input<typeof createReturnRequestSchema>;

export const returnRequestItemSchema = z.object({
  orderItemId: z.string(),
  productId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number(),
});

/** One seller's part of a return: sellers decide on their own parcels, so a return spans one sub-order. */
export const returnRequestSchema = z.object({
  _id: z.string(),
  /** 'RT' + 10 digits, shown to the shopper and the seller. */
  returnNumber: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  subOrderId: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  status: z.enum(Object.values(RETURN_STATUSES) as [string, ...string[]]),
  returnType: z.enum(RETURN_TYPES),
  returnReason: z.enum(RETURN_REASONS),
  detailedReason: z.string().nullable(),
  customerNotes: z.string().nullable(),
  items: z.array(returnRequestItemSchema),
  returnShippingPaidBy: z.enum(RETURN_SHIPPING_PAYERS),
  restockingFeePercentage: z.number().int(),
  /** What was paid for the returned units, the fee, and the most that can be refunded (rupees). */
  paidAmount: z.number(),
  restockingFee: z.number(),
  maxRefund: z.number(),
  /** Set once refunded: the amount and the refund's payout state. */
  refund: z.object({ amount: z.number(), status: z.enum(['pending', 'processed', 'failed']) }).nullable(),
  sellerNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const createReturnResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** The request (the first one when the items came from several sellers). */
    returnRequest: returnRequestSchema,
    /** One per seller of the returned items. */
    returnRequests: z.array(returnRequestSchema),
  }),
});

/** GET /api/returns/user?orderId= : the shopper's requests, newest first (shown on the order page). */
export const returnListQuerySchema = z.object({ orderId: z.string().trim().min(1).max(64).optional() });
export const returnListResponseSchema = z.object({
  success: z.literal(true),
  returnRequests: z.array(returnRequestSchema),
});

/** POST /api/seller/returns/{id}/decision */
export const sellerReturnDecisionSchema = z.object({
  action: z.enum(Object.keys(SELLER_RETURN_ACTIONS) as [SellerReturnAction, ...SellerReturnAction[]]),
  note: z.string().trim().max(RETURN_TEXT_LIMITS.sellerNote).optional(),
  /** Only with action 'refund': less than the most refundable when the seller found damage; never more. Rupees. */
  refundAmount: z.number().min(0).max(10_000_000).optional(),
});
export type SellerReturnDecision = z.infer<typeof sellerReturnDecisionSchema>;

export const sellerReturnResponseSchema = z.object({
  success: z.literal(true),
  returnRequest: returnRequestSchema,
});
export const sellerReturnListQuerySchema = z.object({
  status: z.enum(Object.values(RETURN_STATUSES) as [string, ...string[]]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const sellerReturnListResponseSchema = z.object({
  success: z.literal(true),
  returnRequests: z.array(returnRequestSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
export const sellerReturnPolicyResponseSchema = z.object({
  success: z.literal(true),
  policy: returnPolicySchema,
});
