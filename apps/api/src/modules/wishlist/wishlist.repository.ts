// The signed-in wishlist in SQL: one row per shopper and product; adds are conditional inserts that check the
// product and the list's size in the same statement.
import { and, desc, eq, sql } from 'drizzle-orm';
import { MAX_WISHLIST_ITEMS } from '@haat/domain/cart/cart-api.schema';
import type { Db } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/products.ts';
import { productColumns } from '../catalog/catalog.repository.ts';
import { sellers } from '../../db/schema/sellers.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';
import { rowsOf } from '../catalog/sql-rows.ts';

export interface WishlistRow {
  createdAt: Date;
  product: ProductRow;
}

/**
 * Adds a published product unless it is already there or the list is full; true when a row was written.
 * clock_timestamp() orders the entries of one merge transaction as they were sent.
 */
export async function insertEntry(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await rowsOf<{ productId: string }>(
    db,
    sql`
      insert into wishlist_items (user_id, product_id, created_at)
      select ${userId}::uuid, p.id, clock_timestamp() from products p
      where p.id = ${productId} and p.is_published
        and (select count(*) from wishlist_items where user_id = ${userId}::uuid) < ${MAX_WISHLIST_ITEMS}
      on conflict (user_id, product_id) do nothing
      returning product_id as "productId"`,
  );
  return rows.length > 0;
}

export async function hasEntry(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return rows.length > 0;
}

/** Newest first, each with its product (withdrawn ones too: the product says isPublished false). */
export async function listEntries(db: Db, userId: string): Promise<WishlistRow[]> {
  const rows = await db
    .select({
      createdAt: wishlistItems.createdAt,
      product: productColumns,
      sellerName: sellers.displayName,
      sellerRating: sellers.rating,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map(({ createdAt, product, sellerName, sellerRating }) => ({
    createdAt,
    product: { ...product, sellerName, sellerRating },
  }));
}

export async function deleteEntry(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return rows.length > 0;
}

export async function deleteAllEntries(db: Db, userId: string): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}
