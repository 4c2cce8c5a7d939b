// npm run bench:vendure -- [haat checkout]: Haat against Vendure 3.7.3 on this machine, uncached, for a product
// list, a category page, search and product by id (issue 25 item 4).
//
// Vendure comes from the npm registry into its own folder (bench/vendure/install.mjs, kept between runs), runs its
// shop API with the DefaultSearchPlugin on PostgreSQL (bench/vendure/vendure-server.mjs). Both sides hold the same
// BENCH_PRODUCTS (default 2,000) listings of Haat's seed, whole product groups (bench/vendure/catalogue.mjs), in
// two databases on BENCH_PG_URL's server: <BENCH_DB_PREFIX>_haat and <BENCH_DB_PREFIX>_vendure, kept between runs
// and rebuilt when they do not hold that catalogue or when BENCH_FRESH=1. Haat runs the checkout's production
// build (apps/api/dist/server.js: npm run build first) with its answer cache off (CATALOG_CACHE_MS=0).
//
// Every request is a new question (a random page, category, term or id from a seeded generator), and the sides
// run interleaved, case by case, for BENCH_ROUNDS rounds of BENCH_SECONDS at BENCH_CONNECTIONS, alternating which
// side goes first, so a machine that gets busier part-way skews both alike. The table gives every round with the
// 1-minute load average beside it; the bytes table gives each side's mean answer over 20 sample requests.
// BENCH_PORT_BASE: Haat listens there, Vendure one above (otherwise free ports).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  freePort,
  load,
  loadAverage,
  machine,
  ms,
  recreateDatabase,
  root,
  settle,
  startServer,
  stop,
} from './lib/harness.mjs';
import { keepListings, vendureCatalogue } from './vendure/catalogue.mjs';
import { loadGraphql, postGraphql } from './vendure/graphql-load.mjs';
import { installVendure, VENDURE_VERSION } from './vendure/install.mjs';
import { seededRandom } from './lib/random.mjs';

const haatDir = path.resolve(process.argv[2] ?? root);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 2000);
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const prefix = process.env.BENCH_DB_PREFIX ?? 'haat_bench_vendure';
const portBase = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : null;
const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null;
const haatUrl = new URL(`/${prefix}_haat`, pgServer).toString();
const vendureUrl = new URL(`/${prefix}_vendure`, pgServer).toString();
const SHOP = '/shop-api';

if (!fs.existsSync(path.join(haatDir, 'apps/api/dist/server.js'))) {
  console.error(`${haatDir}/apps/api/dist/server.js is missing: run npm run build there first`);
  process.exit(2);
}
const vendureDir = installVendure();

const { pick, between } = seededRandom(Number(process.env.BENCH_SEED ?? 25));

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn((sql, params) => client.query(sql, params));
  } finally {
    await client.end();
  }
}
const countOf = (url, sql) => withClient(url, (q) => q(sql).then((r) => r.rows[0].n)).catch(() => -1);

function startVendure(port, extraEnv = {}) {
  // --no-deprecation: TypeORM's use of pg prints a deprecation warning per start; the logs stay quiet.
  const script = path.join(import.meta.dirname, 'vendure/vendure-server.mjs');
  const child = spawn(process.execPath, ['--no-deprecation', script], {
    // Vendure writes .vendure/.installation-id where it runs: in its own install folder, not in this checkout.
    cwd: vendureDir,
    env: {
      ...process.env,
      NODE_ENV: undefined,
      VENDURE_DIR: vendureDir,
      VENDURE_DB_URL: vendureUrl,
      VENDURE_PORT: String(port),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let out = '';
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('ready')) resolve();
    });
    exited.then((code) => (code === 0 ? resolve() : reject(new Error(`Vendure exited with ${code}`))));
  });
  return { child, exited, ready, output: () => out };
}

/** Seeds Haat, keeps the chosen listings and gives the same catalogue to Vendure; skipped when both hold it. */
async function prepare() {
  const haatListings = await countOf(haatUrl, 'select count(*)::int as n from products');
  const vendureVariants = await countOf(
    vendureUrl,
    'select count(*)::int as n from product_variant where "deletedAt" is null',
  );
  const indexed = await countOf(vendureUrl, 'select count(*)::int as n from search_index_item');
  if (
    process.env.BENCH_FRESH !== '1' &&
    haatListings === productCount &&
    vendureVariants === productCount &&
    indexed === productCount
  )
    return;
  console.error(`preparing ${haatUrl} and ${vendureUrl} with ${productCount} listings…`);
  await recreateDatabase(haatUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-bench-vendure-'));
  // The first start migrates and seeds; the categories' names come from its answer.
  const port = portBase ?? (await freePort());
  const seeding = await startServer({ NODE_ENV: undefined, DATABASE_URL: haatUrl, DATA_DIR: dataDir }, port, {
    built: true,
    from: haatDir,
  });
  const { categories } = await (await fetch(`http://127.0.0.1:${port}/api/categories`)).json();
  await stop(seeding);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const catalogue = await withClient(haatUrl, async (q) => {
    await keepListings(q, productCount);
    return vendureCatalogue(q, categories);
  });
  const file = path.join(os.tmpdir(), `haat-vendure-catalogue-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(catalogue));
  await recreateDatabase(vendureUrl);
  const seeder = startVendure(portBase ? portBase + 1 : await freePort(), { VENDURE_SEED: file });
  await seeder.ready;
  fs.rmSync(file, { force: true });
  console.error(`Vendure seeded: ${seeder.output().trim()}`);
}

/** Waits until Vendure answers a trivial query quickly three times in a row (at most 60 s). */
async function settleVendure(port) {
  const until = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const started = performance.now();
    await postGraphql(port, SHOP, { query: '{ __typename }' }).catch(() => {});
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

// What a product card shows: name, link, picture, price(s), stock, brand.
const CARD = `id name slug featuredAsset { preview }
  variants { id name price priceWithTax currencyCode stockLevel }
  facetValues { name facet { code } }`;
const SEARCH_CARD = `productId productName slug productAsset { preview } currencyCode
  priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } }`;
// What a product page shows.
const PRODUCT = `id name slug description featuredAsset { preview } assets { preview }
  optionGroups { code name options { code name } }
  variants { id name sku price priceWithTax currencyCode stockLevel options { code name groupId } }
  facetValues { name facet { code name } } collections { name slug }`;
const Q = {
  list: `query ($skip: Int!) { products(options: { take: 20, skip: $skip }) { totalItems items { ${CARD} } } }`,
  category: `query ($slug: String!, $skip: Int!) {
    search(input: { collectionSlug: $slug, take: 20, skip: $skip, groupByProduct: true }) {
      totalItems items { ${SEARCH_CARD} } } }`,
  search: `query ($term: String!, $skip: Int!) {
    search(input: { term: $term, take: 20, skip: $skip, groupByProduct: true }) {
      totalItems items { ${SEARCH_CARD} } } }`,
  product: `query ($id: ID!) { product(id: $id) { ${PRODUCT} } }`,
};

// Words an Indian shopper types, of which the first 20 found on both sides are searched.
const CANDIDATE_TERMS = [
  'phone',
  'kurta',
  'saree',
  'shoes',
  'watch',
  'shirt',
  'jeans',
  'dress',
  'laptop',
  'headphones',
  'earbuds',
  'speaker',
  'bottle',
  'rice',
  'shampoo',
  'cream',
  'oil',
  'tea',
  'bag',
  'book',
  'toy',
  'charger',
  'cover',
  'helmet',
  'cricket',
  'kurti',
  'tv',
  'soap',
  'sneakers',
  'mixer',
];

async function casesFor(haatPort, vendurePort) {
  const haatGet = async (p) => {
    const response = await fetch(`http://127.0.0.1:${haatPort}${p}`);
    if (!response.ok) throw new Error(`Haat answered ${response.status} to ${p}`);
    return response.json();
  };
  const { haatIds, categoryPages } = await withClient(haatUrl, async (q) => ({
    haatIds: (await q('select id from products order by id')).rows.map((r) => r.id),
    categoryPages: Object.fromEntries(
      (await q('select category, count(distinct group_key)::int as n from products group by 1')).rows.map(
        (r) => [r.category, Math.ceil(r.n / 20)],
      ),
    ),
  }));
  const vendureIds = await withClient(vendureUrl, async (q) =>
    (await q('select id from product where "deletedAt" is null order by id')).rows.map((r) => String(r.id)),
  );
  const categories = Object.keys(categoryPages);
  const listPages = Math.ceil(vendureIds.length / 20);
  const terms = [];
  for (const term of CANDIDATE_TERMS) {
    if (terms.length === 20) break;
    const haat = await haatGet(`/api/products/search?q=${term}&limit=20&facets=false`);
    const vendure = await postGraphql(vendurePort, SHOP, { query: Q.search, variables: { term, skip: 0 } });
    if (haat.products.length && vendure.data.search.items.length) terms.push(term);
  }
  const category = () => {
    const c = pick(categories);
    return { c, page: between(1, categoryPages[c]) };
  };
  return {
    terms,
    cases: [
      [
        'product list, random page',
        () => `/api/products?page=${between(1, listPages)}&limit=20&facets=false`,
        () => ({ query: Q.list, variables: { skip: (between(1, listPages) - 1) * 20 } }),
      ],
      [
        'category page, random category and page',
        () => {
          const { c, page } = category();
          return `/api/products?category=${c}&page=${page}&limit=20&facets=false`;
        },
        () => {
          const { c, page } = category();
          return { query: Q.category, variables: { slug: c, skip: (page - 1) * 20 } };
        },
      ],
      [
        'search, random word and page',
        () => `/api/products/search?q=${pick(terms)}&page=${between(1, 2)}&limit=20&facets=false`,
        () => ({ query: Q.search, variables: { term: pick(terms), skip: between(0, 1) * 20 } }),
      ],
      [
        'product by id, random id',
        () => `/api/products/${pick(haatIds)}`,
        () => ({ query: Q.product, variables: { id: pick(vendureIds) } }),
      ],
    ].filter(([name]) => !only || only.test(name)),
  };
}

/** The mean body bytes of 20 answers, each checked (Haat: 2xx; Vendure: data and no errors). */
async function meanBytes(haatPort, vendurePort, makePath, makeBody) {
  let haat = 0;
  let vendure = 0;
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`http://127.0.0.1:${haatPort}${makePath()}`);
    if (!response.ok) throw new Error(`Haat answered ${response.status}`);
    haat += (await response.arrayBuffer()).byteLength;
    vendure += (await postGraphql(vendurePort, SHOP, makeBody())).bytes;
  }
  return { haat: Math.round(haat / 20), vendure: Math.round(vendure / 20) };
}

await prepare();
const haatPort = portBase ?? (await freePort());
const vendurePort = portBase ? portBase + 1 : await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-bench-vendure-'));
const haat = await startServer(
  { NODE_ENV: undefined, DATABASE_URL: haatUrl, DATA_DIR: dataDir, CATALOG_CACHE_MS: '0' },
  haatPort,
  { built: true, from: haatDir },
);
const vendure = startVendure(vendurePort);
const rows = [];
const sizes = [];
try {
  await vendure.ready;
  await settle(haatPort);
  await settleVendure(vendurePort);
  const { terms, cases } = await casesFor(haatPort, vendurePort);
  console.error(
    `# Haat against Vendure ${VENDURE_VERSION} — ${machine()}; search words: ${terms.join(', ')}`,
  );
  for (const [name, makePath, makeBody] of cases) {
    sizes.push({ name, ...(await meanBytes(haatPort, vendurePort, makePath, makeBody)) });
    // 2 s of warm-up each (connections, the JIT, PostgreSQL's buffers).
    await load(haatPort, makePath, { connections, seconds: 2 });
    await loadGraphql(vendurePort, SHOP, makeBody, { connections, seconds: 2 });
  }
  for (let round = 1; round <= rounds; round++) {
    for (const [name, makePath, makeBody] of cases) {
      const runHaat = async () => {
        await settle(haatPort);
        return load(haatPort, makePath, { connections, seconds });
      };
      const runVendure = async () => {
        await settleVendure(vendurePort);
        return loadGraphql(vendurePort, SHOP, makeBody, { connections, seconds });
      };
      // Alternate which side goes first, round by round.
      let h;
      let v;
      if (round % 2) {
        h = await runHaat();
        v = await runVendure();
      } else {
        v = await runVendure();
        h = await runHaat();
      }
      const row = { name, round, h, v, load: loadAverage() };
      rows.push(row);
      console.error(
        `${name} round ${round}: Haat ${h.rps} req/s p95 ${ms(h.p95)} ms, Vendure ${v.rps} req/s p95 ${ms(v.p95)} ms, load ${row.load}`,
      );
    }
  }
} finally {
  await stop(haat);
  vendure.child.kill('SIGTERM');
  await vendure.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const lat = (r) => `${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)}`;
console.log(
  `\n${machine()}; ${productCount.toLocaleString('en-IN')} listings each side; Haat cache off; ${connections} connections; ${seconds} s per side, case and round; loopback\n`,
);
console.log(
  '| case | round | Haat req/s | Haat p50 / p95 / p99 ms | Haat errors¹ | Vendure req/s | Vendure p50 / p95 / p99 ms | Vendure errors¹ (timeouts) | Haat ÷ Vendure | load |\n|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
);
for (const { name, round, h, v, load: l } of rows)
  console.log(
    `| ${name} | ${round} | ${h.rps} | ${lat(h)} | ${h.errors} | ${v.rps} | ${lat(v)} | ${v.errors} (${v.timeouts}) | ${(h.rps / Math.max(v.rps, 1)).toFixed(1)}× | ${l} |`,
  );
console.log('\n¹ non-2xx answers and timeouts (10 s)');
console.log('\n| case | Haat bytes (mean of 20) | Vendure bytes (mean of 20) |\n|---|--:|--:|');
for (const s of sizes)
  console.log(`| ${s.name} | ${s.haat.toLocaleString('en-IN')} | ${s.vendure.toLocaleString('en-IN')} |`);
