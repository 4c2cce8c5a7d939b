// Drizzle queries of the checkout quote: the products of a quoted cart, the sellers of its lines and the buyer's
// contact details.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { users } from '../../db/schema/users.ts';
import { productColumns, type ProductRow } from '../catalog/catalog.repository.ts';

export async function findBuyerContact(
  db: Db,
  userId: string,
): Promise<{ email: string; phone: string } | undefined> {
  const [contact] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return contact;
}

export interface CheckoutSellerRow {
  id: string;
  name: string;
}

export async function listCheckoutSellers(db: Db, sellerIds: string[]): Promise<CheckoutSellerRow[]> {
  if (sellerIds.length === 0) return [];
  return db
    .select({ id: sellers.id, name: sellers.displayName })
    .from(sellers)
    .where(inArray(sellers.id, sellerIds));
}

/** The products a quote prices, published or not (a withdrawn one is named in the quote, not priced). */
export async function findQuoteProducts(db: Db, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ product: productColumns, sellerName: sellers.displayName, sellerRating: sellers.rating })
    .from(products)
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(inArray(products.id, ids));
  return rows.map(({ product, sellerName, sellerRating }) => ({ ...product, sellerName, sellerRating }));
}
