// POST /api/checkout/quote (docs/behaviour/checkout.md#the-quote, ADR 0022): the one quote of a cart that the cart
// page, the cart dropdown and checkout show. The server prices the lines from the catalogue with the same function
// that prices the payment order and the order (per seller parcel: shipping and its reason, the coupon's share, GST,
// total, delivery dates, cash on delivery); the browser formats the figures and adds none. Money in rupees.
import { z } from 'zod';
import { cartProductIdSchema, cartQuantitySchema, MAX_CART_LINES } from '../cart/cart-api.schema.ts';
import { couponCodeSchema } from '../coupons/coupon.schema.ts';
import { PINCODE_PATTERN } from '../addresses/address.schema.ts';
import { deliveryWindowSchema, SHIPPING_ZONES } from '../shipping/shipping-estimate.schema.ts';

export const checkoutQuoteRequestSchema = z.object({
  items: z
    .array(z.object({ productId: cartProductIdSchema, quantity: cartQuantitySchema }))
    .max(MAX_CART_LINES),
  /** The delivery pincode (the chosen address at checkout, the shopper's location elsewhere); else no shipping. */
  pincode: z.string().trim().regex(PINCODE_PATTERN).optional(),
  couponCode: couponCodeSchema.optional(),
});
export type CheckoutQuoteRequest = z.infer<typeof checkoutQuoteRequestSchema>;

/**
 * Why a parcel's shipping is what it is: `charged` (zone, weight), `free_threshold` (the order is above the checkout
 * statement's ₹999), `free_products` (every line ships free at its seller's cost), `coupon` (a free-shipping coupon of
 * this seller waived it), `no_pincode` (not quoted: no pincode yet).
 */
export const SHIPPING_REASONS = [
  'charged',
  'free_threshold',
  'free_products',
  'coupon',
  'no_pincode',
] as const;
export type ShippingReason = (typeof SHIPPING_REASONS)[number];

export const quoteLineSchema = z.object({
  productId: z.string(),
  sellerId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  mrp: z.number(),
  /** unitPrice × quantity. */
  lineTotal: z.number(),
  /** This line's share of the coupon (0 without one). */
  discount: z.number(),
});

export const quoteParcelSchema = z.object({
  sellerId: z.string(),
  sellerName: z.string(),
  items: z.number().int(),
  /** What the parcel weighs (0 while not quoted). */
  weightGrams: z.number().int(),
  subtotal: z.number(),
  /** Null when not quoted (no pincode). */
  shipping: z.number().nullable(),
  shippingReason: z.enum(SHIPPING_REASONS),
  discount: z.number(),
  total: z.number(),
  zone: z.enum(SHIPPING_ZONES).nullable(),
  estimatedDelivery: deliveryWindowSchema.nullable(),
});

/** A line the quote leaves out: withdrawn from sale, or more than the stock (which it names). */
export const quoteExcludedSchema = z.object({
  productId: z.string(),
  reason: z.enum(['unavailable', 'stock']),
  available: z.number().int(),
});

export const checkoutQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  excluded: z.array(quoteExcludedSchema),
  parcels: z.array(quoteParcelSchema),
  /** Units of the priced lines. */
  itemCount: z.number().int(),
  subtotal: z.number(),
  /** What the lines save against MRP. */
  mrpSavings: z.number(),
  /** mrpSavings + discount: "You will save …". */
  savings: z.number(),
  /** Null when not quoted (no pincode); 0 is FREE. */
  shipping: z.number().nullable(),
  /** The coupon's discount (0 without one). */
  discount: z.number(),
  /** The coupon applied, as stored (upper case), or null. */
  couponCode: z.string().nullable(),
  /** A coupon asked for and refused, with the reason validate-coupon gives; the quote is then without it. */
  couponRefusal: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** GST included in the goods after the coupon (informational: prices include it). */
  tax: z.number(),
  /** subtotal + shipping − discount: what the order will charge (shipping counted as 0 while not quoted). */
  total: z.number(),
  /** A pincode's region is unknown, so a parcel was priced at the national rate ("Using estimated shipping …"). */
  fallback: z.boolean(),
  /** When the whole order will have arrived (the latest parcel's window), once a pincode is known. */
  estimatedDelivery: deliveryWindowSchema.nullable(),
  /** Cash on delivery: null until a pincode is known; otherwise allowed, or why not. */
  cashOnDelivery: z
    .object({ allowed: z.boolean(), reason: z.enum(['pincode', 'limit']).nullable(), limit: z.number() })
    .nullable(),
  /**
   * The cart statement's free-delivery hint (docs/behaviour/cart.md#cart-page: relative to ₹500), present only while
   * this quote charges shipping and the subtotal is below the statement's threshold: what is still to add and how
   * far the bar is filled (0-100).
   */
  freeShippingHint: z
    .object({ threshold: z.number(), remaining: z.number(), percent: z.number() })
    .nullable(),
  pincode: z.string().nullable(),
  /** Null without a pincode; false when we do not deliver there (placing the order is refused). */
  serviceable: z.boolean().nullable(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

export const checkoutQuoteResponseSchema = z.object({ success: z.literal(true), quote: checkoutQuoteSchema });
export type CheckoutQuoteResponse = z.infer<typeof checkoutQuoteResponseSchema>;
