// Reads the few product facts the artwork needs.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import type { ArtworkFacts } from './product-artwork.ts';

export interface ArtworkRow extends ArtworkFacts {
  /** How many pictures the product's gallery lists (its images column). */
  imageCount: number;
}

export async function findArtworkFacts(db: Db, productId: string): Promise<ArtworkRow | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      category: products.category,
      subcategory: products.subcategory,
      subSubcategory: products.subSubcategory,
      variantName: products.variantName,
      variantOptions: products.variantOptions,
      specifications: products.specifications,
      images: products.images,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) return undefined;
  const { images, ...facts } = row;
  return { ...facts, imageCount: images.length };
}
