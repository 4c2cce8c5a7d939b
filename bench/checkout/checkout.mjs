// npm run bench:checkout: cash-on-delivery orders per second on PostgreSQL, each request a different shopper with
// a saved address and a filled cart, so every request really places an order (stock decrement, sub-orders, lines,
// invoice numbers, tracking events, cart cleared, mail queued) in one transaction. Three cases: one hot product
// (every order locks the same stock row and its seller's invoice counter), one product of 1,000 (20 sellers) at
// random, and two lines from two sellers (two sub-orders, two invoice counters). Runs with `node --import tsx` so it reuses the API's own schema and the
// invariant tests' fixtures. PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/
// haat_bench_checkout) is dropped and recreated. BENCH_ORDERS per case (default 3000), BENCH_CONNECTIONS (32).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { machine, ms, recreateDatabase, settle, startServer, stop } from '../lib/harness.mjs';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { ensurePincodeDirectory } from '../../apps/api/src/modules/geo/pincode-directory.loader.ts';
import {
  insertBuyers,
  insertStockedProducts,
  insertTwoSellers,
  INVARIANT_ENV,
} from '../../apps/api/src/modules/orders/orders.invariants-support.ts';

const ordersPerCase = Number(process.env.BENCH_ORDERS ?? 3000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/haat_bench_checkout';
/** This bench's own loopback port (the checkout helpers' range 3105–3109). */
const port = Number(process.env.BENCH_PORT ?? 3107);
const SPREAD = 1000;
const SELLERS = 20;
const WARM_UP = 100;

/** Fires one order per shopper (exactly `shoppers.length` requests) and answers rate, percentiles and errors. */
function placeAll(shoppers) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = {};
    let next = 0;
    const started = performance.now();
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        amount: shoppers.length,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            path: '/api/users/orders',
            setupRequest: (req) => {
              const s = shoppers[next % shoppers.length];
              next += 1;
              return {
                ...req,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${s.token}`,
                  'idempotency-key': `bench-${s.userId}`,
                },
                body: JSON.stringify({
                  paymentDetails: { method: 'cod' },
                  shippingAddress: { _id: s.addressId },
                }),
              };
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const seconds = (performance.now() - started) / 1000;
        latencies.sort((a, b) => a - b);
        const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
        resolve({
          ops: Math.round(latencies.length / seconds),
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          errors: result.non2xx + result.errors,
          total: latencies.length,
          statuses,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

await recreateDatabase(pgUrl);
const database = await openDatabase({ url: pgUrl, dataDir: '', poolSize: 5 });
await runMigrations(database);
await ensurePincodeDirectory(database);
const { db } = database;
// 20 sellers: each seller numbers its invoices under its own lock, so orders of one seller queue behind each other.
const sellerIds = [];
for (let i = 0; i < SELLERS / 2; i += 1) {
  const pair = await insertTwoSellers(db);
  sellerIds.push(pair.a, pair.b);
}
await insertStockedProducts(db, [
  { id: 'bench_hot', sellerId: sellerIds[0], stock: 1_000_000, pricePaise: 49_900 },
  ...Array.from({ length: SPREAD }, (_, i) => ({
    id: `bench_p${String(i).padStart(4, '0')}`,
    sellerId: sellerIds[i % SELLERS],
    stock: 100_000,
    pricePaise: 10_000 + (i % 50) * 1_000,
  })),
]);
const spreadId = (i) => `bench_p${String(i).padStart(4, '0')}`;
const random = (n) => Math.floor(Math.random() * n);
const cases = [
  [
    'one hot product, 1 line (every order takes the same stock row)',
    () => [{ productId: 'bench_hot', quantity: 1 }],
  ],
  [
    '1,000 products of 20 sellers, 1 line at random',
    () => [{ productId: spreadId(random(SPREAD)), quantity: 1 }],
  ],
  [
    '1,000 products of 20 sellers, 2 lines from 2 sellers (2 sub-orders)',
    () => {
      // Products i and i + 1 belong to neighbouring sellers.
      const i = 2 * random(SPREAD / 2);
      return [
        { productId: spreadId(i), quantity: 1 },
        { productId: spreadId(i + 1), quantity: 2 },
      ];
    },
  ],
];
/** Commits in this database so far (pg_stat_database). */
async function commits() {
  const { rows: r } = await db.execute(
    sql`select xact_commit::bigint as n from pg_stat_database where datname = current_database()`,
  );
  return Number(r[0].n);
}
const prepared = performance.now();
const shoppersOf = [];
for (const [, cart] of cases) shoppersOf.push(await insertBuyers(db, ordersPerCase, cart));
const warmUp = await insertBuyers(db, WARM_UP, cases[1][1]);
const prepareMs = Math.round(performance.now() - prepared);
await db.execute(sql`analyze`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-bench-checkout-'));
const server = await startServer(
  {
    DATABASE_URL: pgUrl,
    DATA_DIR: dataDir,
    SEED: 'false',
    JWT_SECRET: INVARIANT_ENV.JWT_SECRET,
    PAYMENT_RECONCILE_MS: '0',
  },
  port,
);
const rows = [];
try {
  // Warm-up (JIT, connection pool, plan caches) with orders that are not counted.
  await placeAll(warmUp);
  await settle(port);
  for (const [k, [title]] of cases.entries()) {
    const before = os.loadavg()[0].toFixed(1);
    const commitsBefore = await commits();
    const r = await placeAll(shoppersOf[k]);
    await settle(port);
    // Idle server connections report their statistics within 10 s (PostgreSQL 15): wait for them, then count the
    // autocommit statements and transactions the server ran per order (our own reads are negligible).
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const perOrder = ((await commits()) - commitsBefore) / r.total;
    const { rows: counted } = await db.execute(sql`select count(*)::int as n from orders`);
    rows.push(
      `| ${title} | ${r.ops} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} of ${r.total} | ${perOrder.toFixed(1)} | ${before} → ${os.loadavg()[0].toFixed(1)} |`,
    );
    console.error(rows.at(-1), JSON.stringify(r.statuses), `orders in db: ${counted[0].n}`);
  }
  const { rows: check } = await db.execute(
    sql`select (select stock from products where id = 'bench_hot') as hot_stock,
            (select coalesce(sum(quantity), 0)::int from order_items where product_id = 'bench_hot') as hot_sold,
            (select count(*)::int from orders o where not exists (select 1 from sub_orders s where s.order_id = o.id)) as orphans`,
  );
  console.error(
    `check: hot stock ${check[0].hot_stock} + sold ${check[0].hot_sold} = 1,000,000; orders without sub-orders ${check[0].orphans}`,
  );
} finally {
  await stop(server);
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nMachine: ${machine()}; PostgreSQL ${pgUrl.replace(/\/\/[^@]*@/, '//')}; ${connections} connections; ${ordersPerCase} orders per case, each by a different shopper (COD, Idempotency-Key); ${cases.length * ordersPerCase} shoppers prepared in ${prepareMs} ms; server ready in ${server.readyMs} ms\n`,
);
console.log(
  `| case | orders/s | p50 ms | p95 ms | p99 ms | non-2xx/errors | DB commits per order | load avg (1 min) before → after |\n|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
);
