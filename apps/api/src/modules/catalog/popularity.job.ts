// products.popularity = views + 5 × units sold over the last 30 UTC days
// (docs/architecture.md#real-where-the-spec-simulated: popular is real), recomputed at start-up and every
// POPULARITY_REFRESH_MS. sort=popular reads the column, so the listing never sums stats per request. Several
// instances may run the job: a transaction-scoped advisory lock lets one of them refresh while the others skip that
// round (PGlite has the same lock functions).
import { sql } from 'drizzle-orm';
import { ACTIVITY_SALE_WEIGHT } from '@haat/domain/catalog/rankings';
import type { Db } from '../../db/client.ts';
import { INSUFFICIENT_PRIVILEGE, postgresErrorCode } from '../../db/postgres-errors.ts';
import { PeriodicJob, type JobLog } from '../../jobs/periodic-job.ts';
import { UTC_TODAY } from './product-stats.ts';
import { rowsOf } from './sql-rows.ts';
import { CATEGORY_TRENDING_DAYS, trendingSet } from './trending.sql.ts';

export const POPULARITY_WINDOW_DAYS = 30;
/** A sale says more about popularity than a look. */
export const POPULARITY_SALE_WEIGHT = ACTIVITY_SALE_WEIGHT;
/** pg advisory lock key of this job ('popu' in ASCII); the seed uses its own. */
export const POPULARITY_LOCK_KEY = 0x706f7075;

/**
 * Recomputes every product's popularity and trending flag; answers how many values changed, or null when another
 * instance held the lock. Only rows whose value moves are written.
 */
export async function refreshPopularity(db: Db): Promise<number | null> {
  const changed = await updatePopularity(db);
  if (changed) await mergeSearchIndexLists(db);
  return changed;
}

/**
 * Merges the search indexes' pending lists into the indexes (schema/products.ts SEARCH_INDEX_PENDING_LIMIT_KB): a
 * round rewrites every product whose popularity moved, each adding its words to the lists of products and of
 * product_search (unless its row there stays on its page), and every search reads the lists through until they
 * are merged. Outside the round's transaction, so no product stays locked meanwhile.
 * PostgreSQL lets only the indexes' owner merge them: a server whose API runs as another role than the one that
 * migrated it leaves the lists to the 256 kB limit and autovacuum, as before, and the round still counts.
 */
async function mergeSearchIndexLists(db: Db): Promise<void> {
  await db
    .execute(
      sql`select gin_clean_pending_list('products_search_document_idx'::regclass),
                 gin_clean_pending_list('products_search_title_idx'::regclass),
                 gin_clean_pending_list('product_search_document_idx'::regclass),
                 gin_clean_pending_list('product_search_title_idx'::regclass)`,
    )
    .catch((error: unknown) => {
      if (postgresErrorCode(error) !== INSUFFICIENT_PRIVILEGE) throw error;
    });
}

async function updatePopularity(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ locked: boolean }>(
      tx as unknown as Db,
      sql`select pg_try_advisory_xact_lock(${sql.raw(String(POPULARITY_LOCK_KEY))}) as locked`,
    );
    if (!lock?.locked) return null;
    const changed = await rowsOf<{ id: string }>(
      tx as unknown as Db,
      sql`with scores as (
            select product_id, sum(views + ${sql.raw(String(POPULARITY_SALE_WEIGHT))} * sales)::int as score
            from product_daily_stats
            where day > ${UTC_TODAY} - ${sql.raw(String(POPULARITY_WINDOW_DAYS))}
            group by product_id
          ), wanted as (
            select p.id, coalesce(s.score, 0) as score
            from products p left join scores s on s.product_id = p.id
          )
          update products set popularity = wanted.score
          from wanted
          where products.id = wanted.id and products.popularity <> wanted.score
          returning products.id`,
    );
    // products.trending: in this week's trending set (docs/behaviour/catalogue.md#rankings), so the flag a product
    // carries says what /trending lists, as of this round.
    const flagged = await rowsOf<{ id: string }>(
      tx as unknown as Db,
      sql`with t as (${trendingSet(CATEGORY_TRENDING_DAYS)})
          update products set trending = (products.id in (select id from t))
          where products.trending <> (products.id in (select id from t))
          returning products.id`,
    );
    return changed.length + flagged.length;
  });
}

/** Runs refreshPopularity now and then every intervalMs (0: only now); a failed round is logged, never thrown. */
export class PopularityJob extends PeriodicJob {
  constructor(db: Db, log: JobLog, intervalMs: number) {
    super('popularity refresh', () => refreshPopularity(db), log, intervalMs);
  }
}
