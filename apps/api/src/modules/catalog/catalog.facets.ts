// The listing's total and facet counts (spec 2 §Filter panels): every count is for the current query with
// its own facet's filter left out, so a panel shows the alternatives. The single-number facets come from one
// scan with FILTER aggregates; brands, categories and specification values are grouped queries. All of them
// run at once (Promise.all: in parallel on a PostgreSQL pool, one after another on PGlite).
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { PRICE_BUCKETS, RATING_FACET_THRESHOLDS } from '@haat/domain/catalog/price-buckets';
import { SPECIFICATION_FILTERS } from '@haat/domain/catalog/products-query.schema';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { conditions, onSaleCondition, type ProductFilter } from './catalog.repository.ts';
import { rowsOf } from './sql-rows.ts';

export interface FacetValue {
  value: string;
  count: number;
}

export interface ListingSummary {
  total: number;
  brands: FacetValue[];
  priceBuckets: number[];
  ratings: number[];
  inStock: number;
  onSale: number;
  freeShipping: number;
  /** Subcategory ids of the filter's category, or category ids when it has none. */
  categories: FacetValue[];
  /** Per SPECIFICATION_FILTERS name, the values present, most common first. */
  specifications: Record<string, FacetValue[]>;
}

export const BRAND_FACET_SIZE = 30;
/** A panel lists at most this many values of one specification (the in-list search covers the rest). */
export const SPECIFICATION_FACET_SIZE = 30;

const count = sql<number>`count(*)::int`;
const countWhere = (where: SQL | undefined) =>
  sql<number>`(count(*) filter (where ${where ?? sql`true`}))::int`;

/** The filter without the facets that leave out their own filter, shared by every scalar count. */
function scalarBase(filter: ProductFilter): ProductFilter {
  const base = { ...filter };
  delete base.brands;
  delete base.minPricePaise;
  delete base.maxPricePaise;
  delete base.minRating;
  delete base.inStock;
  delete base.onSale;
  delete base.freeShipping;
  return base;
}

async function scalarCounts(db: Db, filter: ProductFilter) {
  const columns: Record<string, SQL<number>> = { total: countWhere(conditions(filter)) };
  PRICE_BUCKETS.forEach((b, i) => {
    const min = b.min * 100;
    const inBucket =
      b.max === null
        ? sql`${products.pricePaise} >= ${min}`
        : sql`${products.pricePaise} >= ${min} and ${products.pricePaise} < ${b.max * 100}`;
    columns[`b${i}`] = countWhere(sql`${conditions(filter, 'price')} and ${inBucket}`);
  });
  RATING_FACET_THRESHOLDS.forEach((r, i) => {
    columns[`r${i}`] = countWhere(
      sql`${conditions(filter, 'rating')} and ${products.ratingsAverage} >= ${String(r)}`,
    );
  });
  columns.inStock = countWhere(sql`${conditions(filter, 'inStock')} and ${products.stock} > 0`);
  columns.onSale = countWhere(sql`${conditions(filter, 'onSale')} and ${onSaleCondition}`);
  columns.freeShipping = countWhere(
    sql`${conditions(filter, 'freeShipping')} and ${products.freeShipping} = true`,
  );
  const [row] = await db
    .select(columns)
    .from(products)
    .where(conditions(scalarBase(filter)));
  const at = (key: string) => Number(row?.[key] ?? 0);
  return {
    total: at('total'),
    priceBuckets: PRICE_BUCKETS.map((_, i) => at(`b${i}`)),
    ratings: RATING_FACET_THRESHOLDS.map((_, i) => at(`r${i}`)),
    inStock: at('inStock'),
    onSale: at('onSale'),
    freeShipping: at('freeShipping'),
  };
}

async function brandCounts(db: Db, filter: ProductFilter): Promise<FacetValue[]> {
  return db
    .select({ value: products.brand, count })
    .from(products)
    .where(conditions(filter, 'brand'))
    .groupBy(products.brand)
    .orderBy(desc(count), asc(products.brand))
    .limit(BRAND_FACET_SIZE);
}

async function categoryCounts(db: Db, filter: ProductFilter): Promise<FacetValue[]> {
  const column = filter.category ? products.subcategory : products.category;
  return db
    .select({ value: column, count })
    .from(products)
    .where(conditions(filter, 'category'))
    .groupBy(column)
    .orderBy(desc(count), asc(column));
}

/**
 * One row per (filter name, specification key) for a product. A filter matching several keys (Colour and
 * Color) yields a later key's value only when it differs from every earlier one, so no product counts twice
 * for one value and a value's count is exactly what filtering by it lists.
 */
function specificationValueRows(names: string[]): SQL {
  const rows = names.flatMap((name) => {
    const keys = SPECIFICATION_FILTERS[name as keyof typeof SPECIFICATION_FILTERS];
    return keys.map((key, i) => {
      const value = sql`${products.specifications} ->> ${sql.raw(`'${key}'`)}`;
      const earlier = keys.slice(0, i);
      if (earlier.length === 0) return sql`(${sql.raw(`'${name}'`)}, ${value})`;
      const differs = sql.join(
        earlier.map(
          (k) =>
            sql`lower(${products.specifications} ->> ${sql.raw(`'${k}'`)}) is distinct from lower(${value})`,
        ),
        sql` and `,
      );
      return sql`(${sql.raw(`'${name}'`)}, case when ${differs} then ${value} end)`;
    });
  });
  return sql.join(rows, sql`, `);
}

/**
 * Values of the named specification filters, grouped case-insensitively; each group is shown in its most
 * common spelling (mode). A value holding a comma is left out: the comma-list filter could not select it. Key names are constants of SPECIFICATION_FILTERS, inlined so PostgreSQL can plan
 * the lateral VALUES once.
 */
async function specificationCounts(
  db: Db,
  names: string[],
  where: SQL | undefined,
): Promise<{ name: string; value: string; count: number }[]> {
  if (names.length === 0) return [];
  return rowsOf<{ name: string; value: string; count: number }>(
    db,
    sql`select f.name, mode() within group (order by f.val) as value, count(*)::int as count
        from ${products} cross join lateral (values ${specificationValueRows(names)}) as f(name, val)
        where ${where ?? sql`true`} and f.val is not null and f.val <> '' and strpos(f.val, ',') = 0
        group by f.name, lower(f.val)`,
  );
}

async function allSpecificationCounts(db: Db, filter: ProductFilter): Promise<Record<string, FacetValue[]>> {
  const active = new Set((filter.specifications ?? []).map((s) => s.name));
  const names = Object.keys(SPECIFICATION_FILTERS);
  const groups = await Promise.all([
    // Every filter not in use shares the full query's rows…
    specificationCounts(
      db,
      names.filter((n) => !active.has(n)),
      conditions(filter),
    ),
    // …and each one in use is counted without its own filter.
    ...[...active].map((name) => specificationCounts(db, [name], conditions(filter, `spec:${name}`))),
  ]);
  const byName: Record<string, FacetValue[]> = {};
  for (const row of groups.flat()) (byName[row.name] ??= []).push({ value: row.value, count: row.count });
  for (const [name, values] of Object.entries(byName)) {
    byName[name] = values
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
      .slice(0, SPECIFICATION_FACET_SIZE);
  }
  return byName;
}

export async function listingSummary(db: Db, filter: ProductFilter): Promise<ListingSummary> {
  const [scalars, brands, categories, specifications] = await Promise.all([
    scalarCounts(db, filter),
    brandCounts(db, filter),
    categoryCounts(db, filter),
    allSpecificationCounts(db, filter),
  ]);
  return { ...scalars, brands, categories, specifications };
}
