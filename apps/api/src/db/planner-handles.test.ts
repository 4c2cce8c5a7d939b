// A search's planner handles (planner-handles.ts) are connections with their own settings, on PostgreSQL only:
// the database's own handle keeps the planner's defaults, and PGlite has none (withSearchPlan then uses a transaction).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './client.ts';
import { plannerHandle } from './planner-handles.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

async function settings(db: Db): Promise<{ seqscan: string; indexscan: string }> {
  const result = await db.execute<{ seqscan: string; indexscan: string }>(
    sql`select current_setting('enable_seqscan') as seqscan, current_setting('enable_indexscan') as indexscan`,
  );
  return result.rows[0]!;
}

describe.skipIf(!serverUrl)('planner handles on PostgreSQL (runs when TEST_DATABASE_URL is set)', () => {
  it('gives each search plan its settings and leaves the main handle with the defaults', async () => {
    const database = await openDatabase({ url: serverUrl, dataDir: 'unused', poolSize: 2 });
    try {
      expect(await settings(database.db)).toEqual({ seqscan: 'on', indexscan: 'on' });
      expect(await settings(plannerHandle(database.db, 'bitmapOrSeq')!)).toEqual({
        seqscan: 'on',
        indexscan: 'off',
      });
      expect(await settings(plannerHandle(database.db, 'bitmapOnly')!)).toEqual({
        seqscan: 'off',
        indexscan: 'off',
      });
    } finally {
      await database.close();
    }
  });
});

describe('planner handles on PGlite', () => {
  it('has none: a search plan there runs in a transaction of its own', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(plannerHandle(database.db, 'bitmapOnly')).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
