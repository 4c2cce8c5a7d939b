// Reads for the SEO heads and sitemaps: only the columns they print, published products only.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';

export interface ProductHeadRow {
  id: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  subcategory: string;
  subSubcategory: string | null;
  sku: string;
  images: { url: string; alt: string }[];
  sellingPricePaise: number;
  stock: number;
  ratingsAverage: string;
  ratingsCount: number;
  condition: 'new' | 'refurbished' | 'open-box';
}

/** One primary-key read. */
export async function findProductForHead(db: Db, id: string): Promise<ProductHeadRow | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      brand: products.brand,
      category: products.category,
      subcategory: products.subcategory,
      subSubcategory: products.subSubcategory,
      sku: products.sku,
      images: products.images,
      sellingPricePaise: products.sellingPricePaise,
      stock: products.stock,
      ratingsAverage: products.ratingsAverage,
      ratingsCount: products.ratingsCount,
      condition: products.condition,
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isPublished, true)))
    .limit(1);
  return row;
}

export async function countPublishedProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.isPublished, true));
  return row?.n ?? 0;
}

/** One sitemap's worth of published products in id order (a stable split into files). */
export async function listPublishedProductStamps(
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isPublished, true))
    .orderBy(asc(products.id))
    .offset(page.offset)
    .limit(page.limit);
}
