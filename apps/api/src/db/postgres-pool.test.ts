// The pool keeps its capacity when connections die: a transaction whose BEGIN meets a dead connection (drizzle's
// leak, postgres-pool.ts) gives its client back, and the next query gets a live one.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { ReleasingPool } from './postgres-pool.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Fails the test instead of hanging it when the pool has lost its client. */
const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([work, sleep(ms).then(() => Promise.reject(new Error(`no answer within ${ms} ms`)))]);

describe.skipIf(!serverUrl)('ReleasingPool (runs when TEST_DATABASE_URL is set)', () => {
  it('gives back a client whose connection died before BEGIN, so a pool of one still answers', async () => {
    const pool = new ReleasingPool({ connectionString: serverUrl, max: 1 });
    pool.on('error', () => {});
    const db = drizzle(pool);
    // The connection dies the moment it is checked out, before drizzle sends BEGIN on it.
    let cut = true;
    pool.on('acquire', (client: pg.PoolClient) => {
      if (!cut) return;
      cut = false;
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    });
    try {
      const failed = await db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .catch((err: unknown) => err);
      expect(isDatabaseUnavailable(failed)).toBe(true);
      const result = await within(3_000, db.execute(sql`select 1 as one`));
      expect(result.rows).toEqual([{ one: 1 }]);
      expect(pool.totalCount).toBe(1);
    } finally {
      await within(3_000, pool.end());
    }
  });

  it('leaves a healthy client to the pool and ignores a second release', async () => {
    const pool = new ReleasingPool({ connectionString: serverUrl, max: 1 });
    try {
      const client = await pool.connect();
      client.release();
      expect(() => client.release()).not.toThrow();
      expect(pool.idleCount).toBe(1);
      const again = await pool.connect();
      expect(again).toBe(client);
      again.release();
    } finally {
      await pool.end();
    }
  });
});
