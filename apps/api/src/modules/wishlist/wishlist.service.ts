// Wishlist use cases (docs/behaviour/wishlist.md#wishlist-rules, #wishlist-page, issue 6): one entry per product,
// published products only, at most MAX_WISHLIST_ITEMS; every answer is the whole list, newest first.
import { CART_MESSAGES as M, type WishlistResponse } from '@haat/domain/cart/cart-api.schema';
import { unionWishlist } from '@haat/domain/cart/cart-sync';
import type { Db } from '../../db/client.ts';
import { toProduct } from '../catalog/catalog.service.ts';
import { cartErrors } from '../cart/cart.errors.ts';
import { findProductStock, lockShopper } from '../cart/cart.repository.ts';
import { deleteAllEntries, deleteEntry, hasEntry, insertEntry, listEntries } from './wishlist.repository.ts';

export interface WishlistDeps {
  db: Db;
}

export async function loadWishlist(db: Db, userId: string, message?: string): Promise<WishlistResponse> {
  const rows = await listEntries(db, userId);
  const wishlist = rows.map(({ product, createdAt }) => ({
    _id: product.id,
    product: toProduct(product),
    addedDate: createdAt.toISOString(),
  }));
  const response: WishlistResponse = { success: true, wishlist, wishlistCount: wishlist.length };
  return message === undefined ? response : { ...response, message };
}

export async function addToWishlist(
  { db }: WishlistDeps,
  userId: string,
  productId: string,
): Promise<WishlistResponse> {
  await db.transaction(async (tx) => {
    // Serialised per shopper so that the size limit is exact.
    await lockShopper(tx, userId);
    if (await insertEntry(tx, userId, productId)) return;
    const [product] = await findProductStock(tx, [productId]);
    if (!product?.isPublished) throw cartErrors.productNotFound();
    if (await hasEntry(tx, userId, productId)) throw cartErrors.alreadyInWishlist();
    throw cartErrors.wishlistFull();
  });
  return loadWishlist(db, userId, M.addedToWishlist);
}

export async function removeFromWishlist(
  { db }: WishlistDeps,
  userId: string,
  productId: string,
): Promise<WishlistResponse> {
  if (!(await deleteEntry(db, userId, productId))) throw cartErrors.notInWishlist();
  return loadWishlist(db, userId, M.removedFromWishlist);
}

export async function clearWishlist({ db }: WishlistDeps, userId: string): Promise<WishlistResponse> {
  await deleteAllEntries(db, userId);
  return loadWishlist(db, userId, M.wishlistCleared);
}

/**
 * The guest wishlist at sign-in: the union with the account's, in one transaction. Unknown and withdrawn products
 * are skipped; past MAX_WISHLIST_ITEMS the rest is dropped and the answer says so.
 */
export async function mergeWishlist(
  { db }: WishlistDeps,
  userId: string,
  productIds: string[],
): Promise<WishlistResponse> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    let full = false;
    for (const productId of unionWishlist([], productIds)) {
      if (await insertEntry(tx, userId, productId)) continue;
      // Not written: unknown, withdrawn, already there, or the list is full.
      const [product] = await findProductStock(tx, [productId]);
      if (product?.isPublished && !(await hasEntry(tx, userId, productId))) full = true;
    }
    return loadWishlist(tx, userId, full ? M.wishlistFull : undefined);
  });
}
