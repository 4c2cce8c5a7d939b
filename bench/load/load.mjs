// npm run bench:load: the built API (apps/api/dist/server.js) on loopback against a fresh PostgreSQL database,
// seeded as `npm start` seeds it, driven by a realistic shopper mix for a bounded time, then the ledger checked
// in SQL (ledger.mjs). Three modes:
//   (default)      BENCH_SECONDS (60) of browsing, search, product pages, cart adds and checkouts (COD and card)
//   --kill         checkouts only while the server is killed with SIGKILL (BENCH_KILLS times, 20) mid-load and
//                  restarted; at the end every acknowledged order exists and its Idempotency-Key replays it
//   --pg-restart   the same mix while PostgreSQL is restarted (pg_ctlcluster 15 main restart): /api/health must
//                  answer 503 during the outage and the API recover by itself
// Runs with `node --import tsx` to reuse the API's fixtures (shoppers with sessions minted in the database) and its
// payment reconciler, which settles at the end what the gateway captured but no answered request placed.
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/haat_bench_load) is dropped and recreated.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, loadAverage, machine, recreateDatabase, startServer, stop } from '../lib/harness.mjs';
import { checkLedger, printLedger, stockSnapshot } from './ledger.mjs';
import { client, createStats, primeCatalogue, runShoppers } from './shoppers.mjs';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { reconcilePayments } from '../../apps/api/src/jobs/payment-reconciler.ts';
import { OfflineGateway } from '../../apps/api/src/modules/payments/offline-gateway.ts';
import {
  insertBuyers,
  INVARIANT_ENV,
  INVARIANT_GATEWAY_SECRET,
  INVARIANT_JWT_SECRET,
} from '../../apps/api/src/modules/orders/orders.invariants-support.ts';
import { signAccessToken } from '../../apps/api/src/modules/auth/access-tokens.ts';
import { deriveAuthKeys } from '../../apps/api/src/modules/auth/auth-keys.ts';
import { insertSession } from '../../apps/api/src/modules/auth/sessions.repository.ts';

const mode = process.argv.includes('--kill') ? 'kill' : process.argv.includes('--pg-restart') ? 'pg' : 'load';
const seconds = Number(process.env.BENCH_SECONDS ?? (mode === 'pg' ? 30 : 60));
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 32);
const buyerCount = Number(process.env.BENCH_BUYERS ?? 2000);
const kills = Number(process.env.BENCH_KILLS ?? 20);
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/haat_bench_load';

await recreateDatabase(pgUrl);
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-bench-load-'));
const env = (seed) => ({
  ...INVARIANT_ENV,
  DATABASE_URL: pgUrl,
  DATA_DIR: dataDir,
  SEED: String(seed),
  NODE_ENV: 'development',
});
// The first start migrates and seeds (50 sellers, their products, the demo customer), as `npm start` does.
let server = await startServer(env(true), port, { built: true });
const firstStartMs = server.readyMs;
const database = await openDatabase({ url: pgUrl, dataDir: '', poolSize: 2 });
const buyers = await insertBuyers(database.db, buyerCount, () => []);
const admin = new pg.Client({ connectionString: pgUrl });
await admin.connect();
await admin.query('analyze');
const initial = await stockSnapshot(admin);
await admin.end();

const stats = createStats();
const call = client(() => `http://127.0.0.1:${port}`, stats);
const acknowledged = [];
const loadBefore = loadAverage();
const started = performance.now();
const end = Date.now() + seconds * 1000;
const report = { restarts: [], health: {}, outageMs: 0, recoveredMs: 0 };

if (mode === 'load' || mode === 'pg') {
  const running = runShoppers({
    call,
    buyers,
    shoppers,
    until: () => Date.now() < end,
    keyPrefix: 'load',
    onOrder: (o) => acknowledged.push(o),
  });
  if (mode === 'pg') await restartPostgresUnderLoad();
  await running;
} else {
  const catalogue = await primeCatalogue(call);
  const running = runShoppers({
    call,
    buyers,
    shoppers,
    browse: false,
    catalogue,
    until: () => report.restarts.length < kills,
    keyPrefix: 'kill',
    onOrder: (o) => acknowledged.push(o),
  });
  while (report.restarts.length < kills) {
    // Killed while checkouts are in flight: once this server has acknowledged an order (or after 20 s on a machine
    // too slow for that), at a random moment in the next 1.5 s.
    const before = acknowledged.length;
    const upSince = Date.now();
    while (acknowledged.length === before && Date.now() - upSince < 20_000) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, Math.random() * 1500));
    server.child.kill('SIGKILL');
    await server.exited;
    server = await startServer(env(false), port, { built: true });
    report.restarts.push(server.readyMs);
    console.error(
      `kill ${report.restarts.length}: restarted in ${server.readyMs} ms, ${acknowledged.length} orders acknowledged so far`,
    );
  }
  await running;
}
const elapsed = (performance.now() - started) / 1000;
const loadAfter = loadAverage();
const summary = stats.summary(elapsed);

// Every acknowledged order exists for its shopper, and its Idempotency-Key answers the same order again.
let lost = 0;
let replayed = 0;
const check = new pg.Client({ connectionString: pgUrl });
await check.connect();
for (const o of acknowledged) {
  const { rows } = await check.query('select user_id from orders where id = $1', [o.orderId]);
  if (rows[0]?.user_id !== o.buyer.userId) {
    lost += 1;
    console.error(`LOST: order ${o.orderId} (${o.key}) answered ${o.status} is not in the database`);
  }
}
await check.end();
// Access tokens live 15 minutes and a kill loop on a busy machine runs longer: the replays sign the same shoppers in
// again (a new session; Idempotency-Keys belong to the shopper, not the session).
const keys = deriveAuthKeys(INVARIANT_JWT_SECRET);
const fresh = new Map();
for (const o of acknowledged) {
  if (fresh.has(o.buyer.userId)) continue;
  const session = await insertSession(database.db, o.buyer.userId, 3600);
  fresh.set(
    o.buyer.userId,
    await signAccessToken(keys.accessToken, {
      userId: o.buyer.userId,
      sessionId: session.id,
      sessionExpiresAt: session.expiresAt,
    }),
  );
}
const replayStats = createStats();
const replay = client(() => `http://127.0.0.1:${port}`, replayStats);
for (const o of acknowledged) {
  const again = await replay('replay', 'POST', '/api/users/orders', {
    token: fresh.get(o.buyer.userId),
    key: o.key,
    body: o.body,
  });
  if (again.status < 300 && again.body?.order?._id === o.orderId) replayed += 1;
  else console.error(`REPLAY: ${o.key} answered ${again.status} ${JSON.stringify(again.body).slice(0, 200)}`);
}
await stop(server);

// What the gateway captured but no answered request placed (a shopper cut off mid-checkout): the reconciler's job,
// run here as its later rounds would run (past its grace period).
const gateway = new OfflineGateway(database.db, INVARIANT_GATEWAY_SECRET);
const reconciled = { paid: 0, placed: 0, errors: 0 };
for (let round = 0; round < 20; round += 1) {
  const r = await reconcilePayments(database.db, { gateway }, new Date(Date.now() + 5 * 60_000));
  reconciled.paid += r.paid;
  reconciled.placed += r.placed;
  reconciled.errors += r.errors;
  if (r.paid + r.placed + r.failed + r.refunded === 0) break;
}
await database.close();
const ledger = await checkLedger(pgUrl, initial);
fs.rmSync(dataDir, { recursive: true, force: true });

const orders = acknowledged.length;
console.log(
  `\nMachine: ${machine()}; PostgreSQL ${pgUrl.replace(/\/\/[^@]*@/, '//')}; built API, first start (migrate + seed) ${firstStartMs} ms; mode ${mode}; ${shoppers} shoppers over ${buyerCount} signed-in customers; ${elapsed.toFixed(1)} s; load average (1 min) ${loadBefore} → ${loadAfter}`,
);
console.log(
  `\n| requests | req/s | p50 ms | p95 ms | p99 ms | errors (no answer or 5xx) | orders acknowledged | lost | replayed by key | ledger violations |\n|---|---|---|---|---|---|---|---|---|---|\n| ${summary.requests} | ${summary.rps} | ${summary.p50} | ${summary.p95} | ${summary.p99} | ${summary.errors} | ${orders} | ${lost} | ${replayed} of ${orders} | ${ledger.violations} |`,
);
console.log('\nby kind (status: count):');
for (const [kind, k] of Object.entries(summary.byKind))
  console.log(`  ${kind}: ${k.n} ${JSON.stringify(k.statuses)}`);
console.log(
  `reconciler after the run: ${reconciled.paid} paid, ${reconciled.placed} orders placed, ${reconciled.errors} errors`,
);
if (mode === 'kill')
  console.log(`${report.restarts.length} kills; restarts ready in ${report.restarts.join(', ')} ms`);
if (mode === 'pg') {
  console.log(
    `PostgreSQL restart (${report.how}): /api/health ${JSON.stringify(report.health)}; health 503 for ${report.outageMs} ms; API answering products again ${report.recoveredMs} ms after the restart began`,
  );
}
printLedger(ledger);
if (ledger.violations > 0 || lost > 0 || replayed < orders) process.exitCode = 1;

/**
 * Restarts PostgreSQL 10 s into the load and watches /api/health every 100 ms until it answers 200 again and a
 * listing answers 200: the outage as the API reports it, and how long it took to come back by itself.
 */
async function restartPostgresUnderLoad() {
  await new Promise((r) => setTimeout(r, 10_000));
  const base = `http://127.0.0.1:${port}`;
  const restartStarted = Date.now();
  let watching = true;
  let first503;
  let last503;
  const watcher = (async () => {
    while (watching) {
      let status;
      try {
        status = (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).status;
      } catch {
        status = 0;
      }
      report.health[status] = (report.health[status] ?? 0) + 1;
      if (status === 503) {
        first503 ??= Date.now();
        last503 = Date.now();
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    // Asynchronously, so that the health watcher keeps polling while PostgreSQL is down.
    await promisify(execFile)('pg_ctlcluster', ['15', 'main', 'restart']);
    report.how = 'pg_ctlcluster 15 main restart';
  } catch {
    // No cluster tools here: end every backend instead, which the pool sees as the same broken connections.
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await c.end();
    report.how = 'pg_terminate_backend of every backend';
  }
  for (;;) {
    const h = await fetch(`${base}/api/health`).catch(() => undefined);
    const l = await fetch(`${base}/api/products?limit=5`).catch(() => undefined);
    if (h?.status === 200 && l?.status === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  report.recoveredMs = Date.now() - restartStarted;
  await new Promise((r) => setTimeout(r, 500));
  watching = false;
  await watcher;
  report.outageMs = first503 ? last503 - first503 : 0;
}
