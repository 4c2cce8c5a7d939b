// Durability of checkout (issue 7 item 7): the real server on PostgreSQL is killed with SIGKILL at random moments
// while shoppers place cash-on-delivery orders with Idempotency-Keys; no order that was answered 2xx is lost, stock
// and sales always add up, and each answered key replays the same order after the restarts.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { ensurePincodeDirectory } from '../geo/pincode-directory.loader.ts';
import { orderItems, orders, subOrders } from '../../db/schema/orders.ts';
import { testDatabaseKind } from '../../testing/build-test-app.ts';
import {
  cartRows,
  codOrderBody,
  insertBuyers,
  insertStockedProducts,
  insertTwoSellers,
  INVARIANT_ENV,
  ledger,
  orderIdOf,
  type Buyer,
  type CartSpec,
} from './orders.invariants-support.ts';

const serverEntry = path.resolve(import.meta.dirname, '../../server.ts');
/** This helper's port range is 3105–3109; the crash test takes 3106. */
const PORT = 3106;
const BUYERS = 220;
const KILLS = 4;
const CONCURRENCY = 16;
const INITIAL: Record<string, number> = { crash_hot: 120, crash_a: 2_000, crash_b: 2_000 };

interface Answer {
  status: number;
  code: string | undefined;
  orderId: string | undefined;
}
const IN_PROGRESS = 'IDEMPOTENCY_REQUEST_IN_PROGRESS';

describe.skipIf(testDatabaseKind !== 'postgres')(
  'checkout survives kill -9 (postgres)',
  { timeout: 120_000 },
  () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `haat_crash_${Date.now()}_${randomBytes(3).toString('hex')}`;
    // The describe body runs on PGlite too (then skipped): a placeholder keeps the URL valid there.
    const url = new URL(serverUrl || 'postgres://unused@127.0.0.1/unused');
    url.pathname = `/${name}`;
    let database: Database;
    let buyers: Buyer[];
    let child: ChildProcess | undefined;
    const cartOf = (i: number): CartSpec =>
      i % 3 === 0
        ? [{ productId: 'crash_hot', quantity: 1 + (i % 2) }]
        : i % 3 === 1
          ? [
              { productId: 'crash_hot', quantity: 1 },
              { productId: 'crash_b', quantity: 2 },
            ]
          : [
              { productId: 'crash_a', quantity: 1 },
              { productId: 'crash_b', quantity: 1 },
            ];

    beforeAll(async () => {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      database = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 5 });
      await runMigrations(database);
      // Checkout refuses a pincode the directory lacks; loaded here so the server's first start stays quick.
      await ensurePincodeDirectory(database);
      const s = await insertTwoSellers(database.db);
      await insertStockedProducts(database.db, [
        { id: 'crash_hot', sellerId: s.a, stock: INITIAL.crash_hot ?? 0 },
        { id: 'crash_a', sellerId: s.a, stock: INITIAL.crash_a ?? 0 },
        { id: 'crash_b', sellerId: s.b, stock: INITIAL.crash_b ?? 0 },
      ]);
      buyers = await insertBuyers(database.db, BUYERS, cartOf);
    }, 60_000);

    afterAll(async () => {
      if (child && child.exitCode === null) child.kill('SIGKILL');
      await database?.close();
      const { default: pg } = await import('pg');
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    });

    const startMs: number[] = [];
    async function startServer(): Promise<ChildProcess> {
      const started = Date.now();
      const proc = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
        env: {
          ...process.env,
          ...INVARIANT_ENV,
          NODE_ENV: 'development',
          DATABASE_URL: url.toString(),
          DATA_DIR: '/tmp/haat-invariants',
          SEED: 'false',
          PORT: String(PORT),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          PAYMENT_RECONCILE_MS: '0',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      for (let waited = 0; waited < 30_000; waited += 100) {
        if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
        try {
          if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) {
            startMs.push(Date.now() - started);
            return proc;
          }
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('server did not start');
    }

    const post = async (b: Buyer, key: string): Promise<Answer> => {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/users/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${b.token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(codOrderBody(b)),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json()) as { code?: string };
      return { status: res.status, code: body.code, orderId: orderIdOf(body) };
    };

    it(`${KILLS} kills during checkouts lose no answered order`, async () => {
      const answered = new Map<number, Answer>();
      /** Buyers whose request got no answer (killed mid-flight): their outcome is unknown until the end. */
      const unknown = new Set<number>();
      const pending = buyers.map((_, i) => i);
      const keyOf = (i: number) => `crash-key-${i}`;
      let cut = 0;

      for (let round = 0; round <= KILLS && pending.length > 0; round += 1) {
        child = await startServer();
        const proc = child;
        const exited = new Promise((r) => proc.on('exit', r));
        let killed = false;
        // The last round runs to the end; the others die after a random 0.3–1.5 s of load.
        const timer =
          round < KILLS
            ? setTimeout(
                () => {
                  killed = true;
                  proc.kill('SIGKILL');
                },
                300 + Math.floor(Math.random() * 1_200),
              )
            : undefined;
        const worker = async () => {
          while (!killed && pending.length > 0) {
            const i = pending.shift();
            if (i === undefined) return;
            const buyer = buyers[i];
            if (!buyer) return;
            try {
              const a = await post(buyer, keyOf(i));
              if (a.code === IN_PROGRESS) {
                // A request that died mid-flight holds its key 'in progress' for a minute: its outcome stays unknown.
                continue;
              }
              answered.set(i, a);
              unknown.delete(i);
            } catch {
              cut += 1;
              unknown.add(i);
              // Retried with the same key after the restart, as a client would.
              pending.push(i);
            }
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        if (timer) clearTimeout(timer);
        if (!killed) proc.kill('SIGKILL');
        await exited;
      }

      const ok = [...answered].filter(([, a]) => a.status === 200 || a.status === 201);
      const refused = [...answered].filter(([, a]) => a.status === 409);
      const odd = [...answered].filter(([, a]) => ![200, 201, 409].includes(a.status));
      expect(odd).toEqual([]);
      expect(ok.length).toBeGreaterThan(0);
      // The kills really cut requests in flight, or this test proved nothing.
      expect(cut).toBeGreaterThan(0);
      const db = database.db;

      // Every 2xx is an order of its buyer with one sub-order per seller and exactly the cart's lines.
      for (const [i, a] of ok) {
        const buyer = buyers[i];
        if (!buyer || !a.orderId) throw new Error(`2xx without an order id for buyer ${i}`);
        const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, a.orderId));
        expect(row?.userId).toBe(buyer.userId);
        const subs = await db
          .select({ id: subOrders.id })
          .from(subOrders)
          .where(eq(subOrders.orderId, a.orderId));
        expect(subs.length).toBe(cartOf(i).some((l) => l.productId === 'crash_b') ? 2 : 1);
        const items = await db
          .select({ productId: orderItems.productId, quantity: orderItems.quantity })
          .from(orderItems)
          .where(eq(orderItems.orderId, a.orderId));
        expect(Object.fromEntries(items.map((l) => [l.productId, l.quantity]))).toEqual(
          Object.fromEntries(cartOf(i).map((l) => [l.productId, l.quantity])),
        );
      }
      // No buyer has two orders; a refused buyer has none and keeps the cart.
      const perUser = await db.execute(
        sql`select user_id, count(*)::int as n from orders group by user_id having count(*) > 1`,
      );
      expect((perUser as unknown as { rows: unknown[] }).rows).toEqual([]);
      for (const [i] of refused) {
        const buyer = buyers[i];
        if (!buyer) continue;
        expect(
          await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.userId)),
        ).toEqual([]);
        expect(await cartRows(db, buyer.userId)).toEqual(
          Object.fromEntries(cartOf(i).map((l) => [l.productId, l.quantity])),
        );
      }

      const after = await ledger(db, Object.keys(INITIAL));
      for (const [id, initial] of Object.entries(INITIAL)) {
        expect((after.stock[id] ?? -1) + (after.sold[id] ?? -1), id).toBe(initial);
        expect(after.stock[id], id).toBeGreaterThanOrEqual(0);
      }
      expect(after.ordersWithoutSubOrders).toBe(0);
      expect(after.subOrdersWithoutItems).toBe(0);
      expect(after.ordersNotAddingUp).toBe(0);
      // Orders nobody was told about (answer lost in a kill) are allowed; orders of nobody's request are not.
      const ids = (await db.select({ id: orders.id, userId: orders.userId }).from(orders)).map(
        (o) => o.userId,
      );
      const known = new Set(buyers.map((b) => b.userId));
      expect(ids.every((u) => known.has(u))).toBe(true);
      const okUsers = ok.map(([i]) => buyers[i]?.userId ?? '');
      expect(
        (await db.select({ id: orders.id }).from(orders).where(inArray(orders.userId, okUsers))).length,
      ).toBe(ok.length);

      // After the last restart, every answered key replays its order.
      child = await startServer();
      try {
        for (const [i, a] of ok) {
          const buyer = buyers[i];
          if (!buyer) continue;
          const replay = await post(buyer, keyOf(i));
          expect(replay.status, `replay of buyer ${i}`).toBeLessThan(300);
          expect(replay.orderId).toBe(a.orderId);
        }

        // The keys of requests killed mid-flight stay 'in progress' for a minute; let that minute pass, then each
        // such shopper retries: one whose order committed before the kill gets that order, never a twin.
        const unknownUsers = [...unknown].map((i) => buyers[i]?.userId ?? '');
        const committedBefore = new Map(
          unknownUsers.length === 0
            ? []
            : (
                await db
                  .select({ id: orders.id, userId: orders.userId })
                  .from(orders)
                  .where(inArray(orders.userId, unknownUsers))
              ).map((o) => [o.userId, o.id]),
        );
        const committedUnanswered = committedBefore.size;
        console.info(
          `crash test: ${ok.length} orders answered, ${refused.length} refused for stock, ${cut} requests cut by ${KILLS} kills, ` +
            `${unknown.size} never answered (${committedUnanswered} of them committed before the kill); server starts took ${startMs.join(', ')} ms`,
        );
        await db.execute(
          sql`update idempotency_keys set created_at = created_at - interval '2 minutes' where status = 'in_progress'`,
        );
        for (const i of unknown) {
          const buyer = buyers[i];
          if (!buyer) continue;
          const retry = await post(buyer, keyOf(i));
          const earlier = committedBefore.get(buyer.userId);
          if (earlier) {
            expect(retry.status, `retry of buyer ${i}`).toBe(200);
            expect(retry.orderId).toBe(earlier);
          } else {
            expect([201, 409], `retry of buyer ${i}: ${retry.code ?? ''}`).toContain(retry.status);
            expect(retry.code).not.toBe(IN_PROGRESS);
          }
        }
      } finally {
        child.kill('SIGKILL');
      }
      const twins = await db.execute(sql`select user_id from orders group by user_id having count(*) > 1`);
      expect((twins as unknown as { rows: unknown[] }).rows).toEqual([]);
      const settled = await ledger(db, Object.keys(INITIAL));
      for (const [id, initial] of Object.entries(INITIAL)) {
        expect((settled.stock[id] ?? -1) + (settled.sold[id] ?? -1), id).toBe(initial);
      }
    });
  },
);
