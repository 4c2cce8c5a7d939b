// POST /api/orders/shipping-estimate (docs/behaviour/checkout.md#shipping-estimate, issue 7): a delivery charge per
// seller from the seller's and the buyer's pincodes and the parcel's weight, with delivery dates. The same rules
// price the payment order.
import { z } from 'zod';
import { PINCODE_PATTERN } from '../addresses/address.schema.ts';
import { cartProductIdSchema, cartQuantitySchema, MAX_CART_LINES } from '../cart/cart-api.schema.ts';

export const SHIPPING_MESSAGES = {
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
  itemsRequired: 'Cart is empty. Please add items to cart before placing order.',
  failed: 'Failed to calculate shipping cost',
  usingFallback: 'Using estimated shipping cost due to service unavailability',
} as const;

/**
 * The browser's own estimate when the call fails: 50 rupees per cart line, marked estimated
 * (docs/behaviour/checkout.md#messages).
 */
export const CLIENT_FALLBACK_PER_LINE = 50;

/** How far a parcel travels, from the two pincodes (see shipping-zones.ts). */
export const SHIPPING_ZONES = ['local', 'state', 'region', 'national', 'special'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const shippingEstimateRequestSchema = z.object({
  items: z
    .array(z.object({ productId: cartProductIdSchema, quantity: cartQuantitySchema }), {
      error: SHIPPING_MESSAGES.itemsRequired,
    })
    .min(1, SHIPPING_MESSAGES.itemsRequired)
    .max(MAX_CART_LINES),
  shippingPincode: z
    .string({ error: SHIPPING_MESSAGES.pincodeInvalid })
    .trim()
    .regex(PINCODE_PATTERN, SHIPPING_MESSAGES.pincodeInvalid),
});
export type ShippingEstimateRequest = z.infer<typeof shippingEstimateRequestSchema>;

export const deliveryWindowSchema = z.object({
  /** ISO dates (YYYY-MM-DD) in India's time zone. */
  from: z.string(),
  to: z.string(),
});
export type DeliveryWindow = z.infer<typeof deliveryWindowSchema>;

export const shippingBreakdownRowSchema = z.object({
  sellerId: z.string(),
  sellerName: z.string(),
  /** Units of this seller's products in the parcel. */
  items: z.number().int(),
  /** Rupees for this seller's parcel; 0 when free. */
  rate: z.number(),
  zone: z.enum(SHIPPING_ZONES),
  weightGrams: z.number().int(),
  estimatedDelivery: deliveryWindowSchema,
});
export type ShippingBreakdownRow = z.infer<typeof shippingBreakdownRowSchema>;

export const shippingEstimateResponseSchema = z.object({
  success: z.literal(true),
  /** Rupees: the sum of the rows, what checkout charges. */
  shippingCost: z.number(),
  breakdown: z.array(shippingBreakdownRowSchema),
  /** The latest parcel's window: when the whole order will have arrived. */
  estimatedDelivery: deliveryWindowSchema,
  /** True when a rule could not be applied exactly (e.g. an unknown pincode region) and a flat rate was used. */
  fallback: z.boolean(),
  /** True when the order qualifies for free shipping as a whole ('Free shipping on orders above ₹999'). */
  freeShipping: z.boolean(),
  /** Whether we deliver to the pincode at all (delivery-promise.ts); checkout refuses an order when false. */
  serviceable: z.boolean().optional(),
  /** Whether the pincode takes cash on delivery (the order's COD limit is checked when it is placed). */
  codAvailable: z.boolean().optional(),
});
export type ShippingEstimateResponse = z.infer<typeof shippingEstimateResponseSchema>;
