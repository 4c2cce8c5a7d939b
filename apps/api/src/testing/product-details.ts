// Listings answer what a card shows (docs/behaviour/catalogue.md#lean-listings); a test that judges a search result by
// its description or specifications reads them from the database, as the product page would show them.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/products.ts';

export interface ProductDetails {
  description: string;
  specifications: Record<string, string>;
}

/** Each listed product with its description and specifications. */
export async function withDetails<T extends { id: string }>(
  db: Db,
  listed: T[],
): Promise<(T & ProductDetails)[]> {
  if (listed.length === 0) return [];
  const rows = await db
    .select({ id: products.id, description: products.description, specifications: products.specifications })
    .from(products)
    .where(
      inArray(
        products.id,
        listed.map((p) => p.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return listed.map((p) => {
    const row = byId.get(p.id);
    if (!row) throw new Error(`no product ${p.id}`);
    return {
      ...p,
      description: row.description,
      specifications: row.specifications as Record<string, string>,
    };
  });
}
