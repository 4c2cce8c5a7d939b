// Database handles whose connections start with planner settings of their own
// (docs/architecture.md#growing-past-one-machine): a text search on a large catalogue reads its matches through the search index, which PostgreSQL's planner does not
// choose by itself (modules/search/search.sql withSearchPlan). A handle here gives that plan with no transaction
// around each read: BEGIN, the SET LOCAL and COMMIT were three of a search's round trips per query, each costing
// the Node process about as much as a short query's own work.
import type { Db } from './client.ts';

/**
 * The two plans a search asks for: `bitmapOrSeq` keeps the planner from walking an order's index (index scans off;
 * bitmap and sequential scans stay), `bitmapOnly` forbids sequential scans too.
 */
export type SearchPlanner = 'bitmapOrSeq' | 'bitmapOnly';

/** The server settings of each plan, given to a connection when it opens (libpq's `options`). */
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
