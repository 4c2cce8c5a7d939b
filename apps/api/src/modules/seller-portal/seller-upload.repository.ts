// SQL of the CSV upload of listings (docs/behaviour/seller-portal.md#bulk-upload): who holds each SKU of a file.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';

/** The seller holding each of these SKUs, keyed by the SKU upper-cased (SKUs compare without case). */
export async function skuOwners(db: Db, upperSkus: readonly string[]): Promise<Map<string, string>> {
  if (upperSkus.length === 0) return new Map();
  const rows = await db
    .select({ sku: products.sku, sellerId: products.sellerId })
    .from(products)
    .where(inArray(sql`upper(${products.sku})`, [...upperSkus]));
  return new Map(rows.map((r) => [r.sku.toUpperCase(), r.sellerId]));
}
