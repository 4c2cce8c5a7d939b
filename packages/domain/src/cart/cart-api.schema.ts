// Contracts of the signed-in cart and wishlist (docs/behaviour/cart.md#calls, issue 6): what the browser sends, what
// the server answers. Prices never travel from the browser: the server reads them from the catalogue.
import { z } from 'zod';
import { productSchema } from '../catalog/product.schema.ts';

/** Most units of one product one cart line may hold, whatever the stock (a marketplace's per-order cap). */
export const MAX_LINE_QUANTITY = 100;
/** Most distinct products one cart or wishlist may hold; a merge beyond it keeps the first ones. */
export const MAX_CART_LINES = 100;
export const MAX_WISHLIST_ITEMS = 200;
/**
 * The spec's sync debounce: signed-in changes are pushed this long after the last one
 * (docs/behaviour/cart.md#guest-and-signed-in-synchronisation, #limits).
 */
export const CART_SYNC_DEBOUNCE_MS = 800;

export const CART_MESSAGES = {
  productIdRequired: 'Product ID is required',
  productNotFound: 'Product not found',
  outOfStock: 'This product is out of stock',
  quantityInvalid: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  /** A line was lowered to what is in stock: "Only 3 left in stock; your cart now holds 3." */
  quantityCapped: (stock: number) => `Only ${stock} left in stock; your cart now holds ${stock}.`,
  /** A line was lowered to the per-line cap although more is in stock (quantityCapped would misstate the stock). */
  lineLimitReached: `You can buy at most ${MAX_LINE_QUANTITY} of one product; your cart now holds ${MAX_LINE_QUANTITY}.`,
  /** The notice of a line whose product the seller withdrew: it stays in the cart, checkout refuses it. */
  unavailable: 'This product is no longer available',
  notInCart: 'This product is not in your cart',
  cartFull: `A cart holds at most ${MAX_CART_LINES} different products`,
  added: 'Added to cart',
  updated: 'Quantity updated',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
  alreadyInWishlist: 'Product already in wishlist',
  notInWishlist: 'This product is not in your wishlist',
  wishlistFull: `A wishlist holds at most ${MAX_WISHLIST_ITEMS} products`,
  addedToWishlist: 'Added to wishlist',
  removedFromWishlist: 'Removed from wishlist',
  wishlistCleared: 'Wishlist cleared',
} as const;

export const cartProductIdSchema = z
  .string({ error: CART_MESSAGES.productIdRequired })
  .trim()
  .min(1, CART_MESSAGES.productIdRequired)
  .max(64, CART_MESSAGES.productNotFound);

export const cartQuantitySchema = z
  .number({ error: CART_MESSAGES.quantityInvalid })
  .int(CART_MESSAGES.quantityInvalid)
  .min(1, CART_MESSAGES.quantityInvalid)
  .max(MAX_LINE_QUANTITY, CART_MESSAGES.quantityInvalid);

export const productIdParamsSchema = z.object({ productId: cartProductIdSchema });

/** POST /api/users/cart: adding a product already in the cart adds to its quantity. */
export const cartAddRequestSchema = z.object({
  productId: cartProductIdSchema,
  quantity: cartQuantitySchema.default(1),
});
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>;

/** PUT /api/users/cart/{productId}: sets the quantity. */
export const cartUpdateRequestSchema = z.object({ quantity: cartQuantitySchema });

/** A product and quantity as the browser holds them; the unit of merges and sync pushes. */
export const cartItemInputSchema = z.object({ productId: cartProductIdSchema, quantity: cartQuantitySchema });
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

/** POST /api/users/cart/merge: the guest cart at login; quantities are summed per product, capped at stock. */
export const cartMergeRequestSchema = z.object({
  items: z.array(cartItemInputSchema).max(MAX_CART_LINES),
});

/** POST /api/users/wishlist and the wishlist merge at login. */
export const wishlistAddRequestSchema = z.object({ productId: cartProductIdSchema });
export const wishlistMergeRequestSchema = z.object({
  productIds: z.array(cartProductIdSchema).max(MAX_WISHLIST_ITEMS),
});

/** Why the server changed or flagged a line: shown to the shopper beside it. */
export const cartNoticeSchema = z.object({
  productId: z.string(),
  code: z.enum(['QUANTITY_CAPPED', 'OUT_OF_STOCK', 'UNAVAILABLE']),
  message: z.string(),
});
export type CartNotice = z.infer<typeof cartNoticeSchema>;

export const cartLineSchema = z.object({
  product: productSchema,
  quantity: z.number().int(),
  /** Rupees: selling price × quantity, summed in paise. */
  lineTotal: z.number(),
  /** False when the product is out of stock or withdrawn: the line stays, checkout refuses it. */
  available: z.boolean(),
  /** The most this line can hold now: min(stock, MAX_LINE_QUANTITY). */
  maxQuantity: z.number().int(),
  addedAt: z.string(),
});
export type CartLineView = z.infer<typeof cartLineSchema>;

/** Totals by @haat/domain/cart/cart (the cart rule: free delivery from 500, else 99), in rupees. */
export const cartTotalsSchema = z.object({
  /** Distinct lines: the header badge. */
  lineCount: z.number().int(),
  /** Sum of quantities: "Subtotal (n items)". */
  itemCount: z.number().int(),
  /** MRP × quantity over the lines. */
  mrpTotal: z.number(),
  subtotal: z.number(),
  /** What the shopper saves on MRP: mrpTotal − subtotal. */
  discount: z.number(),
  shipping: z.number(),
  remainingForFree: z.number(),
  total: z.number(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartResponseSchema = z.object({
  success: z.literal(true),
  cart: z.array(cartLineSchema),
  totals: cartTotalsSchema,
  notices: z.array(cartNoticeSchema),
  message: z.string().optional(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const wishlistEntrySchema = z.object({
  /** The product id: one entry per product. */
  _id: z.string(),
  product: productSchema,
  addedDate: z.string(),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

export const wishlistResponseSchema = z.object({
  success: z.literal(true),
  wishlist: z.array(wishlistEntrySchema),
  wishlistCount: z.number().int(),
  message: z.string().optional(),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
