// More than one machine (issue 12 item 5): two API instances, each with its own connection pool, Redis client and
// in-memory caches, against one PostgreSQL database and one Redis, as behind a load balancer. Rate limits and the
// sign-in throttle hold whichever instance a request reaches, a write through one instance is never served stale
// by the other beyond CATALOG_CACHE_MS, and checkouts spread over both never oversell.
//
// Both instances live in this process (a spawned server costs seconds of start-up): nothing in the API keeps state
// at module level, so two buildApp() calls share only what two machines would, the database and Redis.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from '@haat/domain/auth/auth-messages';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { rowsOf } from './modules/catalog/sql-rows.ts';
import {
  codOrderBody,
  insertBuyers,
  insertStockedProducts,
  insertTwoSellers,
  INVARIANT_ENV,
  ledger,
  orderIdOf,
  type Buyer,
} from './modules/orders/orders.invariants-support.ts';
import { createCustomer } from './modules/users/users.test-support.ts';
import { databaseUrl } from './testing/database-templates.ts';
import { createTestDatabase } from './testing/build-test-app.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** This run's keys in the shared Redis: no two runs (or CI jobs) count the same client. */
const REDIS_PREFIX = `haat-test-${Date.now()}-${randomBytes(3).toString('hex')}:`;
const RATE_LIMIT_MAX = 40;
const AUTH_RATE_LIMIT_MAX = 6;
const CACHE_MS = 1_500;
const BUYERS = 40;
const HOT_STOCK = 12;

/** A client address of its own, so that counts never leak between tests. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.skipIf(!postgresUrl || !redisUrl)(
  'two API instances on one PostgreSQL and one Redis (runs when TEST_DATABASE_URL and TEST_REDIS_URL are set)',
  { timeout: 120_000 },
  () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let dbA: Database;
    let dbB: Database;
    let drop: () => Promise<void>;
    let redis: Redis;
    let sellers: { a: string; b: string };

    beforeAll(async () => {
      const created = await createTestDatabase();
      dbA = created.database;
      drop = created.drop;
      const [current] = await rowsOf<{ name: string }>(dbA.db, sql`select current_database() as name`);
      dbB = await openDatabase({
        url: databaseUrl(postgresUrl ?? '', current?.name ?? ''),
        dataDir: '',
        poolSize: 5,
      });
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED: 'false',
        ...INVARIANT_ENV,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: REDIS_PREFIX,
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        AUTH_RATE_LIMIT_MAX: String(AUTH_RATE_LIMIT_MAX),
        CATALOG_CACHE_MS: String(CACHE_MS),
      });
      [a, b] = await Promise.all([buildApp({ config, database: dbA }), buildApp({ config, database: dbB })]);
      await Promise.all([a.ready(), b.ready()]);
      redis = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 });
      // A failed command still fails the test; a dropped connection is retried by ioredis.
      redis.on('error', () => {});
      sellers = await insertTwoSellers(dbA.db);
    }, 180_000);

    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await dbB?.close();
      await drop?.();
      if (redis) {
        const keys = await redis.keys(`${REDIS_PREFIX}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    });

    const instances = () => [a, b] as const;
    const get = (app: FastifyInstance, url: string, ip: string) =>
      app.inject({ method: 'GET', url, remoteAddress: ip });
    const login = (app: FastifyInstance, email: string, password: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email, password },
        remoteAddress: ip,
      });

    it('starts two instances at once on a new database: one migrates, the other waits and finds it done', async () => {
      const { default: pg } = await import('pg');
      const name = `haat_mi_fresh_${Date.now()}_${randomBytes(3).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = databaseUrl(postgresUrl ?? '', name);
      const pair = await Promise.all([1, 2].map(() => openDatabase({ url, dataDir: '' })));
      try {
        const started = await Promise.allSettled(pair.map((database) => runMigrations(database)));
        expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual([
          'fulfilled',
          'fulfilled',
        ]);
      } finally {
        await Promise.all(pair.map((database) => database.close()));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });

    it(`counts one client once across both instances (RATE_LIMIT_MAX=${RATE_LIMIT_MAX}), in this run's Redis keys`, async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT_MAX; i += 1) {
        statuses.push((await get(instances()[i % 2]!, '/api/site-config', ip)).statusCode);
      }
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      for (const app of instances()) {
        const limited = await get(app, '/api/site-config', ip);
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      }
      expect(await redis.keys(`${REDIS_PREFIX}haat-rl:*`)).not.toHaveLength(0);
    });

    it('slows one address after 5 wrong passwords whichever instance receives them, and not the owner elsewhere', async () => {
      const customer = await createCustomer(dbA.db);
      const email = customer.user.email;
      const ip = freshIp();
      const wrong: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        wrong.push((await login(instances()[i % 2]!, email, `Wrong@${i}xyz`, ip)).statusCode);
      }
      expect(wrong).toEqual(Array(5).fill(401));
      // The sixth, on the instance that did not take the fifth: the pair's wait lives in PostgreSQL.
      const sixth = await login(b, email, customer.password, ip);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ code: AUTH_ERROR_CODES.tooManyAttempts, retryAfterSeconds: 1 });
      expect(sixth.headers['retry-after']).toBe('1');
      for (const app of instances()) {
        expect((await login(app, email, customer.password, freshIp())).statusCode).toBe(200);
      }
    });

    it(`limits sign-in per address across both instances (AUTH_RATE_LIMIT_MAX=${AUTH_RATE_LIMIT_MAX})`, async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_RATE_LIMIT_MAX; i += 1) {
        statuses.push(
          (await login(instances()[i % 2]!, `nobody${i}@example.in`, 'Wrong@pass1', ip)).statusCode,
        );
      }
      expect(statuses).toEqual(Array(AUTH_RATE_LIMIT_MAX).fill(401));
      for (const app of instances()) {
        expect((await login(app, 'someone.else@example.in', 'Wrong@pass1', ip)).statusCode).toBe(429);
      }
    });

    it(`never oversells: ${BUYERS} checkouts of a product with stock ${HOT_STOCK}, spread over both instances`, async () => {
      const db = dbA.db;
      await insertStockedProducts(db, [{ id: 'mi_hot', sellerId: sellers.a, stock: HOT_STOCK }]);
      const buyers = await insertBuyers(db, BUYERS, () => [{ productId: 'mi_hot', quantity: 1 }]);
      const answers = await Promise.all(
        buyers.map((buyer, i) => placeOrder(instances()[i % 2]!, buyer, `mi-race-${i}`)),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => ![200, 201, 409].includes(s))).toEqual([]);
      const ok = answers.filter((r) => r.statusCode < 300);
      expect(ok).toHaveLength(HOT_STOCK);
      // Both instances sold: the race was really spread.
      expect(new Set(answers.flatMap((r, i) => (r.statusCode < 300 ? [i % 2] : []))).size).toBe(2);
      const after = await ledger(db, ['mi_hot']);
      expect(after.stock.mi_hot).toBe(0);
      expect(after.sold.mi_hot).toBe(HOT_STOCK);
      expect(after.ordersWithoutSubOrders).toBe(0);
      expect(after.subOrdersWithoutItems).toBe(0);
      expect(after.ordersNotAddingUp).toBe(0);
      expect(new Set(ok.map((r) => orderIdOf(r.json()))).size).toBe(HOT_STOCK);
    });

    it('makes one order of one Idempotency-Key sent to both instances at once', async () => {
      const db = dbA.db;
      await insertStockedProducts(db, [{ id: 'mi_idem', sellerId: sellers.b, stock: 100 }]);
      const buyers = await insertBuyers(db, 10, () => [{ productId: 'mi_idem', quantity: 2 }]);
      const pairs = await Promise.all(
        buyers.map((buyer, i) =>
          Promise.all([placeOrder(a, buyer, `mi-idem-${i}`), placeOrder(b, buyer, `mi-idem-${i}`)]),
        ),
      );
      for (const [i, pair] of pairs.entries()) {
        const buyer = buyers[i]!;
        // Either both answer the one order, or the later one is told the first is still being processed.
        expect(pair.map((r) => r.statusCode).every((s) => s < 300 || s === 409)).toBe(true);
        const ids = new Set(pair.filter((r) => r.statusCode < 300).map((r) => orderIdOf(r.json())));
        expect(ids.size).toBe(1);
        const [count] = await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from orders where user_id = ${buyer.userId}`,
        );
        expect(count?.n).toBe(1);
        // A retry on either instance afterwards replays that order.
        for (const app of instances()) {
          const replay = await placeOrder(app, buyer, `mi-idem-${i}`);
          expect(replay.statusCode).toBeLessThan(300);
          expect(orderIdOf(replay.json())).toBe([...ids][0]);
        }
      }
      expect((await ledger(db, ['mi_idem'])).stock.mi_idem).toBe(100 - 2 * buyers.length);
    });

    it(`serves a product written through one instance fresh from the other, and its listing within CATALOG_CACHE_MS`, async () => {
      const db = dbA.db;
      await insertStockedProducts(db, [{ id: 'mi_cached', sellerId: sellers.a, stock: 5 }]);
      const ip = freshIp();
      // The longest a listing answer took: the bound below allows one refresh, however loaded the machine.
      let slowest = 0;
      const listedStock = async () => {
        const asked = Date.now();
        const res = await get(b, '/api/products?limit=50', freshIp());
        slowest = Math.max(slowest, Date.now() - asked);
        expect(res.statusCode, res.body).toBe(200);
        const list = res.json<{ products: { _id: string; stock: number }[] }>().products;
        return list.find((p) => p._id === 'mi_cached')?.stock;
      };
      expect(await listedStock()).toBe(5);
      const [buyer] = await insertBuyers(db, 1, () => [{ productId: 'mi_cached', quantity: 2 }]);
      const order = await placeOrder(a, buyer!, 'mi-cache-1');
      expect(order.statusCode, order.body).toBeLessThan(300);
      const written = Date.now();
      // The product page and the checkout read the database: never stale.
      const product = await get(b, '/api/products/mi_cached', ip);
      expect(product.json<{ product: { stock: number } }>().product.stock).toBe(3);
      // The listing page is a per-instance cache: B still answers the page it holds (the lag is documented in the
      // README), by CATALOG_CACHE_MS plus one refresh at most.
      let stock = await listedStock();
      expect(stock).toBe(5);
      const bound = () => CACHE_MS + 2 * slowest + 500;
      while (stock !== 3 && Date.now() - written < bound() + 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        stock = await listedStock();
      }
      expect(stock).toBe(3);
      expect(Date.now() - written).toBeLessThan(bound());
    });
  },
);

function placeOrder(app: FastifyInstance, buyer: Buyer, key: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/users/orders',
    headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': key },
    payload: codOrderBody(buyer),
    // Each shopper from an address of their own, as real shoppers are: the global limit is not what is tested.
    remoteAddress: `10.200.${randomInt(256)}.${randomInt(1, 255)}`,
  });
}
