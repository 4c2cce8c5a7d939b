// The signed-in cart in SQL: each write is one conditional statement that reads the stock it caps at, so
// concurrent adds neither lose units nor pass the stock (issue 6). No rules beyond what the statements must hold.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@haat/domain/cart/cart-api.schema';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/products.ts';
import { productColumns } from '../catalog/catalog.repository.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { users } from '../../db/schema/users.ts';
import type { ProductRow } from '../catalog/catalog.repository.ts';
import { rowsOf } from '../catalog/sql-rows.ts';

export interface CartRow {
  quantity: number;
  createdAt: Date;
  product: ProductRow;
}

export interface ProductStockRow {
  id: string;
  stock: number;
  isPublished: boolean;
}

/**
 * Serialises the cart and wishlist writes of one shopper until the transaction ends, so the line count a
 * limit checks and the quantity a line held before are exact. NO KEY UPDATE leaves foreign-key checks alone.
 */
export async function lockShopper(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Products by id whatever their state, for telling "unknown" from "withdrawn" from "out of stock". */
export async function findProductStock(db: Db, ids: string[]): Promise<ProductStockRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, stock: products.stock, isPublished: products.isPublished })
    .from(products)
    .where(inArray(products.id, ids));
}

export interface AddedLine {
  quantity: number;
  /** What the line held before this statement; 0 for a new line. */
  previous: number;
  stock: number;
}

/**
 * Adds `quantity` units: a new line, or the existing line's quantity + quantity, either way at most
 * least(stock, MAX_LINE_QUANTITY) read in the same statement. Undefined when the product is unknown, withdrawn or
 * out of stock, or when a new line would pass MAX_CART_LINES.
 */
export async function addToLine(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
): Promise<AddedLine | undefined> {
  const [row] = await rowsOf<{ quantity: number; previous: number; stock: number }>(
    db,
    sql`
      with product as (
        select id, stock, least(stock, ${MAX_LINE_QUANTITY}::int) as line_limit from products
        where id = ${productId} and is_published and stock > 0
      ),
      previous as (
        select quantity from cart_items where user_id = ${userId}::uuid and product_id = ${productId}
      ),
      written as (
        insert into cart_items (user_id, product_id, quantity, created_at, updated_at)
        select ${userId}::uuid, product.id, least(${quantity}::int, product.line_limit), clock_timestamp(), clock_timestamp()
        from product
        where exists (select 1 from previous)
          or (select count(*) from cart_items where user_id = ${userId}::uuid) < ${MAX_CART_LINES}
        on conflict (user_id, product_id) do update
          set quantity = least(
                cart_items.quantity + excluded.quantity,
                (select least(p.stock, ${MAX_LINE_QUANTITY}::int) from products p where p.id = excluded.product_id)
              ),
              updated_at = clock_timestamp()
        returning quantity
      )
      select written.quantity::int as quantity,
        coalesce((select quantity from previous), 0)::int as previous,
        (select stock from product)::int as stock
      from written`,
  );
  return row;
}

/** Sets a line's quantity, at most least(stock, MAX_LINE_QUANTITY); undefined when there is no such line or the
 * product cannot be bought now (the caller tells which). */
export async function setLineQuantity(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
): Promise<{ quantity: number; stock: number } | undefined> {
  const [row] = await rowsOf<{ quantity: number; stock: number }>(
    db,
    sql`
      update cart_items ci
      set quantity = least(${quantity}::int, p.stock, ${MAX_LINE_QUANTITY}::int), updated_at = clock_timestamp()
      from products p
      where ci.user_id = ${userId}::uuid and ci.product_id = ${productId}
        and p.id = ci.product_id and p.is_published and p.stock > 0
      returning ci.quantity::int as quantity, p.stock::int as stock`,
  );
  return row;
}

/** Lowers every line above what its product now has in stock; answers the lines it lowered. */
export async function lowerLinesAboveStock(
  db: Db,
  userId: string,
): Promise<{ productId: string; quantity: number; stock: number }[]> {
  return rowsOf(
    db,
    sql`
      update cart_items ci
      set quantity = least(p.stock, ${MAX_LINE_QUANTITY}::int), updated_at = clock_timestamp()
      from products p
      where ci.user_id = ${userId}::uuid and p.id = ci.product_id and p.is_published and p.stock > 0
        and ci.quantity > least(p.stock, ${MAX_LINE_QUANTITY}::int)
      returning ci.product_id as "productId", ci.quantity::int as quantity, p.stock::int as stock`,
  );
}

export async function hasLine(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return rows.length > 0;
}

/** The cart in the order its lines were added (the order a guest cart appends them in), with each product. */
export async function listLines(db: Db, userId: string): Promise<CartRow[]> {
  const rows = await db
    .select({
      quantity: cartItems.quantity,
      createdAt: cartItems.createdAt,
      product: productColumns,
      sellerName: sellers.displayName,
      sellerRating: sellers.rating,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
  return rows.map(({ quantity, createdAt, product, sellerName, sellerRating }) => ({
    quantity,
    createdAt,
    product: { ...product, sellerName, sellerRating },
  }));
}

export async function deleteLine(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  return rows.length > 0;
}

export async function deleteAllLines(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
