// One card per product group (docs/behaviour/catalogue.md#one-card-per-group): a page of the listing as group
// representatives, each the group's best listing for the filter and order, and the listings of the page's groups
// that match the filter, from which each card's group figures are drawn.
import type { SearchPlan } from '@haat/domain/search/search-plan';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { relevanceScore } from './search/search.sql.ts';
import {
  ORDER_COLUMNS,
  RELEVANCE_WINDOW,
  conditions,
  findProductCards,
  type ListingOrder,
  type ProductFilter,
  type CardRow,
} from './catalog.repository.ts';
import { listingsAndGroups } from './catalog.facets.ts';
import { searchScan } from './search/search-table.sql.ts';
import { rowsOf } from './sql-rows.ts';

/**
 * A group's card is a new unit where one matches: a refurbished or open-box unit (the condition option, ADR 0013)
 * stands for the model only when no new one does, or when the shopper sorted by price or filtered to it.
 */
const isNew = sql`(${products.condition} = 'new')`;
const inStockFirst = sql`(${products.stock} > 0) desc, ${isNew} desc`;

/** One term of an order: the value, and whether a smaller or a larger one comes first. */
interface OrderTerm {
  name: string;
  value: SQL;
  direction: 'asc' | 'desc';
}

interface GroupOrder {
  /** The listing's order, read off each group's representative; the id settles ties. */
  key: OrderTerm;
  /** Which listing of a group stands for it: the first in this order (every term non-null, the id last). */
  representative: OrderTerm[];
}

/**
 * A price order shows the price the shopper sorted by: the group's cheapest matching listing (dearest for
 * price-high), so "from ₹X" and the order agree. Any other order shows a listing that can be bought first,
 * then a new unit before a refurbished or open-box one, then the best by that order's own field, then the most
 * popular; the id settles the rest, so the choice never depends on how the rows were read.
 */
function groupOrder(ordering: ListingOrder): GroupOrder {
  // Without a text query every product is equally relevant: newest first, as listProducts.
  const { field, order } =
    ordering.field === 'relevance' ? { field: 'createdAt' as const, order: 'desc' as const } : ordering;
  const key: OrderTerm = { name: 'sort_key', value: sql`${ORDER_COLUMNS[field]}`, direction: order };
  const inStock: OrderTerm = { name: 'in_stock', value: sql`(${products.stock} > 0)`, direction: 'desc' };
  const newUnit: OrderTerm = { name: 'is_new', value: isNew, direction: 'desc' };
  const rest: OrderTerm[] = [
    { name: 'popularity', value: sql`${products.popularity}`, direction: 'desc' },
    { name: 'id', value: sql`${products.id}`, direction: 'asc' },
  ];
  return {
    key,
    representative: field === 'price' ? [key, inStock, newUnit, ...rest] : [inStock, newUnit, key, ...rest],
  };
}

/** The row of `products` comes before the candidate `c` in this order: lexicographic, each term strict. */
function comesBefore(terms: OrderTerm[]): SQL {
  const [term, ...rest] = terms;
  if (!term) return sql`false`;
  const other = sql.raw(`c.${term.name}`);
  const before = sql`${term.value} ${sql.raw(term.direction === 'asc' ? '<' : '>')} ${other}`;
  return rest.length === 0 ? before : sql`(${before} or (${term.value} = ${other} and ${comesBefore(rest)}))`;
}

/**
 * The representatives of one page, in listing order: the matching listings that no other matching listing of
 * their group comes before in the representative order, ordered by the listing's order with the id as the
 * tie-break, so pages never overlap or skip a group. PostgreSQL walks the order's listing index and looks each
 * candidate's group up by products_group_key_idx (a few rows), so a first page reads about a page of groups
 * (under a millisecond at 100k listings, where numbering every match within its group first took 230 ms); for
 * a deep page it plans a hash anti-join over the matches instead. Never a comparison of every row with every
 * other.
 */
async function groupPageIds(
  db: Db,
  filter: ProductFilter,
  ordering: ListingOrder,
  { offset, limit }: { offset: number; limit: number },
): Promise<string[]> {
  const { key, representative } = groupOrder(ordering);
  const where = conditions(filter);
  // The inner query reads "products" itself; the candidates are named c.
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select c.id from (
          select ${products.groupKey} as group_key,
            ${sql.join(
              representative.map((term) => sql`${term.value} as ${sql.raw(term.name)}`),
              sql`, `,
            )}
          from ${products}
          where ${where}
        ) as c
        where not exists (
          select 1 from ${products}
          where ${products.groupKey} = c.group_key and ${where} and ${comesBefore(representative)}
        )
        order by c.${sql.raw(key.name)} ${sql.raw(key.direction)}, c.id
        offset ${offset} limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * One page of a search in relevance order, one card per group (catalog.repository relevancePageIds for the
 * listings): the groups of the `window` most popular matches come first, each represented by its best listing
 * among them (in stock first, then relevance), ordered by that listing's relevance; the groups with no listing
 * in the window follow, each by its in-stock and most popular listing, by that listing's popularity. One order
 * over all groups, so pages never overlap or skip one. The first part holds at most `window` ids and is read
 * whole (ranking it costs the same for any page of it); the second only when the page reaches past it.
 *
 * The scan that finds the window reads every match anyway (the search index returns them in no order), so it
 * counts them too: the page knows how many listings and groups match, and a search needs no count of its own
 * (docs/behaviour/search.md#ranking). The scan reads the narrow search table where the filter allows
 * (search-table.sql) and keeps only a narrow row per match (its id or address, popularity and group); the columns
 * relevance needs are read for the window's rows alone, from the search table when it holds them (by address) or
 * from products: carrying each match's title document and specifications through the sort by popularity cost
 * about three times the scan.
 */
async function relevanceGroupPageIds(
  db: Db,
  filter: ProductFilter & { search: SearchPlan },
  { offset, limit }: { offset: number; limit: number },
  window: number,
): Promise<{ ids: string[]; matched: { groups: number; listings: number } }> {
  const byPopularity = sql`${products.popularity} desc, ${products.id}`;
  const scan = searchScan(filter);
  // Each subquery is named like the table so that relevanceScore's "products"."column" reads its columns.
  const windowed = await rowsOf<{ id: string | null; listings: number; groups: number }>(
    db,
    sql`with matched as materialized (
          select ${scan.ref} as row_ref, ${products.popularity} as popularity, ${products.id} as id,
            ${products.groupKey} as group_key
          from ${scan.matches}
          where ${conditions(filter)}
        ),
        counted as (${listingsAndGroups(sql`select group_key from matched`)})
        select ranked.id, counted.listings, counted.groups
        from counted left join (
          select products.id, products.rel, products.popularity,
            row_number() over (
              partition by products.group_key
              order by (products.stock > 0) desc, products.is_new desc, products.rel desc,
                products.popularity desc, products.id
            ) as rn
          from (
            select products.*, ${relevanceScore(filter.search)} as rel
            from (
              select ${scan.rankedColumns}, ${products.groupKey}, ${products.stock}, ${isNew} as is_new
              from ${scan.ranked}
              where ${scan.ref} = any(array(
                select row_ref from matched order by popularity desc, id limit ${window}
              ))
            ) as products
          ) as products
        ) as ranked on ranked.rn = 1
        order by ranked.rel desc, ranked.popularity desc, ranked.id`,
  );
  const matched = { listings: windowed[0]?.listings ?? 0, groups: windowed[0]?.groups ?? 0 };
  const first = windowed.flatMap((row) => (row.id === null ? [] : [row.id]));
  if (matched.listings <= window || offset + limit <= first.length) {
    return { ids: first.slice(offset, offset + limit), matched };
  }
  const from = Math.max(0, offset - first.length);
  const rest = await rowsOf<{ id: string }>(
    db,
    sql`select id from (
          select ${products.id} as id, ${products.popularity} as popularity,
            row_number() over (partition by ${products.groupKey} order by ${inStockFirst}, ${byPopularity}) as rn
          from ${products}
          where ${conditions(filter)}
            and ${products.groupKey} not in (
              select windowed.group_key from (
                select ${products.groupKey} from ${products}
                where ${conditions(filter)}
                order by ${byPopularity}
                limit ${window}
              ) as windowed
            )
        ) as ranked
        where rn = 1
        order by popularity desc, id
        offset ${from} limit ${offset + limit - Math.max(offset, first.length)}`,
  );
  return { ids: [...first.slice(offset), ...rest.map((row) => row.id)], matched };
}

/** A page of group representatives, and every match counted when reading the page counted them anyway. */
export interface GroupPage {
  rows: CardRow[];
  /** The groups and listings matching the filter, exact: a search in relevance order counts them as it ranks. */
  matched?: { groups: number; listings: number };
}

/**
 * One page of the listing with one row per group: the representatives, with their seller, in listing order.
 * The ids are ordered first and the page's rows read after, as listProducts does for a search.
 */
export async function listGroupRepresentatives(
  db: Db,
  filter: ProductFilter,
  ordering: ListingOrder,
  page: { offset: number; limit: number },
  relevanceWindow = RELEVANCE_WINDOW,
): Promise<GroupPage> {
  const { search } = filter;
  const { ids, matched } =
    ordering.field === 'relevance' && search !== undefined
      ? await relevanceGroupPageIds(db, { ...filter, search }, page, relevanceWindow)
      : { ids: await groupPageIds(db, filter, ordering, page) };
  const position = new Map(ids.map((id, i) => [id, i]));
  const rows = await findProductCards(db, ids);
  return {
    rows: rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!),
    ...(matched ? { matched } : {}),
  };
}

export interface GroupListing {
  groupKey: string;
  pricePaise: number;
  variantOptions: Record<string, string>;
}

/** The listings of these groups that match the filter (through products_group_key_idx), in no order. */
export async function findGroupListings(
  db: Db,
  filter: ProductFilter,
  groupKeys: string[],
): Promise<GroupListing[]> {
  if (groupKeys.length === 0) return [];
  const rows = await db
    .select({
      groupKey: products.groupKey,
      pricePaise: products.pricePaise,
      variantOptions: products.variantOptions,
    })
    .from(products)
    .where(and(conditions(filter), inArray(products.groupKey, groupKeys)));
  // group_key is coalesce(variant_group, id), never null.
  return rows.map((row) => ({ ...row, groupKey: row.groupKey ?? '' }));
}
