import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { products } from '../../db/schema/products.ts';
import { createTestDatabase, testDatabaseKind } from '../../testing/build-test-app.ts';
import { insertFixtureProducts, insertStats } from './catalog.fixtures.ts';
import { PopularityJob, refreshPopularity } from './popularity.job.ts';
import { rowsOf } from './sql-rows.ts';

describe(`popularity job (${testDatabaseKind})`, () => {
  it('computes popularity when the server is ready, after migrate and seed', async () => {
    const { database, drop } = await createTestDatabase({ seed: { demoCustomer: false } });
    try {
      await insertFixtureProducts(database.db, [{ id: 'pj_start' }]);
      await insertStats(database.db, [{ productId: 'pj_start', daysAgo: 1, views: 7, sales: 1 }]);
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'false' });
      const app = await buildApp({ config, database });
      await app.ready();
      // close() waits for the refresh that ready() started.
      await app.close();
      const [row] = await database.db
        .select({ popularity: products.popularity })
        .from(products)
        .where(eq(products.id, 'pj_start'));
      expect(row?.popularity).toBe(12);
    } finally {
      await drop();
    }
  }, 180_000);

  it('a round that moves popularity leaves nothing pending in the search indexes', async () => {
    const { database, drop } = await createTestDatabase({ seed: { demoCustomer: false } });
    try {
      await insertFixtureProducts(database.db, [{ id: 'pj_a' }, { id: 'pj_b' }]);
      await insertStats(database.db, [{ productId: 'pj_a', daysAgo: 1, views: 3, sales: 0 }]);
      const pendingPages = async () => {
        const [row] = await rowsOf<{ pages: number }>(
          database.db,
          sql`select gin_clean_pending_list('products_search_document_idx'::regclass)
                + gin_clean_pending_list('products_search_title_idx'::regclass) as pages`,
        );
        return Number(row?.pages);
      };
      await pendingPages();
      // The round rewrites both products (pj_a gains 3, pj_b loses what is set here): their words go pending.
      await database.db.execute(sql`update products set popularity = 99 where id = 'pj_b'`);
      expect(await pendingPages()).toBeGreaterThan(0);
      await database.db.execute(sql`update products set popularity = 99 where id = 'pj_b'`);
      expect(await refreshPopularity(database.db)).toBeGreaterThanOrEqual(2);
      expect(await pendingPages()).toBe(0);
    } finally {
      await drop();
    }
  }, 180_000);

  it('logs a failed round instead of throwing, and runs no round once stopped', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const broken = {
      transaction: () => {
        calls += 1;
        return Promise.reject(new Error('database down'));
      },
    } as never;
    const job = new PopularityJob(broken, { error: (...a: unknown[]) => errors.push(a), debug: () => {} }, 0);
    job.start();
    await job.run();
    expect(errors).toHaveLength(2);
    await job.stop();
    await job.run();
    expect(calls).toBe(2);
  });
});
