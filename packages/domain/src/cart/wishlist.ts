// Wishlist items as the shell keeps them (docs/behaviour/wishlist.md#wishlist-rules): wrapped products, unique by
// product id.
import { productIdOf, type CartProduct } from './cart.ts';

export interface WishlistItem {
  _id: string;
  product: CartProduct;
  /** ISO time the product was saved: set locally at add time, or the server's (the wishlist page sorts by it). */
  addedDate?: string;
}

/** Anything an "add to wishlist" may receive: an item with its wrapper, or a bare product. */
export type WishlistInput = WishlistItem | CartProduct;

function isWrapped(input: WishlistInput): input is WishlistItem {
  return typeof (input as WishlistItem).product === 'object' && (input as WishlistItem).product !== null;
}

/**
 * Wraps a bare product; undefined when it has neither `_id` nor `id` (docs/behaviour/wishlist.md#wishlist-rules: such
 * a product is ignored).
 */
export function toWishlistItem(input: WishlistInput): WishlistItem | undefined {
  const product = isWrapped(input) ? input.product : input;
  const id = productIdOf(product);
  if (!id) return undefined;
  const item: WishlistItem = { _id: isWrapped(input) && input._id ? input._id : id, product };
  const addedDate = isWrapped(input) ? input.addedDate : undefined;
  if (typeof addedDate === 'string' && addedDate) item.addedDate = addedDate;
  return item;
}

/** The item with its save time: its own when it carries one, else `addedDate`. */
function stamped(item: WishlistItem, addedDate: string | undefined): WishlistItem {
  return item.addedDate || !addedDate ? item : { ...item, addedDate };
}

export function wishlistProductId(item: WishlistItem): string | undefined {
  return productIdOf(item.product);
}

export function isInWishlist(items: readonly WishlistItem[], productId: string): boolean {
  return items.some((item) => wishlistProductId(item) === productId);
}

/**
 * Adds once per product id; a duplicate or an id-less product leaves the list as it is. `addedDate` (the caller's
 * clock: this module reads none) stamps an item that does not carry its own.
 */
export function addWishlistItem(
  items: readonly WishlistItem[],
  input: WishlistInput,
  addedDate?: string,
): WishlistItem[] {
  const item = toWishlistItem(input);
  if (!item) return [...items];
  const id = wishlistProductId(item);
  if (!id || isInWishlist(items, id)) return [...items];
  return [...items, stamped(item, addedDate)];
}

export function removeWishlistItem(items: readonly WishlistItem[], productId: string): WishlistItem[] {
  return items.filter((item) => wishlistProductId(item) !== productId);
}

/** Adds when absent (stamped with `addedDate` as addWishlistItem does), removes when present. */
export function toggleWishlistItem(
  items: readonly WishlistItem[],
  input: WishlistInput,
  addedDate?: string,
): WishlistItem[] {
  const item = toWishlistItem(input);
  const id = item && wishlistProductId(item);
  if (!item || !id) return [...items];
  return isInWishlist(items, id) ? removeWishlistItem(items, id) : [...items, stamped(item, addedDate)];
}

/** A loaded list replaces the old one, keeping the first of any duplicates and dropping id-less entries. */
export function normaliseWishlist(inputs: readonly WishlistInput[]): WishlistItem[] {
  return inputs.reduce<WishlistItem[]>((items, input) => addWishlistItem(items, input), []);
}
