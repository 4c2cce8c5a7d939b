// Database handles whose connections start with planner settings of their own
// (docs/architecture.md#growing-past-one-machine): a text search on a large catalogue reads its matches through the search index, which PostgreSQL's planner does not
// choose by itself (modules/catalog/search/search.sql withSearchPlan). A handle here gives that plan with no transaction
// around each read: BEGIN, the SET LOCAL and COMMIT were three of a search's round trips per query, each costing
// the Node process about as much as a short query's own work.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The two plans a search asks for: `bitmapOrSeq` keeps the planner from walking an order's index (index scans off;
 * bitmap and sequential scans stay), `bitmapOnly` forbids sequential scans too.
 */
export type SearchPlanner = 'bitmapOrSeq' | 'bitmapOnly';

/**
 * The server settings of each plan, given to a connection when it opens (libpq's `options`), after those of every
 * connection (client.ts: no JIT, no parallel workers — with ten requests on two cores a search's Gather waited
 * 60-260 ms for workers that then sorted in 8 ms).
 */
export const PLANNER_OPTIONS: Record<SearchPlanner, string> = {
  bitmapOrSeq: '-c enable_indexscan=off',
  bitmapOnly: '-c enable_indexscan=off -c enable_seqscan=off',
};

const handles = new WeakMap<Db, Record<SearchPlanner, Db>>();

/** Called by the database that opened `db` with handles on the same database for each plan. */
export function registerPlannerHandles(db: Db, planners: Record<SearchPlanner, Db>): void {
  handles.set(db, planners);
}

/** `db`'s handle for the plan, or undefined where there is none (PGlite: one connection; a transaction). */
export function plannerHandle(db: Db, planner: SearchPlanner): Db | undefined {
  return handles.get(db)?.[planner];
}

/**
 * Runs `read` with the plan's settings: on `db`'s handle for it, else (PGlite, or `db` a transaction already) in a
 * transaction of its own whose SET LOCAL ends with it.
 */
export async function withPlanner<T>(
  db: Db,
  planner: SearchPlanner,
  read: (db: Db) => Promise<T>,
): Promise<T> {
  const handle = plannerHandle(db, planner);
  if (handle) return read(handle);
  return db.transaction(async (tx) => {
    // set_config(…, true) is SET LOCAL; both in one statement, one round trip.
    await tx.execute(
      sql`select set_config('enable_seqscan', ${planner === 'bitmapOrSeq' ? 'on' : 'off'}, true),
                 set_config('enable_indexscan', 'off', true),
                 set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return read(tx as unknown as Db);
  });
}
