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

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The specification keys to read, as a VALUES list (key, filter name, earlier keys of the same filter). A
 * filter matching several keys (Colour and Color) counts a later key's value only when no earlier key holds
 * the same value, so no product counts twice for one value and a value's count is exactly what filtering by
 * it lists. The keys are constants of SPECIFICATION_FILTERS, inlined so PostgreSQL plans the join once.
 */
function specificationKeyRows(names: string[]): SQL {
  const rows = names.flatMap((name) => {
    const keys = SPECIFICATION_FILTERS[name as keyof typeof SPECIFICATION_FILTERS];
    return keys.map((key, i) => {
      const earlier = keys.slice(0, i).map(literal).join(', ');
      return `(${literal(key)}, ${literal(name)}, array[${earlier}]::text[])`;
    });
  });
  return sql.raw(rows.join(', '));
}

/**
 * Values of the named specification filters, grouped case-insensitively; each group is shown in its most
 * common spelling (mode). One jsonb_each_text per product joined to the wanted keys reads each document
 * once (several times faster than one ->> per key). A value holding a comma is left out: the comma-list
 * filter could not select it.
 */
async function specificationCounts(
  db: Db,
  names: string[],
  where: SQL | undefined,
): Promise<{ name: string; value: string; count: number }[]> {
  if (names.length === 0) return [];
  return rowsOf<{ name: string; value: string; count: number }>(
    db,
    sql`select m.name, mode() within group (order by e.value) as value, count(*)::int as count
        from ${products}
          cross join lateral jsonb_each_text(${products.specifications}) as e
          join (values ${specificationKeyRows(names)}) as m(key, name, earlier) on m.key = e.key
        where ${where ?? sql`true`} and e.value <> '' and strpos(e.value, ',') = 0
          and not exists (
            select 1 from unnest(m.earlier) as k
            where lower(${products.specifications} ->> k) = lower(e.value)
          )
        group by m.name, lower(e.value)`,
  );
}

/**
 * Specification panels belong to a category's filter panel (spec 2 §Filter panels): the whole catalogue and
 * the pseudo-categories show the general or simple panel, which has none. So values are counted only when a
 * category or subcategory is chosen or a specification filter is in use; that also spares a full-catalogue
 * scan of every document.
 */
function wantsSpecifications(filter: ProductFilter): boolean {
  return Boolean(filter.category || filter.subcategory || filter.specifications?.length);
}

async function allSpecificationCounts(db: Db, filter: ProductFilter): Promise<Record<string, FacetValue[]>> {
  if (!wantsSpecifications(filter)) return {};
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
