// npm run bench:catalog: the catalogue API at 100,000 products on embedded PGlite and on PostgreSQL.
// Starts the API from source (tsx) on loopback, grows the seeded catalogue to BENCH_PRODUCTS with one
// set-based INSERT (generate_series over the seed's products, prices, dates, stock and flags varied), adds 60
// days of views and sales for one product in five, restarts the server (popularity is computed at start-up),
// then loads each case with autocannon for BENCH_SECONDS (default 10) at BENCH_CONNECTIONS (default 32), after
// one warm-up request and before waiting for the server to drain, and prints a Markdown table: req/s and
// p50/p95/p99 from every response's own latency, plus the load average of the machine during the run.
// PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/haat_bench_api) is dropped and
// recreated; BENCH_TARGETS=pglite,postgres picks the databases.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { growCatalogue as growWith } from './lib/grow-catalogue.mjs';
import {
  freePort,
  load as loadWith,
  machine,
  ms,
  recreateDatabase,
  settle,
  startServer,
  stop,
} from './lib/harness.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/haat_bench_api';
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');

async function preparePglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pg'));
  await growWith((sql) => db.query(sql), productCount);
  await db.close();
}

async function growPostgres() {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await growWith((sql) => client.query(sql), productCount);
  await client.end();
}

const load = (port, makePath) => loadWith(port, makePath, { connections, seconds });

const pick = (values) => values[Math.floor(Math.random() * values.length)];

async function cases(port) {
  const get = async (p) => (await fetch(`http://127.0.0.1:${port}${p}`)).json();
  const electronics = await get('/api/products?category=electronics&limit=1');
  const brands = electronics.facets.brands.slice(0, 3).map((b) => b.value);
  const fashion = await get('/api/products?category=fashion&limit=1');
  const spec = fashion.facets.specifications;
  const colour = spec.colors?.[0]?.value ?? 'Black';
  const ids = (await get('/api/products?limit=100&sort=price-high')).products.map((p) => p.id);
  const filtered = `/api/products?category=electronics&brand=${encodeURIComponent(brands.join(','))}&minPrice=500&maxPrice=80000&sort=price-low&limit=20`;
  const facetsHeavy = `/api/products?category=fashion&colors=${encodeURIComponent(colour)}&onSale=true&inStock=true&freeShipping=true&rating=2&limit=20`;
  const random = () => 1 + Math.floor(Math.random() * 5000);
  // The seed's own listings (prd_00001…) carry its written reviews; the grown copies carry none.
  const seeded = () => `prd_${String(1 + Math.floor(Math.random() * 3000)).padStart(5, '0')}`;
  return [
    ['list: GET /api/products?limit=20', () => '/api/products?limit=20'],
    [
      'list, page 1–50 (counts reused)',
      () => `/api/products?limit=20&page=${1 + Math.floor(Math.random() * 50)}`,
    ],
    ['filtered list: category + 3 brands + price + sort=price-low', () => filtered],
    ['facets-heavy: fashion + colour + sale + stock + free shipping + rating', () => facetsHeavy],
    [
      'uncached counts: whole catalogue, new price range every request',
      () => `/api/products?limit=20&minPrice=${random()}&maxPrice=${5000 + random() * 10}`,
    ],
    [
      'uncached counts: electronics, new price range every request',
      () =>
        `/api/products?category=electronics&limit=20&minPrice=${random()}&maxPrice=${5000 + random() * 10}`,
    ],
    ['by id (random of 100, records a view)', () => `/api/products/${pick(ids)}`],
    ['reviews of a seeded product (random), newest first', () => `/api/reviews/product/${seeded()}`],
    [
      'reviews of a seeded product: 5★ only, most helpful first',
      () => `/api/reviews/product/${seeded()}?rating=5&sortBy=helpful`,
    ],
    ['trending: period=week, page 1', () => '/api/products/trending?period=week&limit=20'],
    [
      'trending, uncached: new price range every request',
      () => `/api/products/trending?period=week&limit=20&minPrice=${random()}`,
    ],
  ];
}

async function benchTarget(kind) {
  const port = await freePort();
  let env;
  let dataDir;
  if (kind === 'pglite') {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-bench-catalog-'));
    env = { DATA_DIR: dataDir };
  } else {
    await recreateDatabase(pgUrl);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-bench-catalog-'));
    env = { DATABASE_URL: pgUrl, DATA_DIR: dataDir };
  }
  // First start: migrate and seed; then grow the catalogue with the server stopped (PGlite is one process's).
  await stop(await startServer(env, port));
  const grown = performance.now();
  if (kind === 'pglite') await preparePglite(dataDir);
  else await growPostgres();
  const growMs = Math.round(performance.now() - grown);
  const server = await startServer(env, port);
  const rows = [];
  try {
    for (const [title, makePath] of await cases(port)) {
      // Steady state: one request fills the counts cache, as the first shopper on a filter would.
      await fetch(`http://127.0.0.1:${port}${makePath()}`);
      const r = await load(port, makePath);
      // Requests still queued from this case must not run into the next one.
      await settle(port);
      rows.push(
        `| ${kind} | ${title} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} | ${os.loadavg()[0].toFixed(1)} |`,
      );
      console.error(rows.at(-1));
    }
  } finally {
    await stop(server);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, growMs, readyMs: server.readyMs };
}

const results = [];
for (const kind of targets) results.push([kind, await benchTarget(kind)]);
console.log(
  `\nMachine: ${machine()}; ${productCount.toLocaleString('en-IN')} products; ${connections} connections, ${seconds} s per case, loopback\n`,
);
for (const [kind, r] of results)
  console.log(
    `- ${kind}: catalogue grown in ${r.growMs} ms; restart with popularity refresh ready in ${r.readyMs} ms`,
  );
console.log(
  `\n| database | case | req/s | p50 ms | p95 ms | p99 ms | non-2xx/errors | load avg (1 min) |\n|---|---|---|---|---|---|---|---|\n${results.flatMap(([, r]) => r.rows).join('\n')}`,
);
