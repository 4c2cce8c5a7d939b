import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
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
      // Any write of a product puts its words in the lists (this check merges them again)…
      await database.db.execute(sql`update products set popularity = 99 where id = 'pj_b'`);
      expect(await pendingPages()).toBeGreaterThan(0);
      // …and the round rewrites both products (pj_a gains its 3 views, pj_b loses the 99), then merges.
      await database.db.execute(sql`update products set popularity = 99 where id = 'pj_b'`);
      expect(await refreshPopularity(database.db)).toBeGreaterThanOrEqual(2);
      expect(await pendingPages()).toBe(0);
    } finally {
      await drop();
    }
  }, 180_000);

  it.skipIf(testDatabaseKind !== 'postgres')(
    'a round by a role that does not own the search indexes still counts: PostgreSQL refuses it only the merge',
    async () => {
      const { database, drop } = await createTestDatabase({ seed: { demoCustomer: false } });
      const role = `haat_job_${Date.now().toString(36)}`;
      let asRole: Awaited<ReturnType<typeof openDatabase>> | undefined;
      try {
        await insertFixtureProducts(database.db, [{ id: 'pj_role' }]);
        await insertStats(database.db, [{ productId: 'pj_role', daysAgo: 1, views: 4, sales: 0 }]);
        const [{ name } = { name: '' }] = await rowsOf<{ name: string }>(
          database.db,
          sql`select current_database() as name`,
        );
        await database.db.execute(sql.raw(`create role ${role} login password 'job'`));
        await database.db.execute(sql.raw(`grant select, update on all tables in schema public to ${role}`));
        const url = new URL(process.env.TEST_DATABASE_URL!);
        [url.username, url.password, url.pathname] = [role, 'job', `/${name}`];
        asRole = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 2 });
        expect(await refreshPopularity(asRole.db)).toBeGreaterThanOrEqual(1);
        const [row] = await database.db
          .select({ popularity: products.popularity })
          .from(products)
          .where(eq(products.id, 'pj_role'));
        expect(row?.popularity).toBe(4);
      } finally {
        await asRole?.close();
        await database.db.execute(sql.raw(`drop owned by ${role}`)).catch(() => {});
        await drop();
        const { default: pg } = await import('pg');
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`drop role if exists ${role}`).catch(() => {});
        await admin.end();
      }
    },
    180_000,
  );

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
