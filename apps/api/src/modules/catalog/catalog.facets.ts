// The listing's total and facet counts (docs/behaviour/catalogue.md#filter-panels): every count is for the current
// query with its own facet's filter left out, so a panel shows the alternatives, and counts cards, one per product
// group (docs/behaviour/catalogue.md#one-card-per-group), unless listings are asked for. The numbers, brands and
// categories come from one grouped scan with FILTER aggregates; specification values from one more query over the
// product_specifications rows (two run at once: in parallel on a PostgreSQL pool, one after another on PGlite).
// The total is exact up to COUNT_CAP listings; a match set larger than EXACT_FACETS_UP_TO listings is counted in a
// fixed sample of whole groups and scaled (docs/behaviour/catalogue.md#approximate-counts), so no answer reads every
// match of a broad query.
import { sql, type SQL } from 'drizzle-orm';
import { PRICE_BUCKETS, RATING_FACET_THRESHOLDS } from '@haat/domain/catalog/price-buckets';
import { SPECIFICATION_FILTERS } from '@haat/domain/catalog/products-query.schema';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { conditions, onSaleCondition, type ProductFilter } from './catalog.repository.ts';
import { catalogueSize, categorySizes, keptListingCounts } from './catalogue-size.sql.ts';
import { rowsOf } from './sql-rows.ts';

export interface FacetValue {
  value: string;
  count: number;
}

export interface ListingSummary {
  total: number;
  /** False when the match set is larger than COUNT_CAP listings: `total` is then an estimate. */
  totalExact: boolean;
  /** True when the counts below come from a sample of the matches, scaled (shown with "≈"). */
  approximate: boolean;
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

/**
 * Listings counted exactly before the total becomes an estimate ("over 27,000", as large stores show it). Counting
 * to the cap reads that many rows (about 15 ms for 5,000 at 100,000 products, bench/RESULTS.md); a match set well
 * past it is recognised from the sample for a few hundred.
 */
export const COUNT_CAP = 5_000;
/** Pages end at this match: no shopper pages that far, and a deep offset reads every row before it. */
export const LAST_LISTED_MATCH = 10_000;
/**
 * Up to this many matching listings the facets are counted exactly; above it, in a sample of about
 * FACET_SAMPLE_TARGET listings. About 5 µs a listing on PostgreSQL (the grouped counts of bench/RESULTS.md's
 * whole-catalogue case: 450 ms for 100,000), so the exact path stays near 20 ms.
 */
export const EXACT_FACETS_UP_TO = 4_000;
export const FACET_SAMPLE_TARGET = 2_000;
/** products.sample_slot runs 0 … SAMPLE_SLOTS − 1 (migration 0019). */
export const SAMPLE_SLOTS = 1024;

/** The three limits above, as one value a test can shrink to exercise sampling on a small catalogue. */
export interface FacetLimits {
  countCap: number;
  exactUpTo: number;
  sampleTarget: number;
}
export const FACET_LIMITS: FacetLimits = {
  countCap: COUNT_CAP,
  exactUpTo: EXACT_FACETS_UP_TO,
  sampleTarget: FACET_SAMPLE_TARGET,
};
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
 * The specification keys to read, as a VALUES list (key, filter name). The keys are constants of
 * SPECIFICATION_FILTERS, inlined so PostgreSQL plans the join once.
 */
function specificationKeyRows(names: string[]): SQL {
  const rows = names.flatMap((name) =>
    SPECIFICATION_FILTERS[name as keyof typeof SPECIFICATION_FILTERS].map(
      (key) => `(${literal(key)}, ${literal(name)})`,
    ),
  );
  return sql.raw(rows.join(', '));
}

/**
 * Values of the named specification filters, grouped case-insensitively; each group is shown in its most common
 * spelling (mode). The values come from product_specifications (written with the product, migration 0019), looked
 * up by each matching product's id. A product whose keys of one filter (Colour and Color) hold the same value counts
 * once for it, as filtering by the value lists it once: the count is of distinct cards (or listings).
 */
async function specificationCounts(
  db: Db,
  names: string[],
  where: SQL | undefined,
  grouped: boolean,
): Promise<{ name: string; value: string; count: number }[]> {
  if (names.length === 0) return [];
  const count = grouped ? sql`count(distinct matched.group_key)` : sql`count(distinct matched.id)`;
  // OFFSET 0 keeps both subqueries as written: the matches first, then each one's rows by the primary key. Left to
  // itself the planner joined every row of the wanted keys to the products instead (400 ms for fashion at 100k).
  return rowsOf<{ name: string; value: string; count: number }>(
    db,
    sql`select m.name, mode() within group (order by s.value) as value, ${count}::int as count
        from (select ${products.id} as id, ${products.groupKey} as group_key from ${products}
              where ${where ?? sql`true`} offset 0) as matched
          cross join lateral (
            select s.key, s.value from product_specifications as s where s.product_id = matched.id offset 0
          ) as s
          join (values ${specificationKeyRows(names)}) as m(key, name) on m.key = s.key
        group by m.name, lower(s.value)`,
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

/** How many cards (or listings) match, and the sample the facets are counted in. */
export interface MatchCount {
  total: number;
  totalExact: boolean;
  /** Matching listings, exact or estimated: what decides between exact and sampled facets. */
  listings: number;
}

/**
 * How many listings and groups the rows of `matches` (one `group_key` column) hold, counted by hashing each group
 * once: count(distinct …) sorts its values first, which cost 27-60 ms for 22,000 phones at 100,000 listings
 * against about 5 ms this way.
 */
export function listingsAndGroups(matches: SQL): SQL {
  return sql`select coalesce(sum(per_group.n), 0)::int as listings, count(*)::int as groups
    from (select count(*) as n from (${matches}) as matched group by matched.group_key) as per_group`;
}

/**
 * A whole category, or the whole catalogue, with nothing else asked: its counts are kept with every write
 * (migration 0028), exact at any size.
 */
function countsKept(filter: ProductFilter): boolean {
  return Object.entries(filter).every(([key, value]) => value === undefined || key === 'category');
}

/**
 * Counts the matches up to the cap, reading at most that many index entries; a whole category's or the whole
 * catalogue's are read as kept (countsKept). A broad question (a large category with a price range, a common word)
 * would read all 10,000 of them: a first look at the sample tells it apart for a few hundred rows, and its total is
 * then estimated without the count (docs/behaviour/catalogue.md#approximate-counts).
 */
export async function countMatches(
  db: Db,
  filter: ProductFilter,
  grouped: boolean,
  limits: FacetLimits = FACET_LIMITS,
): Promise<MatchCount> {
  if (countsKept(filter)) {
    const kept = await keptListingCounts(db, filter.category);
    return { total: grouped ? kept.groups : kept.listings, totalExact: true, listings: kept.listings };
  }
  const published = await catalogueSize(db);
  // Only a catalogue (or a category) well past the cap can hold a match set well past it: a category page of a
  // small category is counted without the probe. A small catalogue never looks its categories up.
  const clearlyPast = (listings: number) => listings > limits.countCap * CLEARLY_PAST;
  const broadest =
    clearlyPast(published) && filter.category
      ? ((await categorySizes(db)).get(filter.category) ?? published)
      : published;
  if (clearlyPast(broadest)) {
    const probe = await sampleCounts(db, filter, slotsFor(published, SAMPLE_SLOTS, limits));
    if (probe.listings >= CONFIDENT_SAMPLE && clearlyPast(scaledUp(probe).listings)) {
      return estimated(scaledUp(probe), grouped, limits);
    }
  }
  const [capped] = await rowsOf<{ listings: number; groups: number }>(
    db,
    listingsAndGroups(
      sql`select ${products.groupKey} as group_key from ${products} where ${conditions(filter)}
          limit ${limits.countCap + 1}`,
    ),
  );
  const listings = Number(capped?.listings ?? 0);
  if (listings <= limits.countCap) {
    return { total: grouped ? Number(capped?.groups ?? 0) : listings, totalExact: true, listings };
  }
  return estimated(await sampleCount(db, filter, published, limits), grouped, limits);
}

/**
 * The total of a match set counted whole (a search's ranking scan counts every match): exact up to the cap, then
 * rounded down and shown "27,000+" like a sampled estimate, so a search and a category page state totals alike.
 */
export function countedMatches(
  counted: { listings: number; groups: number },
  grouped: boolean,
  limits: FacetLimits = FACET_LIMITS,
): MatchCount {
  if (counted.listings > limits.countCap) return estimated(counted, grouped, limits);
  return { total: grouped ? counted.groups : counted.listings, totalExact: true, listings: counted.listings };
}

/** A probe of at least this many sampled listings estimates within about ±10 % (1/√100). */
const CONFIDENT_SAMPLE = 100;
/** An estimate this far past the cap is past it for certain enough to skip counting to the cap. */
const CLEARLY_PAST = 1.5;

/**
 * An estimated total, rounded down to two significant figures (27,431 → 27,000) and shown "27,000+"; never below
 * the cap it passed when listings are counted.
 */
function estimated(
  estimate: { listings: number; groups: number },
  grouped: boolean,
  limits: FacetLimits = FACET_LIMITS,
): MatchCount {
  const roundDown = (n: number) => {
    const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
    return Math.floor(n / unit) * unit;
  };
  const listings = Math.max(limits.countCap + 1, estimate.listings);
  return { total: roundDown(grouped ? estimate.groups : listings), totalExact: false, listings };
}

interface Sample {
  slots: number;
  listings: number;
  groups: number;
}

async function sampleCounts(db: Db, filter: ProductFilter, slots: number): Promise<Sample> {
  const [row] = await rowsOf<{ listings: number; groups: number }>(
    db,
    listingsAndGroups(
      sql`select ${products.groupKey} as group_key from ${products}
          where ${conditions({ ...filter, sampleBelow: slots })}`,
    ),
  );
  return { slots, listings: Number(row?.listings ?? 0), groups: Number(row?.groups ?? 0) };
}

const scaledUp = (sample: Sample) => ({
  listings: Math.round((sample.listings * SAMPLE_SLOTS) / sample.slots),
  groups: Math.round((sample.groups * SAMPLE_SLOTS) / sample.slots),
});

/** The slots that would hold about `sampleTarget` listings of a set of `listings` seen through `slots` slots. */
const slotsFor = (listings: number, slots: number, { sampleTarget }: FacetLimits) =>
  Math.min(SAMPLE_SLOTS, Math.max(1, Math.ceil((slots * sampleTarget) / Math.max(1, listings))));

/**
 * A match set past the cap, estimated from a sample: first the slots that would hold sampleTarget listings if every
 * listing of the catalogue matched; if the filter is narrower and the sample came out thin, once more with the slots
 * that thin sample says are needed. Whole groups are sampled, so groups scale as listings do.
 */
async function sampleCount(
  db: Db,
  filter: ProductFilter,
  published: number,
  limits: FacetLimits,
): Promise<{ listings: number; groups: number }> {
  let sample = await sampleCounts(db, filter, slotsFor(published, SAMPLE_SLOTS, limits));
  if (sample.listings < limits.sampleTarget / 4 && sample.slots < SAMPLE_SLOTS) {
    sample = await sampleCounts(db, filter, slotsFor(sample.listings, sample.slots, limits));
  }
  return scaledUp(sample);
}

/** The slots a facet sample needs for about FACET_SAMPLE_TARGET listings; SAMPLE_SLOTS (all) for exact counts. */
export function sampleSlotsFor(
  listings: number,
  { exactUpTo, sampleTarget }: FacetLimits = FACET_LIMITS,
): number {
  if (listings <= exactUpTo) return SAMPLE_SLOTS;
  return Math.min(SAMPLE_SLOTS, Math.ceil((SAMPLE_SLOTS * sampleTarget) / listings));
}

/** Every count of a summary drawn from a sample, scaled to the whole match set. */
function scaled(summary: Omit<ListingSummary, 'totalExact' | 'approximate'>, factor: number) {
  const up = (n: number) => Math.round(n * factor);
  const values = (list: FacetValue[]) => list.map((v) => ({ ...v, count: up(v.count) }));
  return {
    ...summary,
    brands: values(summary.brands),
    priceBuckets: summary.priceBuckets.map(up),
    ratings: summary.ratings.map(up),
    inStock: up(summary.inStock),
    onSale: up(summary.onSale),
    freeShipping: up(summary.freeShipping),
    categories: values(summary.categories),
    specifications: Object.fromEntries(
      Object.entries(summary.specifications).map(([name, list]) => [name, values(list)]),
    ),
  };
}

/**
 * The cheapest and dearest match with the price filter left out, always exact (a slider must reach every
 * product): min and max are read off the price indexes where the filter allows.
 */
async function priceRange(db: Db, filter: ProductFilter): Promise<ListingSummary['price']> {
  const [row] = await rowsOf<{ min: number | null; max: number | null }>(
    db,
    sql`select min(${products.pricePaise}) as min, max(${products.pricePaise}) as max
        from ${products} where ${conditions(filter, 'price')}`,
  );
  return row?.min == null ? null : { min: Number(row.min), max: Number(row.max) };
}

/**
 * The listing's total and facets: counting cards, one per group (`grouped`, the store's listing), or listings
 * (groupVariants=false). A match set of more than EXACT_FACETS_UP_TO listings is counted in a fixed sample of whole
 * groups and scaled (`approximate`); the price range stays exact.
 */
export async function listingSummary(
  db: Db,
  filter: ProductFilter,
  { grouped, limits = FACET_LIMITS }: { grouped: boolean; limits?: FacetLimits },
): Promise<ListingSummary> {
  // The counts read more than the matches: each leaves its own facet's filter out. The broadest set any of them
  // reads (every facet filter left out) decides between exact and sampled counts; a catalogue no larger than the
  // exact limit is counted exactly without asking.
  const exactly = async () => {
    const [counts, specifications] = await Promise.all([
      groupedCounts(db, filter, grouped),
      allSpecificationCounts(db, filter, grouped),
    ]);
    return { ...counts, specifications, totalExact: true, approximate: false };
  };
  if ((await catalogueSize(db)) <= limits.exactUpTo) return exactly();
  const broadest = { ...splitForCounts(filter).shared, specifications: undefined };
  const read = await countMatches(db, broadest, grouped, limits);
  const slots = sampleSlotsFor(read.listings, limits);
  if (slots === SAMPLE_SLOTS) return exactly();
  const matches =
    JSON.stringify(broadest) === JSON.stringify({ ...filter, specifications: undefined })
      ? read
      : await countMatches(db, filter, grouped, limits);
  const sample = { ...filter, sampleBelow: slots };
  const [counts, specifications, price] = await Promise.all([
    groupedCounts(db, sample, grouped),
    allSpecificationCounts(db, sample, grouped),
    priceRange(db, filter),
  ]);
  return {
    ...scaled({ ...counts, specifications }, SAMPLE_SLOTS / slots),
    total: matches.total,
    totalExact: matches.totalExact,
    price,
    approximate: true,
  };
}
