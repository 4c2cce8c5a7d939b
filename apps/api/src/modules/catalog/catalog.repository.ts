// Reads the catalogue: the filtered, sorted listing and its facets, single products and category counts.
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { CARD_BULLET_POINTS } from '@haat/domain/catalog/product.schema';
import type { ProductOrderField } from '@haat/domain/catalog/products-query.schema';
import type { SearchPlan } from '@haat/domain/search/search-plan';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { products } from '../../db/schema/products.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { relevanceScore, searchMatch } from './search/search.sql.ts';
import { rowsOf } from './sql-rows.ts';
import { inDealSet, inTrendingSet, type DealSet } from './trending.sql.ts';

/** A listing filter with categories resolved to ids and money in paise. */
export interface ProductFilter {
  category?: string;
  subcategory?: string;
  subSubcategory?: string;
  /** A search as query understanding read it (modules/catalog/search): what every match holds and what ranks them. */
  search?: SearchPlan;
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
  /** In the trending set of the last this many days (category=trending, trending.sql.ts). */
  trendingDays?: number;
  /** In one of the deal sets (category=trending/deals/*, trending.sql.ts). */
  dealSet?: DealSet;
  freeShipping?: boolean;
  /** Any of these categories (the trending page's category checkboxes); ANDed with `category`. */
  categories?: string[];
  /** Each entry: one of `keys` of the specifications holds one of `values` (lower-case). */
  specifications?: SpecificationFilter[];
  /**
   * Only the listings whose sample slot is below this (of SAMPLE_SLOTS): the fixed sample a large listing's facet
   * counts are drawn from (catalog.facets, docs/behaviour/catalogue.md#approximate-counts). Never set for a page.
   */
  sampleBelow?: number;
}

export interface SpecificationFilter {
  /** The query key (colors, ram, …), so its own facet can leave this filter out. */
  name: string;
  keys: readonly string[];
  values: string[];
}

/**
 * The facet whose own filter a facet count leaves out, so the shopper sees the alternatives: a named
 * filter, 'category' (the item on an item page, else the subcategory) or `spec:<name>`.
 */
export type FacetOmit =
  'brand' | 'price' | 'rating' | 'inStock' | 'onSale' | 'freeShipping' | 'category' | `spec:${string}`;

/** Every column but the search documents, which only search SQL reads (the full one is the largest column). */
const {
  searchDocument: _document,
  searchTitle: _title,
  sampleSlot: _sampleSlot,
  ...columnsToRead
} = getTableColumns(products);
export const productColumns = columnsToRead;

export type ProductRow = Omit<
  typeof products.$inferSelect,
  'searchDocument' | 'searchTitle' | 'sampleSlot'
> & {
  sellerName: string | null;
  sellerRating: string | null;
};

const lowerIn = (expr: SQL, values: string[]): SQL =>
  inArray(
    sql`lower(${expr})`,
    values.map((v) => v.toLowerCase()),
  );

/**
 * discountPercent (product-pricing) is > 0 exactly when 200 × (mrp − selling) ≥ mrp: its round-half-up. In
 * bigint: 200 × a discount above ₹1,07,374 overflows PostgreSQL's integer.
 */
export const onSaleCondition = sql`200::bigint * (${products.mrpPaise} - ${products.sellingPricePaise}) >= ${products.mrpPaise}`;

export function conditions(filter: ProductFilter, omit?: FacetOmit): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(products.isPublished, true)];
  if (filter.category) where.push(eq(products.category, filter.category));
  // The category facet offers the alternatives to the deepest level of the path asked for (catalog.facets
  // categoryFacetColumn), so it leaves out that level: the item on an item page, else the subcategory.
  const itemPage = filter.subSubcategory !== undefined;
  if (filter.subcategory && (omit !== 'category' || itemPage))
    where.push(eq(products.subcategory, filter.subcategory));
  if (filter.subSubcategory && omit !== 'category')
    where.push(eq(products.subSubcategory, filter.subSubcategory));
  if (filter.categories) where.push(inArray(products.category, filter.categories));
  if (filter.search !== undefined) where.push(searchMatch(filter.search));
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
  if (filter.trendingDays !== undefined) where.push(inTrendingSet(filter.trendingDays));
  if (filter.dealSet) where.push(inDealSet(filter.dealSet));
  if (omit !== 'freeShipping' && filter.freeShipping) where.push(eq(products.freeShipping, true));
  for (const spec of filter.specifications ?? []) {
    if (omit === `spec:${spec.name}`) continue;
    where.push(
      or(...spec.keys.map((key) => lowerIn(sql`${products.specifications} ->> ${key}`, spec.values))),
    );
  }
  if (filter.sampleBelow !== undefined) where.push(sql`${products.sampleSlot} < ${filter.sampleBelow}`);
  return and(...where);
}

/**
 * Whole percent off MRP exactly as discountPercent rounds it (half up), so the order matches the discount
 * shown; in bigint like onSaleCondition. Migration 0006 indexes this very expression.
 */
export const discountExpression = sql`((200::bigint * (${products.mrpPaise} - ${products.sellingPricePaise}) + ${products.mrpPaise}) / (2::bigint * ${products.mrpPaise}))`;

export const ORDER_COLUMNS = {
  createdAt: products.createdAt,
  price: products.pricePaise,
  // Bayesian (rating-score): one 5★ rating does not outrank thousands of 4.7★.
  rating: products.ratingScore,
  discount: discountExpression,
  name: products.name,
  popularity: products.popularity,
} as const;

const rowColumns = { product: productColumns, sellerName: sellers.displayName, sellerRating: sellers.rating };

/**
 * What a listing card shows (catalog.service toProductCard), with what its group and one-per-model need: a list
 * page never reads the description, specifications, bullet points past the card's or the other product-page
 * fields, whose bytes (often stored out of line) it would fetch, parse and drop.
 */
const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  brand: products.brand,
  category: products.category,
  subcategory: products.subcategory,
  subSubcategory: products.subSubcategory,
  tags: products.tags,
  images: products.images,
  pricePaise: products.pricePaise,
  sellingPricePaise: products.sellingPricePaise,
  mrpPaise: products.mrpPaise,
  gstPercentage: products.gstPercentage,
  stock: products.stock,
  bulletPoints: sql<string[]>`${products.bulletPoints}[1:${sql.raw(String(CARD_BULLET_POINTS))}]`,
  ratingsAverage: products.ratingsAverage,
  ratingsCount: products.ratingsCount,
  isFeatured: products.isFeatured,
  trending: products.trending,
  sellerId: products.sellerId,
  condition: products.condition,
  minimumOrderQuantity: products.minimumOrderQuantity,
  shippingWeightGrams: products.shippingWeightGrams,
  shippingDimensions: products.shippingDimensions,
  availableRegions: products.availableRegions,
  freeShipping: products.freeShipping,
  shippingPricePaise: products.shippingPricePaise,
  variantName: products.variantName,
  variantOptions: products.variantOptions,
  variantGroup: products.variantGroup,
  groupKey: products.groupKey,
  createdAt: products.createdAt,
  sellerName: sellers.displayName,
  sellerRating: sellers.rating,
};

/** A listing card's row (cardColumns). */
export type CardRow = Pick<ProductRow, keyof typeof cardColumns>;

function flatten(
  rows: {
    product: Omit<ProductRow, 'sellerName' | 'sellerRating'>;
    sellerName: string | null;
    sellerRating: string | null;
  }[],
): ProductRow[] {
  return rows.map(({ product, sellerName, sellerRating }) => ({ ...product, sellerName, sellerRating }));
}

/** A listing order: a column, or relevance to the filter's text query (search.sql relevanceScore). */
export type ListingOrder =
  { field: ProductOrderField; order: 'asc' | 'desc' } | { field: 'relevance'; order: 'desc' };

function orderExpression(filter: ProductFilter, ordering: ListingOrder): SQL {
  if (ordering.field === 'relevance') {
    // Without a text query every product is equally relevant: newest first, the listing's default.
    return filter.search === undefined ? desc(products.createdAt) : desc(relevanceScore(filter.search));
  }
  return (ordering.order === 'asc' ? asc : desc)(ORDER_COLUMNS[ordering.field]);
}

/** The columns relevanceScore reads; the name and the specifications only for a colour, a size or an audience. */
export const RELEVANCE_COLUMNS = [
  products.id,
  products.searchTitle,
  products.popularity,
  products.ratingsAverage,
  products.category,
  products.subcategory,
  products.subSubcategory,
  products.brand,
  products.name,
  products.specifications,
  products.pricePaise,
] as const;

/** The columns relevanceScore reads, for a ranking subquery named like the table. */
export const relevanceColumns = sql.join(
  RELEVANCE_COLUMNS.map((column) => sql`${column}`),
  sql`, `,
);

/**
 * How many of a search's matches relevance ranks: the most popular ones. ts_rank_cd costs about 10 µs a match,
 * so ranking all 222,000 matches of 'mobile' among 1M products takes seconds; the 2,000 most popular are
 * ranked, and the rest follow them by popularity. A term with fewer matches is ranked whole.
 */
export const RELEVANCE_WINDOW = 2000;

/**
 * The ids of one page of a search in relevance order: the `window` most popular matches by relevance, then the
 * others by popularity. One order over all matches, so pages never overlap or skip a product. Position p past
 * the window is simply the p-th match by popularity, so a page reads the ranked window, the popularity order,
 * or both where it straddles the end of the window.
 */
async function relevancePageIds(
  db: Db,
  filter: ProductFilter & { search: SearchPlan },
  { offset, limit }: { offset: number; limit: number },
  window: number,
): Promise<string[]> {
  const byPopularity = [desc(products.popularity), asc(products.id)];
  const ids: string[] = [];
  if (offset < window) {
    // The subquery is named like the table so that relevanceScore's "products"."column" read its columns. The
    // window is chosen on narrow rows and its columns read by address (product-groups.sql relevanceGroupPageIds).
    const ranked = await rowsOf<{ id: string }>(
      db,
      sql`select products.id from (
            select ${relevanceColumns}
            from ${products}
            where ${products}.ctid = any(array(
              select ${products}.ctid from ${products}
              where ${conditions(filter)}
              order by ${sql.join(byPopularity, sql`, `)}
              limit ${window}
            ))
          ) as products
          order by ${relevanceScore(filter.search)} desc, ${sql.join(byPopularity, sql`, `)}
          offset ${offset} limit ${Math.min(limit, window - offset)}`,
    );
    ids.push(...ranked.map((row) => row.id));
  }
  const from = Math.max(offset, window);
  if (offset + limit > from) {
    const rest = await db
      .select({ id: products.id })
      .from(products)
      .where(conditions(filter))
      .orderBy(...byPopularity)
      .offset(from)
      .limit(offset + limit - from);
    ids.push(...rest.map((row) => row.id));
  }
  return ids;
}

/**
 * One page of the listing; the total comes with the facets (catalog.facets). A text search orders its matches
 * by ids alone first and then reads the page's rows: sorting thousands of whole rows (description,
 * specifications, the seller's name) to keep 20 cost about 6× the ranking itself ('samsung galaxy', 4,418
 * matches among 100k products: 363 ms against about 50 ms).
 */
export async function listProducts(
  db: Db,
  filter: ProductFilter,
  ordering: ListingOrder,
  page: { offset: number; limit: number },
  relevanceWindow = RELEVANCE_WINDOW,
): Promise<CardRow[]> {
  // The id breaks ties so that pages never overlap or skip a product.
  const order = [orderExpression(filter, ordering), asc(products.id)];
  const { search } = filter;
  if (search !== undefined) {
    const ids =
      ordering.field === 'relevance'
        ? await relevancePageIds(db, { ...filter, search }, page, relevanceWindow)
        : (
            await db
              .select({ id: products.id })
              .from(products)
              .where(conditions(filter))
              .orderBy(...order)
              .offset(page.offset)
              .limit(page.limit)
          ).map((row) => row.id);
    const position = new Map(ids.map((id, i) => [id, i]));
    const rows = await findProductCards(db, ids);
    return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  }
  return db
    .select(cardColumns)
    .from(products)
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(conditions(filter))
    .orderBy(...order)
    .offset(page.offset)
    .limit(page.limit);
}

/** Published products by id as listing cards read them (prepared: every listing and search page reads them). */
const cardsById = preparedPerDatabase((db) =>
  db
    .select(cardColumns)
    .from(products)
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::text[])`, eq(products.isPublished, true)))
    .prepare('catalog_cards_by_id'),
);

/** Published products by id as listing cards read them (cardColumns), in no particular order. */
export async function findProductCards(db: Db, ids: string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return cardsById(db).execute({ ids });
}

/** Published products by id with their seller, in no particular order. */
export async function findPublishedProducts(db: Db, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(rowColumns)
    .from(products)
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(inArray(products.id, ids), eq(products.isPublished, true)));
  return flatten(rows);
}

export interface VariantRow {
  id: string;
  name: string;
  variantName: string | null;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  sku: string;
  variantOptions: Record<string, string>;
  images: { url: string; alt: string }[];
  ratingsBreakdown: number[];
}

/** The published listings of a variant group, this one included, cheapest first (prepared, as the page is). */
const publishedVariants = preparedPerDatabase((db) =>
  db
    .select({
      id: products.id,
      name: products.name,
      variantName: products.variantName,
      pricePaise: products.pricePaise,
      mrpPaise: products.mrpPaise,
      stock: products.stock,
      sku: products.sku,
      variantOptions: products.variantOptions,
      images: products.images,
      ratingsBreakdown: products.ratingsBreakdown,
    })
    .from(products)
    .where(and(eq(products.variantGroup, sql.placeholder('variantGroup')), eq(products.isPublished, true)))
    .orderBy(asc(products.pricePaise), asc(products.id))
    .limit(50)
    .prepare('catalog_published_variants'),
);

export async function findVariants(db: Db, variantGroup: string): Promise<VariantRow[]> {
  return publishedVariants(db).execute({ variantGroup });
}

/** The product page's listing (prepared: the page is read on every visit). */
const publishedProductById = preparedPerDatabase((db) =>
  db
    .select(rowColumns)
    .from(products)
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.isPublished, true)))
    .limit(1)
    .prepare('catalog_published_product_by_id'),
);

export async function findPublishedProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  return flatten(await publishedProductById(db).execute({ id }))[0];
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
        // The product's other colours and sizes are its variants, not related products.
        product.variantGroup
          ? or(isNull(products.variantGroup), ne(products.variantGroup, product.variantGroup))
          : undefined,
      ),
    )
    .orderBy(
      desc(sql`(${products.subcategory} = ${product.subcategory})`),
      desc(products.createdAt),
      asc(products.id),
    )
    .limit(overFetch(limit));
  return onePerModel(flatten(rows), limit);
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
    .limit(overFetch(limit));
  return onePerModel(flatten(rows), limit);
}

/**
 * A row of products shows one listing per model: the listings of a variant group (colours, sizes, packs) are
 * listed the same day, so without this a row of eight could be eight colours of one phone.
 */
export function onePerModel<T extends { id: string; variantGroup: string | null }>(
  rows: T[],
  limit: number,
): T[] {
  const seen = new Set<string>();
  const picked: T[] = [];
  for (const row of rows) {
    const model = row.variantGroup ?? row.id;
    if (seen.has(model)) continue;
    seen.add(model);
    picked.push(row);
    if (picked.length === limit) break;
  }
  return picked;
}

/** Rows to read for `limit` distinct models: a variant group holds at most a few dozen listings. */
const overFetch = (limit: number) => Math.min(limit * 12, 400);

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
