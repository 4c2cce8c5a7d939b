// A search's planner handles (planner-handles.ts) are connections with their own settings, on PostgreSQL only:
// the database's own handle keeps the planner's defaults. (PGlite has one connection and no handles; withPlanner's
// transaction there is what every search and narrow listing of the PGlite suites goes through.)
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './client.ts';
import { rowsOf } from '../modules/catalog/sql-rows.ts';
import { plannerHandle } from './planner-handles.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

async function settings(db: Db): Promise<{ seqscan: string; indexscan: string; workers: string }> {
  const [row] = await rowsOf<{ seqscan: string; indexscan: string; workers: string }>(
    db,
    sql`select current_setting('enable_seqscan') as seqscan, current_setting('enable_indexscan') as indexscan,
          current_setting('max_parallel_workers_per_gather') as workers`,
  );
  return row!;
}

describe.skipIf(!serverUrl)('planner handles on PostgreSQL (runs when TEST_DATABASE_URL is set)', () => {
  it('gives each search plan its settings, and every handle no parallel workers', async () => {
    const database = await openDatabase({ url: serverUrl, dataDir: 'unused', poolSize: 2 });
    try {
      expect(await settings(database.db)).toEqual({ seqscan: 'on', indexscan: 'on', workers: '0' });
      expect(await settings(plannerHandle(database.db, 'bitmapOrSeq')!)).toEqual({
        seqscan: 'on',
        indexscan: 'off',
        workers: '0',
      });
      expect(await settings(plannerHandle(database.db, 'bitmapOnly')!)).toEqual({
        seqscan: 'off',
        indexscan: 'off',
        workers: '0',
      });
    } finally {
      await database.close();
    }
  });
});
