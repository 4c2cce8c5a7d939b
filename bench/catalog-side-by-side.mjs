// npm run bench:side-by-side -- <other-checkout>: the catalogue API of this checkout against another one (an earlier
// commit in a git worktree, both built with npm run build), each on its own freshly seeded embedded PGlite database,
// with the answer cache off (CATALOG_CACHE_MS=0) unless BENCH_CACHE_MS says otherwise. The cases run interleaved:
// other, this, other, this… for BENCH_ROUNDS rounds of BENCH_SECONDS each, so a machine that gets busier part-way
// skews both sides alike; the table gives each side's best round and the ratio, with the load average of the run.
// Every request varies its filters (pages, price bounds, brands, terms), so no answer is served from a cache.
// BENCH_DATABASE_URL: both sides read that PostgreSQL database instead (a grown catalogue, bench/lib/grow-catalogue.mjs),
// which must hold both sides' migrations; neither writes to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, load, loadAverage, machine, ms, settle, startServer } from './lib/harness.mjs';

const other = process.argv[2];
if (!other || !fs.existsSync(path.join(other, 'apps/api/dist/server.js'))) {
  console.error('usage: node bench/catalog-side-by-side.mjs <other checkout with apps/api/dist/server.js>');
  process.exit(2);
}
const here = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const cacheMs = process.env.BENCH_CACHE_MS ?? '0';
// BENCH_CASES: a regular expression choosing cases by name.
const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null;

async function start(from, label) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `haat-bench-${label}-`));
  // Each side seeds its own embedded database (or both read BENCH_DATABASE_URL); NODE_ENV and DATABASE_URL of this
  // shell must not reach them.
  const env = {
    NODE_ENV: undefined,
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    DATA_DIR: dataDir,
    CATALOG_CACHE_MS: cacheMs,
  };
  const server = await startServer(env, port, { built: true, from });
  await settle(port);
  return { ...server, label, port, dataDir };
}

let n = 0;
const next = (values) => values[n++ % values.length];
const BRANDS = ['Samsung', 'Apple', 'Xiaomi', 'OnePlus', 'Vivo', 'Realme', 'Oppo', 'Motorola', 'Nokia'];
const TERMS = ['phone', 'kurta', 'laptop', 'shoes', 'rice', 'shampoo', 'watch', 'bottle', 'saree', 'tv'];
const QUERIES = [
  'smart watch under 2000',
  'kurti for women',
  'samsung galaxy',
  '1.5 ton ac',
  'red saree',
  'टीवी',
  'iphone 15 cover',
  'nike running shoes',
  'atta 5 kg',
  'televison',
  'jeans for men',
  'bluetooth speaker under 3000',
];

const CASES = [
  ['category list, 20 with facets', () => `/api/products?category=mobile-phones&page=${1 + (n++ % 20)}`],
  [
    'category list, new price range',
    () =>
      `/api/products?category=mobile-phones&minPrice=${1000 + (n++ % 300) * 50}&maxPrice=${60000 + (n % 97) * 500}`,
  ],
  [
    'category list, brand filter',
    () => `/api/products?category=mobile-phones&brand=${next(BRANDS)}&page=${1 + (n % 3)}`,
  ],
  ['search, 20 with facets', () => `/api/products?search=${next(TERMS)}&page=${1 + (n % 5)}`],
  // Queries as shoppers type them (types, brands, prices, Hindi, typos): the search endpoint's own case.
  [
    'search endpoint, shopper queries',
    () =>
      `/api/products/search?q=${encodeURIComponent(next(QUERIES))}&limit=20&facets=true&page=${1 + (n % 2)}`,
  ],
  ['whole catalogue, sort by price', () => `/api/products?sort=price-low&page=${1 + (n++ % 50)}`],
  // What the store waits for before it shows results (issue 25): the page alone. A checkout that predates
  // facets=false ignores it and answers everything, which is what the store then waited for.
  [
    'category list, page only (facets=false)',
    () => `/api/products?category=mobile-phones&page=${1 + (n++ % 20)}&facets=false`,
  ],
  [
    'category list, new price range, page only',
    () =>
      `/api/products?category=mobile-phones&minPrice=${1000 + (n++ % 300) * 50}&maxPrice=${60000 + (n % 97) * 500}&facets=false`,
  ],
  [
    'search endpoint, results only (no facets asked)',
    () => `/api/products/search?q=${encodeURIComponent(next(QUERIES))}&limit=20&page=${1 + (n % 2)}`,
  ],
];

const servers = [await start(other, 'before'), await start(here, 'after')];
console.log(`# catalogue side by side, cache ${cacheMs} ms — ${machine()}`);
console.log(`${connections} connections, ${rounds} rounds × ${seconds} s per side and case, interleaved\n`);
console.log(
  '| case | before req/s | after req/s | after ÷ before | before p50 / p95 ms | after p50 / p95 ms | load |',
);
console.log('|---|---:|---:|---:|---|---|---:|');
for (const [name, makePath] of CASES.filter(([name]) => !only || only.test(name))) {
  const best = new Map();
  const loads = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const server of servers) {
      const result = await load(server.port, makePath, { connections, seconds });
      loads.push(Number(loadAverage()));
      if (result.errors) console.error(`${server.label} ${name}: ${result.errors} errors`);
      const kept = best.get(server.label);
      if (!kept || result.rps > kept.rps) best.set(server.label, result);
    }
  }
  const b = best.get('before');
  const a = best.get('after');
  console.log(
    `| ${name} | ${b.rps} | ${a.rps} | ${(a.rps / Math.max(1, b.rps)).toFixed(2)} | ${ms(b.p50)} / ${ms(b.p95)} | ${ms(a.p50)} / ${ms(a.p95)} | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} |`,
  );
}
for (const server of servers) {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
