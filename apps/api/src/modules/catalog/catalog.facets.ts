// The listing's total and facet counts (docs/behaviour/catalogue.md#filter-panels): every count is for the current
// query with its own facet's filter left out, so a panel shows the alternatives, and counts cards, one per product
// group (docs/behaviour/catalogue.md#one-card-per-group), unless listings are asked for. The numbers, brands and
// categories come from one grouped scan with FILTER aggregates; specification values from one more query (two run
// at once: in parallel on a PostgreSQL pool, one after another on PGlite).
import { sql, type SQL } from 'drizzle-orm';
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
  /** Paise: the cheapest and dearest result with the price filter left out; null when none. */
  price: { min: number; max: number } | null;
  ratings: number[];
  inStock: number;
  onSale: number;
  freeShipping: number;
  /** Item ids on an item page, else subcategory ids of the filter's category, else category ids. */
  categories: FacetValue[];
  /** Per SPECIFICATION_FILTERS name, the values present, most common first. */
  specifications: Record<string, FacetValue[]>;
}

export const BRAND_FACET_SIZE = 30;
/** A panel lists at most this many values of one specification (the in-list search covers the rest). */
export const SPECIFICATION_FACET_SIZE = 30;

/** The filters a facet count may leave out (brand, price, rating, stock, sale, free shipping); and the path's level. */
const FACET_FILTER_KEYS = [
  'brands',
  'minPricePaise',
  'maxPricePaise',
  'minRating',
  'inStock',
  'onSale',
  'freeShipping',
] as const satisfies readonly (keyof ProductFilter)[];

/**
 * The filter cut in two: `shared`, the rows every grouped count is drawn from (the WHERE), and `facets`, what
 * each count applies in its FILTER, leaving its own facet's part out. The shared part is not repeated in the
 * FILTERs: a text query there made PostgreSQL test every row's search document once per count (about 20 of
 * them), 2.4 s for 'mobile' among 100k products where the WHERE alone takes a tenth of that. The category facet
 * leaves out the deepest level of the path asked for (categoryFacetLevel), so that level moves to `facets`.
 */
function splitForCounts(filter: ProductFilter): { shared: ProductFilter; facets: ProductFilter } {
  const shared = { ...filter };
  const facets: ProductFilter = {};
  const pathKey: keyof ProductFilter = filter.subSubcategory !== undefined ? 'subSubcategory' : 'subcategory';
  for (const key of [...FACET_FILTER_KEYS, pathKey]) {
    if (shared[key] !== undefined) Object.assign(facets, { [key]: shared[key] });
    delete shared[key];
  }
  return { shared, facets };
}

/**
 * The column the category facet lists: an item page (subSubcategory) offers the subcategory's items, a category
 * or subcategory page the category's subcategories, anything else the categories; each leaves its own level of
 * the path out (catalog.repository conditions, omit 'category'), so the shopper sees the alternatives.
 */
function categoryFacetColumn(filter: ProductFilter): SQL {
  if (filter.subSubcategory !== undefined) return sql`${products.subSubcategory}`;
  return filter.category ? sql`${products.subcategory}` : sql`${products.category}`;
}

interface GroupedRow {
  by_brand: number;
  by_category: number;
  brand: string | null;
  category: string | null;
  brand_count: number;
  category_count: number;
  [column: string]: unknown;
}

/** Each count's name and the rows it counts (the shared WHERE already applied). */
function countMeasures(facets: ProductFilter): [string, SQL][] {
  const measures: [string, SQL][] = [['total', conditions(facets) ?? sql`true`]];
  PRICE_BUCKETS.forEach((b, i) => {
    const min = b.min * 100;
    const inBucket =
      b.max === null
        ? sql`${products.pricePaise} >= ${min}`
        : sql`${products.pricePaise} >= ${min} and ${products.pricePaise} < ${b.max * 100}`;
    measures.push([`b${i}`, sql`${conditions(facets, 'price')} and ${inBucket}`]);
  });
  RATING_FACET_THRESHOLDS.forEach((r, i) => {
    measures.push([
      `r${i}`,
      sql`${conditions(facets, 'rating')} and ${products.ratingsAverage} >= ${String(r)}`,
    ]);
  });
  measures.push(
    ['in_stock', sql`${conditions(facets, 'inStock')} and ${products.stock} > 0`],
    ['on_sale', sql`${conditions(facets, 'onSale')} and ${onSaleCondition}`],
    ['free_shipping', sql`${conditions(facets, 'freeShipping')} and ${products.freeShipping}`],
    ['brand_count', conditions(facets, 'brand') ?? sql`true`],
    ['category_count', conditions(facets, 'category') ?? sql`true`],
  );
  return measures;
}

/**
 * The grouped counts' SQL. Listings (`grouped` false) are counted in one scan: GROUPING SETS ((), (brand),
 * (category)) feed the total and flags, the brands and the categories, about three times less work than three
 * queries. Cards (`grouped` true, docs/behaviour/catalogue.md#one-card-per-group) count each group once where
 * any of its listings counts: the same scan first folds each group's listings into one row per grouping set
 * ((group), (group, brand), (group, category)) holding bool_or of every count's condition, then counts those
 * rows, so a facet value counts exactly the cards that filtering by it lists.
 */
function groupedCountsQuery(filter: ProductFilter, grouped: boolean): SQL {
  const category = categoryFacetColumn(filter);
  const { shared, facets } = splitForCounts(filter);
  const measures = countMeasures(facets);
  const priced = conditions(facets, 'price') ?? sql`true`;
  const where = conditions(shared);
  const head = sql`grouping(${products.brand}) as by_brand, grouping(${category}) as by_category,
    ${products.brand} as brand, ${category} as category`;
  if (!grouped) {
    const counts = measures.map(
      ([name, condition]) => sql`(count(*) filter (where ${condition}))::int as ${sql.raw(name)}`,
    );
    return sql`select ${head}, ${sql.join(counts, sql`, `)},
          min(${products.pricePaise}) filter (where ${priced}) as price_min,
          max(${products.pricePaise}) filter (where ${priced}) as price_max
        from ${products}
        where ${where}
        group by grouping sets ((), (${products.brand}), (${category}))`;
  }
  const folded = measures.map(([name, condition]) => sql`bool_or(${condition}) as ${sql.raw(name)}`);
  const counts = measures.map(
    ([name]) => sql`(count(*) filter (where ${sql.raw(name)}))::int as ${sql.raw(name)}`,
  );
  return sql`select by_brand, by_category, brand, category, ${sql.join(counts, sql`, `)},
        min(price_min) as price_min, max(price_max) as price_max
      from (
        select ${head}, ${sql.join(folded, sql`, `)},
          min(${products.pricePaise}) filter (where ${priced}) as price_min,
          max(${products.pricePaise}) filter (where ${priced}) as price_max
        from ${products}
        where ${where}
        group by grouping sets (
          (${products.groupKey}),
          (${products.groupKey}, ${products.brand}),
          (${products.groupKey}, ${category})
        )
      ) as per_group
      group by by_brand, by_category, brand, category`;
}

/**
 * The total, price buckets, ratings, stock, sale and free-shipping counts, the brands and the categories (or
 * subcategories, or items) in one scan (groupedCountsQuery).
 */
async function groupedCounts(db: Db, filter: ProductFilter, grouped: boolean) {
  const rows = await rowsOf<GroupedRow>(db, groupedCountsQuery(filter, grouped));
  const whole = rows.find((r) => Number(r.by_brand) === 1 && Number(r.by_category) === 1);
  const at = (key: string) => Number(whole?.[key] ?? 0);
  const facet = (values: { value: string | null; count: number }[], size?: number): FacetValue[] =>
    values
      .filter((v): v is FacetValue => v.value !== null && v.count > 0)
      .sort((x, y) => y.count - x.count || (x.value < y.value ? -1 : x.value > y.value ? 1 : 0))
      .slice(0, size);
  return {
    total: at('total'),
    priceBuckets: PRICE_BUCKETS.map((_, i) => at(`b${i}`)),
    price: whole?.price_min == null ? null : { min: at('price_min'), max: at('price_max') },
    ratings: RATING_FACET_THRESHOLDS.map((_, i) => at(`r${i}`)),
    inStock: at('in_stock'),
    onSale: at('on_sale'),
    freeShipping: at('free_shipping'),
    brands: facet(
      rows
        .filter((r) => Number(r.by_brand) === 0)
        .map((r) => ({ value: r.brand, count: Number(r.brand_count) })),
      BRAND_FACET_SIZE,
    ),
    categories: facet(
      rows
        .filter((r) => Number(r.by_category) === 0)
        .map((r) => ({ value: r.category, count: Number(r.category_count) })),
    ),
  };
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
  grouped: boolean,
): Promise<{ name: string; value: string; count: number }[]> {
  if (names.length === 0) return [];
  // Cards count each group once, whichever of its listings hold the value.
  const count = grouped ? sql`count(distinct ${products.groupKey})` : sql`count(*)`;
  return rowsOf<{ name: string; value: string; count: number }>(
    db,
    sql`select m.name, mode() within group (order by e.value) as value, ${count}::int as count
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
 * Specification panels belong to a category's filter panel (docs/behaviour/catalogue.md#filter-panels): the whole
 * catalogue and the pseudo-categories show the general or simple panel, which has none. So values are counted only
 * when a category or subcategory is chosen or a specification filter is in use; that also spares a full-catalogue
 * scan of every document.
 */
function wantsSpecifications(filter: ProductFilter): boolean {
  return Boolean(filter.category || filter.subcategory || filter.specifications?.length);
}

async function allSpecificationCounts(
  db: Db,
  filter: ProductFilter,
  grouped: boolean,
): Promise<Record<string, FacetValue[]>> {
  if (!wantsSpecifications(filter)) return {};
  const active = new Set((filter.specifications ?? []).map((s) => s.name));
  const names = Object.keys(SPECIFICATION_FILTERS);
  const groups = await Promise.all([
    // Every filter not in use shares the full query's rows…
    specificationCounts(
      db,
      names.filter((n) => !active.has(n)),
      conditions(filter),
      grouped,
    ),
    // …and each one in use is counted without its own filter.
    ...[...active].map((name) =>
      specificationCounts(db, [name], conditions(filter, `spec:${name}`), grouped),
    ),
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

/**
 * The listing's total and facets: counting cards, one per group (`grouped`, the store's listing), or listings
 * (groupVariants=false).
 */
export async function listingSummary(
  db: Db,
  filter: ProductFilter,
  { grouped }: { grouped: boolean },
): Promise<ListingSummary> {
  const [counts, specifications] = await Promise.all([
    groupedCounts(db, filter, grouped),
    allSpecificationCounts(db, filter, grouped),
  ]);
  return { ...counts, specifications };
}
