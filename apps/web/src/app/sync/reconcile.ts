// Folding a server answer into what the shopper sees (docs/behaviour/auth.md#session): the server's answer wins for
// lines the shopper did not touch while the request was out; lines touched meanwhile stay as the shopper left them
// (the next push sends them). Three inputs: the store now, the store when the request left (snapshot), the server's
// answer.
import { productIdOf, type CartLine } from '@haat/domain/cart/cart';
import type { CartItemInput } from '@haat/domain/cart/cart-api.schema';
import { wishlistProductId, type WishlistItem } from '@haat/domain/cart/wishlist';

/** The lines as the API's unit: product id and quantity, id-less lines left out. */
export function toCartInputs(lines: readonly CartLine[]): CartItemInput[] {
  return lines.flatMap((line) => {
    const productId = productIdOf(line.product);
    return productId ? [{ productId, quantity: line.quantity }] : [];
  });
}

export function toWishlistIds(items: readonly WishlistItem[]): string[] {
  return items.flatMap((item) => {
    const id = wishlistProductId(item);
    return id ? [id] : [];
  });
}

/**
 * The cart to show after a server answer. Server order first: an untouched line takes the server's (capped
 * quantity, fresh product); a line changed meanwhile keeps the shopper's; a line the shopper removed meanwhile
 * stays removed; a line only the server knows is added. Then lines added meanwhile, in the shopper's order.
 * A line the server dropped (not in its answer) that the shopper did not touch goes.
 */
export function reconcileCart(
  current: readonly CartLine[],
  snapshot: readonly CartItemInput[],
  server: readonly CartLine[],
): CartLine[] {
  const sent = new Map(snapshot.map((item) => [item.productId, item.quantity]));
  const now = new Map<string, CartLine>();
  for (const line of current) {
    const id = productIdOf(line.product);
    if (id) now.set(id, line);
  }
  const untouched = (id: string) => sent.has(id) && now.get(id)?.quantity === sent.get(id);
  const result: CartLine[] = [];
  const seen = new Set<string>();
  for (const line of server) {
    const id = productIdOf(line.product);
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const mine = now.get(id);
    if (mine) result.push(untouched(id) ? line : mine);
    else if (!sent.has(id)) result.push(line);
  }
  for (const [id, line] of now) {
    if (!seen.has(id) && !untouched(id)) result.push(line);
  }
  return result;
}

/**
 * The wishlist to show after a server answer: the server's items (with its addedDate) in its order, except those
 * the shopper removed meanwhile; then items the shopper added meanwhile. An item the server no longer holds that
 * the shopper had when the request left goes.
 */
export function reconcileWishlist(
  current: readonly WishlistItem[],
  snapshot: readonly string[],
  server: readonly WishlistItem[],
): WishlistItem[] {
  const sent = new Set(snapshot);
  const now = new Map<string, WishlistItem>();
  for (const item of current) {
    const id = wishlistProductId(item);
    if (id) now.set(id, item);
  }
  const result: WishlistItem[] = [];
  const seen = new Set<string>();
  for (const item of server) {
    const id = wishlistProductId(item);
    if (!id || seen.has(id)) continue;
    seen.add(id);
    if (now.has(id) || !sent.has(id)) result.push(item);
  }
  for (const [id, item] of now) {
    if (!seen.has(id) && !sent.has(id)) result.push(item);
  }
  return result;
}
