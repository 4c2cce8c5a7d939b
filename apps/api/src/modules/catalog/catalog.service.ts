// Catalogue use cases: resolves a listing query (aliases, rupees → paise, sort mapping) and shapes products
// as docs/behaviour/catalogue.md#filter-state reads them.
import { CATEGORIES, findCategory } from '@haat/domain/catalog/category-tree';
import { resolveCategory, resolveSubcategory } from '@haat/domain/catalog/category-resolve';
import { PRICE_BUCKETS, RATING_FACET_THRESHOLDS } from '@haat/domain/catalog/price-buckets';
import {
  CARD_BULLET_POINTS,
  CARD_IMAGES,
  type CategoryWithCount,
  type ListingFacetsResponse,
  type Product,
  type ProductCard,
  type ProductFacets,
  type ProductPageResponse,
} from '@haat/domain/catalog/product.schema';
import {
  NEW_ARRIVAL_DAYS,
  SPECIFICATION_FILTERS,
  productOrdering,
  type ProductsQuery,
  type SpecificationFilterKey,
} from '@haat/domain/catalog/products-query.schema';
import { paise, paiseToRupees, rupeesToPaise, splitInclusiveGst } from '@haat/domain/money/money';
import { discountPercent } from '@haat/domain/pricing/product-pricing';
import { combinedRatings, ratingCountsOf, ratingSummaryOf } from '@haat/domain/reviews/rating-summary';
import { differingOptions } from '@haat/domain/catalog/variant-options';
import { returnPromise } from '@haat/domain/returns/return-policy';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { productReturnPolicy } from '../returns/return-policies.ts';
import { planSearch } from './search/search-interpret.ts';
import { withSearchPlan } from './search/search.sql.ts';
import { withPlanner } from '../../db/planner-handles.ts';
import {
  LAST_LISTED_MATCH,
  countMatches,
  countedMatches,
  listingSummary,
  type ListingSummary,
  type MatchCount,
} from './catalog.facets.ts';
import {
  countByCategory,
  findNewestProducts,
  findPublishedProduct,
  findRelatedProducts,
  findVariants,
  listProducts,
  type CardRow,
  type ListingOrder,
  type ProductFilter,
  type ProductRow,
} from './catalog.repository.ts';
import {
  findGroupListings,
  listGroupRepresentatives,
  type GroupListing,
  type GroupPage,
} from './product-groups.sql.ts';
import type { TtlCache } from './summary-cache.ts';
import { trendingCategoryFilter } from './trending.sql.ts';

export const PRODUCT_NOT_FOUND = { message: 'Product not found', code: 'PRODUCT_NOT_FOUND' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export function toProduct(row: ProductRow): Product {
  const rupees = (amount: number) => paiseToRupees(paise(amount));
  const { base, gst } = splitInclusiveGst(paise(row.sellingPricePaise), row.gstPercentage);
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    brand: row.brand,
    category: row.category,
    subcategory: row.subcategory,
    subSubcategory: row.subSubcategory,
    tags: row.tags,
    images: row.images.map(({ url, alt }) => ({ url, alt })),
    price: rupees(row.pricePaise),
    sellingPrice: rupees(row.sellingPricePaise),
    mrp: rupees(row.mrpPaise),
    discount: discountPercent(row.mrpPaise, row.sellingPricePaise),
    basePrice: rupees(base),
    gstAmount: rupees(gst),
    gstPercentage: row.gstPercentage,
    stock: row.stock,
    bulletPoints: row.bulletPoints,
    ratings: { average: Number(row.ratingsAverage), count: row.ratingsCount },
    specifications: row.specifications,
    sku: row.sku,
    isFeatured: row.isFeatured,
    isPublished: row.isPublished,
    trending: row.trending,
    sellerId: row.sellerId,
    seller: row.sellerName === null ? null : { name: row.sellerName, rating: Number(row.sellerRating ?? 0) },
    countryOfOrigin: row.countryOfOrigin,
    taxDetails: { hsnCode: row.hsnCode, gstPercentage: row.gstPercentage },
    manufacturer: { name: row.manufacturerName, modelNumber: row.modelNumber },
    condition: row.condition,
    minimumOrderQuantity: row.minimumOrderQuantity,
    shelfLife: row.shelfLife,
    packerInfo: { name: row.packerName, contact: row.packerContact },
    isLiquid: row.isLiquid,
    fulfillmentChannel: row.fulfillmentChannel,
    shippingDetails: {
      weight: row.shippingWeightGrams,
      dimensions: row.shippingDimensions,
      availableRegions: row.availableRegions,
      freeShipping: row.freeShipping,
      price: rupees(row.shippingPricePaise),
    },
    complianceCertifications: row.complianceCertifications,
    safetyWarnings: row.safetyWarnings,
    variantName: row.variantName,
    variantOptions: row.variantOptions,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A listing's product: what a card shows (docs/behaviour/catalogue.md#lean-listings), under the same names. */
export function toProductCard(row: CardRow): ProductCard {
  const rupees = (amount: number) => paiseToRupees(paise(amount));
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    category: row.category,
    subcategory: row.subcategory,
    subSubcategory: row.subSubcategory,
    tags: row.tags,
    images: row.images.slice(0, CARD_IMAGES).map(({ url, alt }) => ({ url, alt })),
    price: rupees(row.pricePaise),
    sellingPrice: rupees(row.sellingPricePaise),
    mrp: rupees(row.mrpPaise),
    discount: discountPercent(row.mrpPaise, row.sellingPricePaise),
    gstPercentage: row.gstPercentage,
    stock: row.stock,
    bulletPoints: row.bulletPoints.slice(0, CARD_BULLET_POINTS),
    ratings: { average: Number(row.ratingsAverage), count: row.ratingsCount },
    isFeatured: row.isFeatured,
    trending: row.trending,
    sellerId: row.sellerId,
    seller: row.sellerName === null ? null : { name: row.sellerName, rating: Number(row.sellerRating ?? 0) },
    condition: row.condition,
    minimumOrderQuantity: row.minimumOrderQuantity,
    shippingDetails: {
      weight: row.shippingWeightGrams,
      dimensions: row.shippingDimensions,
      availableRegions: row.availableRegions,
      freeShipping: row.freeShipping,
      price: rupees(row.shippingPricePaise),
    },
    variantName: row.variantName,
    variantOptions: row.variantOptions,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The filter a query asks for, or null when it names a category the catalogue does not have. The search term
 * is not part of it: it needs the database to be read (search-interpret), see searchProducts.
 */
export function resolveFilter(
  query: Omit<ProductsQuery, 'sort' | 'sortBy' | 'sortOrder' | 'facets'>,
  now: Date = new Date(),
): ProductFilter | null {
  // A category path as the tree writes it (home/kitchen, home/kitchen/cookware) names its levels.
  if (query.category?.includes('/')) {
    const path = splitCategoryPath(query);
    return path ? resolveFilter(path, now) : null;
  }
  const filter: ProductFilter = {};
  if (query.category) {
    const category = resolveCategory(query.category);
    if (!category) return null;
    // The pseudo-categories list by a flag, not by a path (category-tree).
    if (category.id === 'featured') filter.featured = true;
    else if (category.id === 'trending') {
      // The week's trending set and its subpaths (trending.sql.ts, docs/behaviour/catalogue.md#rankings).
      const sub = query.subcategory ? resolveSubcategory(category, query.subcategory) : undefined;
      if (query.subcategory && !sub) return null;
      const item = query.subSubcategory
        ? sub?.items.find((i) => [i.id, i.name.toLowerCase()].includes(query.subSubcategory!.toLowerCase()))
        : undefined;
      if (query.subSubcategory && !item) return null;
      const ranked = trendingCategoryFilter(sub?.id, item?.id, now);
      if (!ranked) return null;
      Object.assign(filter, ranked);
    } else if (!category.pseudo) {
      filter.category = category.id;
      if (query.subcategory) {
        const subcategory = resolveSubcategory(category, query.subcategory);
        if (!subcategory) return null;
        filter.subcategory = subcategory.id;
        if (query.subSubcategory) {
          const key = query.subSubcategory.toLowerCase();
          const item = subcategory.items.find((i) => i.id === key || i.name.toLowerCase() === key);
          if (!item) return null;
          filter.subSubcategory = item.id;
        }
      }
    }
  }
  if (query.tags?.length) filter.tags = query.tags;
  if (query.minPrice !== undefined) filter.minPricePaise = Math.ceil(rupeesToPaise(query.minPrice));
  if (query.maxPrice !== undefined) filter.maxPricePaise = Math.floor(rupeesToPaise(query.maxPrice));
  const brands = [...(query.brands ?? []), ...(query.brand ?? [])];
  if (brands.length) filter.brands = brands;
  const minRating = query.minRating ?? query.rating;
  if (minRating !== undefined && minRating > 0) filter.minRating = minRating;
  if (query.newArrivals) filter.createdSince = new Date(now.getTime() - NEW_ARRIVAL_DAYS * DAY_MS);
  if (query.onSale) filter.onSale = true;
  if (query.inStock) filter.inStock = true;
  if (query.featured) filter.featured = true;
  if (query.freeShipping) filter.freeShipping = true;
  const specifications = (Object.keys(SPECIFICATION_FILTERS) as SpecificationFilterKey[]).flatMap((key) => {
    const values = query[key];
    return values?.length
      ? [{ name: key, keys: SPECIFICATION_FILTERS[key], values: values.map((v) => v.toLowerCase()) }]
      : [];
  });
  if (specifications.length) filter.specifications = specifications;
  return filter;
}

/**
 * `category=home/kitchen/cookware` as category, subcategory and item; null when the path has more levels or a
 * level is also given on its own (the query names two places).
 */
function splitCategoryPath<T extends Pick<ProductsQuery, 'category' | 'subcategory' | 'subSubcategory'>>(
  query: T,
): T | null {
  const [category = '', subcategory, subSubcategory, ...more] = (query.category ?? '')
    .split('/')
    .map((part) => part.trim());
  if (more.length > 0 || query.subcategory || query.subSubcategory || !category) return null;
  return {
    ...query,
    category,
    subcategory: subcategory || undefined,
    subSubcategory: subSubcategory || undefined,
  };
}

/**
 * Labels of the category facet's ids (catalog.facets categoryFacetColumn): the subcategory's items on an item
 * page, the subcategories of the filter's category, or the categories.
 */
function categoryLabel(filter: ProductFilter, id: string): string {
  const category = filter.category ? findCategory(filter.category) : undefined;
  if (category && filter.subSubcategory !== undefined) {
    const subcategory = category.subcategories.find((s) => s.id === filter.subcategory);
    return subcategory?.items.find((i) => i.id === id)?.name ?? id;
  }
  if (category) return category.subcategories.find((s) => s.id === id)?.name ?? id;
  return findCategory(id)?.name ?? id;
}

function shapeFacets(filter: ProductFilter, summary: ListingSummary): ProductFacets {
  return {
    approximate: summary.approximate,
    brands: summary.brands,
    priceRanges: PRICE_BUCKETS.map((b, i) => ({ ...b, count: summary.priceBuckets[i] ?? 0 })),
    price: summary.price && {
      min: paiseToRupees(paise(summary.price.min)),
      max: paiseToRupees(paise(summary.price.max)),
    },
    ratings: RATING_FACET_THRESHOLDS.map((minRating, i) => ({ minRating, count: summary.ratings[i] ?? 0 })),
    inStock: summary.inStock,
    onSale: summary.onSale,
    freeShipping: summary.freeShipping,
    categories: summary.categories.map(({ value, count }) => ({
      value,
      label: categoryLabel(filter, value),
      count,
    })),
    specifications: summary.specifications,
  };
}

const EMPTY_SUMMARY: ListingSummary = {
  total: 0,
  totalExact: true,
  approximate: false,
  brands: [],
  priceBuckets: PRICE_BUCKETS.map(() => 0),
  price: null,
  ratings: RATING_FACET_THRESHOLDS.map(() => 0),
  inStock: 0,
  onSale: 0,
  freeShipping: 0,
  categories: [],
  specifications: {},
};

/** A listing page: which one, how long, and whether it shows one card per group (the default) or listings. */
export interface ListingPageRequest {
  page: number;
  limit: number;
  /** false lists every listing as its own row (API clients); absent or true, one card per group. */
  groupVariants?: boolean;
  /**
   * false answers the page and its total without the facet counts, which the store then asks for on their own
   * (GET /api/products/facets), so the results never wait for the counts (docs/behaviour/catalogue.md#calls).
   */
  facets?: boolean;
}

/** What a cache keeps per filter: the whole summary, or only the count when the facets were not asked for. */
export type ListingCounts = ListingSummary | MatchCount;
const hasFacets = (counts: ListingCounts): counts is ListingSummary => 'brands' in counts;

/**
 * What a card stands for (docs/behaviour/catalogue.md#one-card-per-group): its group's listings, counted, with
 * the number of values of each option they differ by and their lowest and highest price.
 */
export function groupOf(
  key: string,
  listings: readonly Pick<GroupListing, 'pricePaise' | 'variantOptions'>[],
) {
  const rupees = (amount: number) => paiseToRupees(paise(amount));
  const prices = listings.map((l) => l.pricePaise);
  const options = listings.map((l) => ({ options: l.variantOptions }));
  const optionCounts = Object.fromEntries(
    differingOptions(options).map((code) => [
      code,
      new Set(listings.flatMap((l) => l.variantOptions[code] ?? [])).size,
    ]),
  );
  return {
    key,
    variantCount: listings.length,
    optionCounts,
    minPrice: rupees(Math.min(...prices)),
    maxPrice: rupees(Math.max(...prices)),
  };
}

/** Cards with their group figures over the group's listings that match `filter`. */
async function withGroups(db: Db, filter: ProductFilter, rows: CardRow[]): Promise<ProductCard[]> {
  const keyOf = (row: CardRow) => row.groupKey ?? row.id;
  const listings = await findGroupListings(db, filter, [...new Set(rows.map(keyOf))]);
  const byGroup = new Map<string, GroupListing[]>();
  for (const listing of listings)
    byGroup.set(listing.groupKey, [...(byGroup.get(listing.groupKey) ?? []), listing]);
  return rows.map((row) => {
    // The representative matches the filter, so its group has at least it; a listing changed in between
    // still gets a card of its own.
    const own = byGroup.get(keyOf(row)) ?? [row];
    return { ...toProductCard(row), group: groupOf(keyOf(row), own) };
  });
}

/**
 * One page of a listing and its counts (null filter: a query that cannot match, answered empty). By default one
 * card per product group: the group's best listing for the filter and order (product-groups.sql), with the
 * group's figures, and every count counts cards; groupVariants false lists and counts listings. The counts
 * depend on the filter only (not on order or page), so a cache may keep them per filter for a few seconds; the
 * page rows are always read. Shared by GET /api/products and GET /api/products/search.
 */
export async function listingPage(
  db: Db,
  filter: ProductFilter | null,
  ordering: ListingOrder,
  { page, limit, groupVariants, facets = true }: ListingPageRequest,
  summaries?: TtlCache<ListingCounts>,
): Promise<Omit<ProductPageResponse, 'query'>> {
  const grouped = groupVariants !== false;
  const range = { offset: (page - 1) * limit, limit };
  // Pages end at the 10,000th match (docs/behaviour/catalogue.md#approximate-counts): no answer reads past it.
  const past = range.offset >= LAST_LISTED_MATCH;
  const [products, counts] = !filter
    ? [[], EMPTY_SUMMARY]
    : facets
      ? await Promise.all([
          past ? [] : readListingPage(db, filter, ordering, range, grouped).then((read) => read.cards),
          listingCounts(db, filter, { grouped, facets }, summaries),
        ])
      : filter.search !== undefined
        ? await pageThenCount(db, filter, ordering, range, grouped, past, summaries)
        : await countThenPage(db, filter, ordering, range, grouped, summaries);
  const total = counts.total;
  return {
    success: true,
    products,
    // Pages go as far as the 10,000th match, however many a total counts or estimates.
    pagination: {
      totalProducts: total,
      totalPages: Math.ceil(Math.min(total, LAST_LISTED_MATCH) / limit),
      currentPage: page,
    },
    total,
    totalExact: counts.totalExact,
    ...(facets ? { facets: shapeFacets(filter ?? {}, hasFacets(counts) ? counts : EMPTY_SUMMARY) } : {}),
  };
}

/**
 * A page of this many matches or fewer is read by sorting the matches, never by walking an order's index: sorting
 * N rows reads N, where the walk reads about (page end) × (rows of the walked index) / N rows before it has a page,
 * which is more from about √(20 × 50,000) ≈ 1,000 matches down on a large category's first page.
 */
const SORT_MATCHES_UP_TO = 1_000;

/**
 * The page of a store's listing (no facets asked), after its count: the planner cannot tell how many of a
 * category's listings a price range or a brand keeps, and for a narrow one it walked the category's newest-first
 * index past every listing of the category (28,000 pages read for a range that matched none, at 100k listings,
 * against 34 through the bitmaps). The count is an index-only scan of a few pages (products_listing_category_cover_idx);
 * with its answer a page that cannot hold a match is not read, and few matches are sorted
 * (docs/behaviour/catalogue.md#loading-order).
 */
async function countThenPage(
  db: Db,
  filter: ProductFilter,
  ordering: ListingOrder,
  range: { offset: number; limit: number },
  grouped: boolean,
  summaries?: TtlCache<ListingCounts>,
): Promise<[ProductCard[], ListingCounts]> {
  const counts = await listingCounts(db, filter, { grouped, facets: false }, summaries);
  const listings = 'listings' in counts ? counts.listings : counts.total;
  if (range.offset >= LAST_LISTED_MATCH || (counts.totalExact && range.offset >= counts.total)) {
    return [[], counts];
  }
  const read = (d: Db) => readListingPage(d, filter, ordering, range, grouped).then((page) => page.cards);
  const few = counts.totalExact && listings <= SORT_MATCHES_UP_TO;
  return [await (few ? withPlanner(db, 'bitmapOrSeq', read) : read(db)), counts];
}

/**
 * The page of a search (no facets asked), then its count only if the page did not count it: a search in
 * relevance order counts every match in the scan that ranks them (docs/behaviour/search.md#ranking), so only a
 * search sorted by a field, or a page past the last listed match, asks for a count of its own. On PGlite, which
 * runs one query at a time, the separate count was a third of a search's time; on PostgreSQL at 100,000 listings
 * a broad search's count (a sample probe, then up to 5,001 matches) cost about as much again as its ranking.
 */
async function pageThenCount(
  db: Db,
  filter: ProductFilter,
  ordering: ListingOrder,
  range: { offset: number; limit: number },
  grouped: boolean,
  past: boolean,
  summaries?: TtlCache<ListingCounts>,
): Promise<[ProductCard[], ListingCounts]> {
  const page = past ? { cards: [] } : await readListingPage(db, filter, ordering, range, grouped);
  if (page.matched) return [page.cards, countedMatches(page.matched, grouped)];
  return [page.cards, await listingCounts(db, filter, { grouped, facets: false }, summaries)];
}

/**
 * A text search reads through the search index (search.sql withSearchPlan), each query in its own transaction: a
 * cached summary may be refreshed after this request has answered.
 */
const planned = <T>(db: Db, filter: ProductFilter, read: (d: Db) => Promise<T>) =>
  filter.search === undefined ? read(db) : withSearchPlan(db, read, filter.search);

function readListingPage(
  db: Db,
  filter: ProductFilter,
  ordering: ListingOrder,
  range: { offset: number; limit: number },
  grouped: boolean,
): Promise<{ cards: ProductCard[]; matched?: GroupPage['matched'] }> {
  return planned(db, filter, async (d) => {
    if (!grouped) return { cards: (await listProducts(d, filter, ordering, range)).map(toProductCard) };
    const { rows, matched } = await listGroupRepresentatives(d, filter, ordering, range);
    return { cards: await withGroups(d, filter, rows), ...(matched ? { matched } : {}) };
  });
}

/** The total, with the facet counts when asked for; kept per filter in `summaries` for a few seconds. */
function listingCounts(
  db: Db,
  filter: ProductFilter,
  { grouped, facets }: { grouped: boolean; facets: boolean },
  summaries?: TtlCache<ListingCounts>,
): Promise<ListingCounts> {
  const load = () =>
    planned<ListingCounts>(db, filter, (d) =>
      facets ? listingSummary(d, filter, { grouped }) : countMatches(d, filter, grouped),
    );
  return summaries ? summaries.get(JSON.stringify({ filter, grouped, facets }), load) : load();
}

/**
 * GET /api/products/facets: the total and facet counts of a listing query, without its page, for a store that
 * shows the results first and the counts when they come. The query is read as GET /api/products reads it.
 */
export async function listingFacets(
  db: Db,
  query: ProductsQuery,
  summaries?: TtlCache<ListingCounts>,
): Promise<ListingFacetsResponse> {
  const { filter, planned: reading } = await listingFilter(db, query);
  const counts = filter
    ? await listingCounts(db, filter, { grouped: query.groupVariants !== false, facets: true }, summaries)
    : EMPTY_SUMMARY;
  const summary = hasFacets(counts) ? counts : EMPTY_SUMMARY;
  return {
    success: true,
    total: summary.total,
    totalExact: summary.totalExact,
    facets: shapeFacets(filter ?? {}, summary),
    ...(reading ? { query: reading.interpretation } : {}),
  };
}

/** The filter of a listing query, with its search term read (null: a query that cannot match). */
async function listingFilter(db: Db, query: ProductsQuery) {
  const base = resolveFilter(query);
  const planned =
    base && query.search ? await planSearch(db, query.search, base, { exact: query.exact }) : undefined;
  // A term with no word in it (only punctuation) can match nothing.
  const filter = query.search ? (planned?.filter ?? null) : base;
  return { filter, planned };
}

/**
 * GET /api/products: the listing page and its counts. With ?search= the term is read as the search reads it
 * (rewrites, typo correction, modules/catalog/search) and, unless a sort is asked for, the page is ordered by
 * relevance; the answer then says how the term was read (`query`).
 */
export async function searchProducts(
  db: Db,
  query: ProductsQuery,
  summaries?: TtlCache<ListingCounts>,
): Promise<ProductPageResponse> {
  const { filter, planned } = await listingFilter(db, query);
  const ordering: ListingOrder =
    query.search && !query.sort && !query.sortBy
      ? { field: 'relevance', order: 'desc' }
      : productOrdering(query);
  const page = await listingPage(
    db,
    filter,
    ordering,
    { ...query, facets: query.facets !== false },
    summaries,
  );
  return planned ? { ...page, query: planned.interpretation } : page;
}

/** One product with the listings of its variant group (this one included); [] when it has no group. */
export async function getProduct(db: Db, id: string): Promise<Product> {
  const row = await findPublishedProduct(db, id);
  if (!row) throw AppError.notFound({ message: PRODUCT_NOT_FOUND.message, code: PRODUCT_NOT_FOUND.code });
  const [variants, policy] = await Promise.all([
    row.variantGroup ? findVariants(db, row.variantGroup) : [],
    // The seller's return promise, from the policy the return form checks (docs/decisions/0011-return-promise.md).
    productReturnPolicy(db, row.sellerId, row.returnWindowDays),
  ]);
  const rupees = (amount: number) => paiseToRupees(paise(amount));
  return {
    ...toProduct(row),
    variants: variants.map((v) => ({
      productId: v.id,
      // A grouped listing without a variant name still needs a label; its product name is the honest one.
      variantName: v.variantName ?? v.name,
      price: rupees(v.pricePaise),
      mrp: rupees(v.mrpPaise),
      stock: v.stock,
      sku: v.sku,
      options: v.variantOptions,
      image: v.images[0]?.url ?? null,
    })),
    // Over all its published listings (a listing without a group is its own).
    group: {
      ...groupOf(row.groupKey ?? row.id, variants.length ? variants : [row]),
      // The product page's rating is the model's, as its reviews are (docs/behaviour/reviews.md#variants).
      ratings: ratingSummaryOf(
        combinedRatings((variants.length ? variants : [row]).map((v) => ratingCountsOf(v.ratingsBreakdown))),
      ),
    },
    returnPolicy: returnPromise(policy),
  };
}

/** One listing per model (catalog.repository onePerModel), each with its group over its published listings. */
export async function getRelatedProducts(db: Db, id: string, limit: number): Promise<ProductCard[]> {
  const row = await findPublishedProduct(db, id);
  if (!row) throw AppError.notFound({ message: PRODUCT_NOT_FOUND.message, code: PRODUCT_NOT_FOUND.code });
  return withGroups(db, {}, await findRelatedProducts(db, row, limit));
}

/** The home rows: one listing per model; a featured card's group counts its featured listings. */
export async function getFeaturedProducts(db: Db, limit: number): Promise<ProductCard[]> {
  return withGroups(db, { featured: true }, await findNewestProducts(db, { featuredOnly: true, limit }));
}

export async function getNewArrivals(db: Db, limit: number): Promise<ProductCard[]> {
  return withGroups(db, {}, await findNewestProducts(db, { featuredOnly: false, limit }));
}

/** The domain's category tree (real categories only) with published-product counts. */
export async function getCategoryCounts(db: Db): Promise<{ categories: CategoryWithCount[]; total: number }> {
  const counts = await countByCategory(db);
  const countOf = (category: string, subcategory?: string) =>
    counts
      .filter((c) => c.category === category && (subcategory === undefined || c.subcategory === subcategory))
      .reduce((sum, c) => sum + c.count, 0);
  const categories = CATEGORIES.filter((c) => !c.pseudo).map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    productCount: countOf(c.id),
    subcategories: c.subcategories.map((s) => ({
      id: s.id,
      name: s.name,
      productCount: countOf(c.id, s.id),
      items: s.items,
    })),
  }));
  return { categories, total: counts.reduce((sum, c) => sum + c.count, 0) };
}
