// Reads the few product facts the artwork needs.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import type { ArtworkFacts } from './product-artwork.ts';

export async function findArtworkFacts(db: Db, productId: string): Promise<ArtworkFacts | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      brand: products.brand,
      category: products.category,
      subcategory: products.subcategory,
      subSubcategory: products.subSubcategory,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}
