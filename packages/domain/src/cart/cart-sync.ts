// Guest and signed-in synchronisation (docs/behaviour/cart.md#guest-and-signed-in-synchronisation): merging the guest
// copy into the account at login, capping at stock, and the pushes that bring the server in line with the browser
// after a change. Pure: both sides use it.
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartItemInput } from './cart-api.schema.ts';

/** The most a line may hold for a product with this stock (unknown stock: the line cap alone). */
export function lineLimit(stock: number | undefined): number {
  if (stock === undefined || !Number.isFinite(stock)) return MAX_LINE_QUANTITY;
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, Math.floor(stock)));
}

/** A requested quantity held to the stock and the line cap; `capped` when it had to be lowered. */
export function capQuantity(
  requested: number,
  stock: number | undefined,
): { quantity: number; capped: boolean } {
  const limit = lineLimit(stock);
  const wanted = Number.isFinite(requested) ? Math.max(1, Math.floor(requested)) : 1;
  return wanted > limit ? { quantity: limit, capped: true } : { quantity: wanted, capped: false };
}

/**
 * The account's cart and the guest's cart as one: quantities summed per product (server lines first, in their
 * order, then guest-only lines), before capping at stock, and at most MAX_CART_LINES lines.
 */
export function mergeCartItems(
  server: readonly CartItemInput[],
  guest: readonly CartItemInput[],
): CartItemInput[] {
  const merged = new Map<string, number>();
  for (const item of [...server, ...guest]) {
    if (!item.productId || !Number.isFinite(item.quantity) || item.quantity < 1) continue;
    merged.set(item.productId, (merged.get(item.productId) ?? 0) + Math.floor(item.quantity));
  }
  return [...merged]
    .slice(0, MAX_CART_LINES)
    .map(([productId, quantity]) => ({ productId, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }));
}

/** Wishlists at login: the union, account items first, without duplicates. */
export function unionWishlist(server: readonly string[], guest: readonly string[]): string[] {
  return [...new Set([...server, ...guest].filter(Boolean))];
}

export interface CartPushPlan {
  /** New products (POST) and changed quantities (PUT) — the quantity is the line's new total. */
  upserts: { productId: string; quantity: number; isNew: boolean }[];
  /** Products to DELETE. */
  removals: string[];
}

/**
 * What to send so the server holds `current`, given what it held at the last sync
 * (docs/behaviour/cart.md#cart-lines).
 */
export function planCartPush(
  lastSynced: readonly CartItemInput[],
  current: readonly CartItemInput[],
): CartPushPlan {
  const before = new Map(lastSynced.map((item) => [item.productId, item.quantity]));
  const now = new Map(current.map((item) => [item.productId, item.quantity]));
  const upserts: CartPushPlan['upserts'] = [];
  for (const [productId, quantity] of now) {
    const previous = before.get(productId);
    if (previous !== quantity) upserts.push({ productId, quantity, isNew: previous === undefined });
  }
  const removals = [...before.keys()].filter((productId) => !now.has(productId));
  return { upserts, removals };
}

/** Wishlist adds and removes that bring the server from `lastSynced` to `current`. */
export function planWishlistPush(
  lastSynced: readonly string[],
  current: readonly string[],
): { adds: string[]; removals: string[] } {
  const before = new Set(lastSynced);
  const now = new Set(current);
  return {
    adds: [...now].filter((id) => !before.has(id)),
    removals: [...before].filter((id) => !now.has(id)),
  };
}
