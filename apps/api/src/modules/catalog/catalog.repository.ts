// Reads the catalogue: the filtered, sorted listing and its facets, single products and category counts.
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { PRICE_BUCKETS, RATING_FACET_THRESHOLDS } from '@haat/domain/catalog/price-buckets';
import type { ProductOrderField } from '@haat/domain/catalog/products-query.schema';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { sellers } from '../../db/schema/sellers.ts';

/** A listing filter with categories resolved to ids and money in paise. */
export interface ProductFilter {
  category?: string;
  subcategory?: string;
  search?: string;
  tags?: string[];
  minPricePaise?: number;
  maxPricePaise?: number;
  brands?: string[];
  minRating?: number;
  createdSince?: Date;
  onSale?: boolean;
  inStock?: boolean;
  featured?: boolean;
  trending?: boolean;
  /** Each entry: one of `keys` of the specifications holds one of `values` (lower-case). */
  specifications?: { keys: readonly string[]; values: string[] }[];
}

/** The facet whose own filter a facet count leaves out. */
type FacetOmit = 'brand' | 'price' | 'rating' | 'inStock' | 'onSale';

export type ProductRow = typeof products.$inferSelect & {
  sellerName: string | null;
  sellerRating: string | null;
};

const lowerIn = (expr: SQL, values: string[]): SQL =>
  inArray(
    sql`lower(${expr})`,
    values.map((v) => v.toLowerCase()),
  );

/** discountPercent (product-pricing) is > 0 exactly when 200 × (mrp − selling) ≥ mrp: its round-half-up. */
const onSaleCondition = sql`200 * (${products.mrpPaise} - ${products.sellingPricePaise}) >= ${products.mrpPaise}`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(filter: ProductFilter, omit?: FacetOmit): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(products.isPublished, true)];
  if (filter.category) where.push(eq(products.category, filter.category));
  if (filter.subcategory) where.push(eq(products.subcategory, filter.subcategory));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    where.push(
      or(ilike(products.name, pattern), ilike(products.brand, pattern), ilike(products.description, pattern)),
    );
  }
  if (filter.tags?.length) {
    const tags = filter.tags.map((t) => t.toLowerCase());
    where.push(
      sql`exists (select 1 from unnest(${products.tags}) as tag where ${inArray(sql`lower(tag)`, tags)})`,
    );
  }
  if (omit !== 'price' && filter.minPricePaise !== undefined)
    where.push(gte(products.pricePaise, filter.minPricePaise));
  if (omit !== 'price' && filter.maxPricePaise !== undefined)
    where.push(lte(products.pricePaise, filter.maxPricePaise));
  if (omit !== 'brand' && filter.brands?.length) where.push(lowerIn(sql`${products.brand}`, filter.brands));
  if (omit !== 'rating' && filter.minRating !== undefined)
    where.push(gte(products.ratingsAverage, String(filter.minRating)));
  if (filter.createdSince) where.push(gte(products.createdAt, filter.createdSince));
  if (omit !== 'onSale' && filter.onSale) where.push(onSaleCondition);
  if (omit !== 'inStock' && filter.inStock) where.push(sql`${products.stock} > 0`);
  if (filter.featured) where.push(eq(products.isFeatured, true));
  if (filter.trending) where.push(eq(products.trending, true));
  for (const spec of filter.specifications ?? []) {
    where.push(
      or(...spec.keys.map((key) => lowerIn(sql`${products.specifications} ->> ${key}`, spec.values))),
    );
  }
  return and(...where);
}

const ORDER_COLUMNS = {
  createdAt: products.createdAt,
  price: products.pricePaise,
  rating: products.ratingsAverage,
  // Whole percent off MRP, as discountPercent computes it.
  discount: sql`(${products.mrpPaise} - ${products.sellingPricePaise}) * 100 / ${products.mrpPaise}`,
  name: products.name,
  popularity: products.popularity,
} as const;

const rowColumns = { product: products, sellerName: sellers.displayName, sellerRating: sellers.rating };

function flatten(
  rows: { product: typeof products.$inferSelect; sellerName: string | null; sellerRating: string | null }[],
): ProductRow[] {
  return rows.map(({ product, sellerName, sellerRating }) => ({ ...product, sellerName, sellerRating }));
}

export async function listProducts(
  db: Db,
  filter: ProductFilter,
  ordering: { field: ProductOrderField; order: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = conditions(filter);
  const direction = ordering.order === 'asc' ? asc : desc;
  const [countRow] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const rows = await db
    .select(rowColumns)
    .from(products)
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(where)
    // The id breaks ties so that pages never overlap or skip a product.
    .orderBy(direction(ORDER_COLUMNS[ordering.field]), asc(products.id))
    .offset(page.offset)
    .limit(page.limit);
  return { rows: flatten(rows), total: countRow?.count ?? 0 };
}

export interface FacetCounts {
  brands: { value: string; count: number }[];
  priceBuckets: number[];
  ratings: number[];
  inStock: number;
  onSale: number;
}

const BRAND_FACET_SIZE = 30;

/** Facet counts for the filter, each leaving out its own facet's filter so the shopper sees alternatives. */
export async function productFacets(db: Db, filter: ProductFilter): Promise<FacetCounts> {
  const count = sql<number>`count(*)::int`;
  const brands = await db
    .select({ value: products.brand, count })
    .from(products)
    .where(conditions(filter, 'brand'))
    .groupBy(products.brand)
    .orderBy(desc(count), asc(products.brand))
    .limit(BRAND_FACET_SIZE);
  const bucketColumns = PRICE_BUCKETS.map((b) => {
    const min = b.min * 100;
    return b.max === null
      ? sql<number>`(count(*) filter (where ${products.pricePaise} >= ${min}))::int`
      : sql<number>`(count(*) filter (where ${products.pricePaise} >= ${min} and ${products.pricePaise} < ${b.max * 100}))::int`;
  });
  const [priceRow] = await db
    .select(Object.fromEntries(bucketColumns.map((c, i) => [`b${i}`, c])))
    .from(products)
    .where(conditions(filter, 'price'));
  const ratingColumns = RATING_FACET_THRESHOLDS.map(
    (r) => sql<number>`(count(*) filter (where ${products.ratingsAverage} >= ${String(r)}))::int`,
  );
  const [ratingRow] = await db
    .select(Object.fromEntries(ratingColumns.map((c, i) => [`r${i}`, c])))
    .from(products)
    .where(conditions(filter, 'rating'));
  const [stockRow] = await db
    .select({ count: sql<number>`(count(*) filter (where ${products.stock} > 0))::int` })
    .from(products)
    .where(conditions(filter, 'inStock'));
  const [saleRow] = await db
    .select({ count: sql<number>`(count(*) filter (where ${onSaleCondition}))::int` })
    .from(products)
    .where(conditions(filter, 'onSale'));
  return {
    brands,
    priceBuckets: bucketColumns.map((_, i) => Number(priceRow?.[`b${i}`] ?? 0)),
    ratings: ratingColumns.map((_, i) => Number(ratingRow?.[`r${i}`] ?? 0)),
    inStock: stockRow?.count ?? 0,
    onSale: saleRow?.count ?? 0,
  };
}

export async function findPublishedProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const rows = await db
    .select(rowColumns)
    .from(products)
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, id), eq(products.isPublished, true)))
    .limit(1);
  return flatten(rows)[0];
}

/** Same category, the same subcategory first, newest first; never the product itself. */
export async function findRelatedProducts(db: Db, product: ProductRow, limit: number): Promise<ProductRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(products)
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(
        eq(products.isPublished, true),
        eq(products.category, product.category),
        ne(products.id, product.id),
      ),
    )
    .orderBy(
      desc(sql`(${products.subcategory} = ${product.subcategory})`),
      desc(products.createdAt),
      asc(products.id),
    )
    .limit(limit);
  return flatten(rows);
}

export async function findNewestProducts(
  db: Db,
  { featuredOnly, limit }: { featuredOnly: boolean; limit: number },
): Promise<ProductRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(products)
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.isPublished, true), featuredOnly ? eq(products.isFeatured, true) : undefined))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(limit);
  return flatten(rows);
}

/** Published products per category and subcategory, in one grouped query. */
export async function countByCategory(
  db: Db,
): Promise<{ category: string; subcategory: string; count: number }[]> {
  return db
    .select({
      category: products.category,
      subcategory: products.subcategory,
      count: sql<number>`count(*)::int`,
    })
    .from(products)
    .where(eq(products.isPublished, true))
    .groupBy(products.category, products.subcategory);
}
