// Which table a search's scan of every match reads (docs/decisions/0017-uncached-catalogue.md, "A search table"):
// product_search, rows a few times narrower than a product's with the columns a search's match, its count and its
// window read, under the products table's own names; or the products table, when the filter asks for more.
import { sql, type SQL } from 'drizzle-orm';
import { productSearch, products } from '../../../db/schema/products.ts';
import { RELEVANCE_COLUMNS, relevanceColumns, type ProductFilter } from '../catalog.repository.ts';

/**
 * Whether each filter of a listing is a test of product_search's columns alone (catalog.repository conditions).
 * Every filter is named, so a new one cannot reach the narrow table before someone decides it may.
 */
const ON_SEARCH_TABLE: Record<keyof ProductFilter, boolean> = {
  category: true,
  subcategory: true,
  subSubcategory: true,
  categories: true,
  search: true,
  minPricePaise: true,
  maxPricePaise: true,
  brands: true,
  tags: false,
  minRating: false,
  createdSince: false,
  onSale: false,
  inStock: false,
  featured: false,
  trending: false,
  trendingDays: false,
  dealSet: false,
  freeShipping: false,
  specifications: false,
  sampleBelow: false,
};

/**
 * The filter's conditions read only product_search's columns: no filter outside them, and no audience (who a
 * product is for reads its specifications and name: search.sql fitsAudience).
 */
export function filtersOnSearchTable(filter: ProductFilter): boolean {
  if (filter.search?.audience) return false;
  return Object.entries(filter).every(
    ([key, value]) => value === undefined || ON_SEARCH_TABLE[key as keyof ProductFilter] === true,
  );
}

/**
 * Relevance reads only product_search's columns too: the search names no colour and no size, which are tested on
 * the name and the specifications (search.sql relevanceScore).
 */
export function ranksOnSearchTable(filter: ProductFilter): boolean {
  const plan = filter.search;
  return filtersOnSearchTable(filter) && !plan?.colourPattern && (plan?.sizePatterns.length ?? 0) === 0;
}

/** product_search under the products table's name: the FROM of a read that needs only its columns. */
export const searchTableAsProducts = sql`${productSearch} as ${products}`;

/** The columns relevanceScore reads without a colour, a size or an audience, all of them product_search's. */
const narrowRelevanceColumns = sql.join(
  RELEVANCE_COLUMNS.filter((column) => column !== products.name && column !== products.specifications).map(
    (column) => sql`${column}`,
  ),
  sql`, `,
);

/**
 * Where a search's window is chosen and ranked (product-groups.sql relevanceGroupPageIds). Every FROM is named
 * "products", so the conditions and relevance, written against the products table, read whichever it is.
 */
export interface SearchScan {
  /** The FROM of the scan of every match. */
  matches: SQL;
  /** What a match keeps to find its row again for ranking: its address in `ranked`, or its id. */
  ref: SQL;
  /** The FROM of the window's rows, found by `ref`. */
  ranked: SQL;
  /** The columns relevance reads there. */
  rankedColumns: SQL;
}

/**
 * product_search for both where it holds all they read; for the matches alone where relevance needs the name or
 * the specifications, the window's rows then read from products by id; else the products table, by address.
 */
export function searchScan(filter: ProductFilter): SearchScan {
  if (ranksOnSearchTable(filter))
    return {
      matches: searchTableAsProducts,
      ref: sql`${products}.ctid`,
      ranked: searchTableAsProducts,
      rankedColumns: narrowRelevanceColumns,
    };
  if (filtersOnSearchTable(filter))
    return {
      matches: searchTableAsProducts,
      ref: sql`${products.id}`,
      ranked: sql`${products}`,
      rankedColumns: relevanceColumns,
    };
  return {
    matches: sql`${products}`,
    ref: sql`${products}.ctid`,
    ranked: sql`${products}`,
    rankedColumns: relevanceColumns,
  };
}

/** The FROM of a scan that only tests the filter (a count): product_search where it holds what that reads. */
export function matchScan(filter: ProductFilter): SQL {
  return searchScan(filter).matches;
}
