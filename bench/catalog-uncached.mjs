// npm run bench:uncached: the catalogue API with its answer cache off (CATALOG_CACHE_MS=0), every request a question
// nobody asked before: random categories, pages, price ranges, brands and search terms (issue 25 item 4).
//
// Targets (BENCH_TARGETS, comma separated, default "embedded:3426,postgres:100000"):
//   embedded:N   the database `npm start` opens with no DATABASE_URL, in a fresh DATA_DIR, seeded (N is the seed's size)
//   postgres:N   PostgreSQL at BENCH_PG_URL's server, database haat_bench_uncached_<N>, seeded and grown to N listings
//                (bench/lib/grow-catalogue.mjs) then VACUUM ANALYZE, as autovacuum leaves a settled table; kept
//                between runs and reused when it already holds N listings (BENCH_FRESH=1 rebuilds it)
// Each target runs the production build (npm run build first) at BENCH_CONNECTIONS (default "10,32") for
// BENCH_SECONDS (default 8) per case, after 2 s of warm-up, and prints p50/p95/p99, errors (non-2xx and timeouts),
// the load average, and the ratio to a bare node:http server answering the same bytes on the same machine at the
// same concurrency (what Node and the loopback alone cost: the ceiling any Node API could reach).
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { growCatalogue } from './lib/grow-catalogue.mjs';
import {
  freePort,
  load,
  loadAverage,
  machine,
  ms,
  recreateDatabase,
  settle,
  startServer,
  stop,
} from './lib/harness.mjs';
import { seededRandom } from './lib/random.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '10,32').split(',').map(Number);
const targets = (process.env.BENCH_TARGETS ?? 'embedded:3426,postgres:100000').split(',').map((t) => {
  const [kind, size] = t.split(':');
  return { kind, size: Number(size) };
});
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null;

const { pick, between } = seededRandom(Number(process.env.BENCH_SEED ?? 25));

const TYPES = ['phone', 'kurta', 'saree', 'shoes', 'watch', 'laptop', 'tv', 'headphones', 'bottle', 'shirt'];
const QUALIFIERS = [
  'black',
  'blue',
  'red',
  'for men',
  'for women',
  'under 2000',
  'under 15000',
  'cotton',
  '5g',
];

async function prepare(target) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-bench-uncached-'));
  if (target.kind === 'embedded') return { env: { DATA_DIR: dataDir, DATABASE_URL: undefined }, dataDir };
  const url = new URL(`/haat_bench_uncached_${target.size}`, pgServer).toString();
  const env = { DATABASE_URL: url, DATA_DIR: dataDir };
  let listings = 0;
  if (process.env.BENCH_FRESH !== '1') {
    const client = new pg.Client({ connectionString: url });
    listings = await client
      .connect()
      .then(() => client.query('select count(*)::int as n from products'))
      .then((r) => r.rows[0].n)
      .catch(() => 0);
    await client.end().catch(() => {});
  }
  if (listings !== target.size) {
    console.error(`preparing ${url} with ${target.size} listings…`);
    await recreateDatabase(url);
    // The first start migrates and seeds; the catalogue then grows with the server stopped.
    await stop(await startServer({ ...env, NODE_ENV: undefined }, await freePort(), { built: true }));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await growCatalogue((sql) => client.query(sql), target.size);
    await client.query('vacuum analyze');
    await client.end();
  }
  return { env, dataDir };
}

/** The questions, drawn from what the catalogue holds (its categories, their brands, its ids). */
async function casesFor(port) {
  const get = async (p) => (await fetch(`http://127.0.0.1:${port}${p}`)).json();
  const { categories } = await get('/api/categories');
  const withProducts = categories.filter((c) => c.productCount > 0);
  const brandsOf = {};
  for (const c of withProducts) {
    const facets = await get(`/api/products/facets?category=${c.id}`);
    brandsOf[c.id] = facets.facets.brands.map((b) => b.value);
  }
  const ids = [];
  for (let page = 1; page <= 5; page++)
    ids.push(...(await get(`/api/products?limit=100&page=${page}&facets=false`)).products.map((p) => p.id));
  const category = () => pick(withProducts).id;
  const priceRange = () => {
    const min = between(1, 400) * 50;
    return `minPrice=${min}&maxPrice=${min + between(10, 2000) * 50}`;
  };
  const query = () => {
    const c = category();
    const brand = pick(brandsOf[c] ?? ['Samsung']);
    return pick([
      `${brand} ${pick(TYPES)}`,
      `${pick(TYPES)} ${pick(QUALIFIERS)}`,
      `${brand} ${pick(QUALIFIERS)}`,
    ]);
  };
  return [
    [
      'list page: category, random page',
      () => `/api/products?category=${category()}&page=${between(1, 20)}&facets=false`,
    ],
    [
      'filtered list: category, new price range',
      () => `/api/products?category=${category()}&${priceRange()}&facets=false`,
    ],
    [
      'filtered list: category, brand, new price range, sorted by price',
      () => {
        const c = category();
        return `/api/products?category=${c}&brand=${encodeURIComponent(pick(brandsOf[c] ?? ['Samsung']))}&${priceRange()}&sort=price-low&facets=false`;
      },
    ],
    [
      'facets: category, new price range',
      () => `/api/products/facets?category=${category()}&${priceRange()}`,
    ],
    ['facets: whole catalogue, new price range', () => `/api/products/facets?${priceRange()}`],
    [
      'search: fresh 2–3-word query',
      () => `/api/products/search?q=${encodeURIComponent(query())}&limit=20&page=1`,
    ],
    [
      'suggestions: fresh prefix',
      () =>
        `/api/products/search/suggestions?q=${encodeURIComponent(query().slice(0, between(3, 9)).trim())}`,
    ],
    ['product by id', () => `/api/products/${encodeURIComponent(pick(ids))}`],
    [
      'list with facets in one answer (API clients)',
      () => `/api/products?category=${category()}&${priceRange()}&page=${between(1, 5)}`,
    ],
  ].filter(([name]) => !only || only.test(name));
}

/** A bare node:http server answering `body` to every request: the same bytes with nothing behind them. */
async function bareServer(body) {
  const port = await freePort();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
}

const rows = [];
console.error(`# catalogue uncached — ${machine()}`);
for (const target of targets) {
  const { env, dataDir } = await prepare(target);
  const port = await freePort();
  const server = await startServer({ ...env, NODE_ENV: undefined, CATALOG_CACHE_MS: '0' }, port, {
    built: true,
  });
  try {
    await settle(port);
    for (const [name, makePath] of await casesFor(port)) {
      // One answer's bytes, for the bare server; then 2 s of warm-up (connections, JIT of Node's own code).
      const sample = Buffer.from(await (await fetch(`http://127.0.0.1:${port}${makePath()}`)).arrayBuffer());
      await load(port, makePath, { connections: 10, seconds: 2 });
      await settle(port);
      for (const connections of connectionCounts) {
        const haat = await load(port, makePath, { connections, seconds });
        await settle(port);
        const bare = await bareServer(sample);
        const baseline = await load(bare.port, () => '/', { connections, seconds: Math.min(seconds, 4) });
        await bare.close();
        const row = {
          target: `${target.kind} ${target.size.toLocaleString('en-IN')}`,
          name,
          connections,
          ...haat,
          bytes: sample.length,
          ratio: haat.rps / baseline.rps,
          load: loadAverage(),
        };
        rows.push(row);
        console.error(
          `${row.target} | ${name} | ${connections} | ${haat.rps} req/s | p50 ${ms(haat.p50)} p95 ${ms(haat.p95)} p99 ${ms(haat.p99)} | errors ${haat.errors} | load ${row.load}`,
        );
      }
    }
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`\n${machine()}; cache off; ${seconds} s per case; loopback; production build\n`);
console.log(
  '| database | case | conn. | req/s | p50 ms | p95 ms | p99 ms | errors | bytes | ÷ bare node:http | load |\n|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
);
for (const r of rows)
  console.log(
    `| ${r.target} | ${r.name} | ${r.connections} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} | ${r.bytes.toLocaleString('en-IN')} | ${r.ratio.toFixed(3)} | ${r.load} |`,
  );
