// What a wishlist page item states, as pure rules: stock, seller, review count and the save date, read only when
// the product carries them (a signed-in item carries the server's product; a guest's only what the shell kept).
import type { CartProduct } from '@haat/domain/cart/cart';
import type { WishlistItem } from '@haat/domain/cart/wishlist';

interface ProductExtras {
  stock?: unknown;
  seller?: { name?: unknown } | null;
  ratings?: { average?: number; count?: unknown };
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** 'in' or 'out' when the stock is known; undefined otherwise (nothing is claimed). */
export function stockState(product: CartProduct): 'in' | 'out' | undefined {
  const stock = finite((product as ProductExtras).stock);
  if (stock === undefined) return undefined;
  return stock > 0 ? 'in' : 'out';
}

export function sellerName(product: CartProduct): string | undefined {
  const name = (product as ProductExtras).seller?.name;
  return typeof name === 'string' && name.trim() ? name.trim() : undefined;
}

export function reviewCount(product: CartProduct): number | undefined {
  const count = finite((product as ProductExtras).ratings?.count);
  return count !== undefined && count >= 0 ? Math.floor(count) : undefined;
}

function savedAt(item: WishlistItem): number {
  const time = item.addedDate ? Date.parse(item.addedDate) : NaN;
  return Number.isFinite(time) ? time : 0;
}

/** Newest saves first; items without a date keep their order after the dated ones. */
export function newestFirst(items: readonly WishlistItem[]): WishlistItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => savedAt(b.item) - savedAt(a.item) || a.index - b.index)
    .map(({ item }) => item);
}
