// Where a fresh search's time goes, statement by statement (issue 25): runs the search and suggestion use cases
// (PROFILE=search|list|price|facets|suggestions; PROFILE_QUERY=<term> repeats one term) in-process against a PostgreSQL catalogue, one query at a time (no concurrency, so the figures are each
// statement's own cost), and prints per statement shape its count, total and mean milliseconds.
//   DATABASE_URL=postgres://…/haat_bench_uncached_100000 npx tsx bench/profile-search.ts [n]
import pg from 'pg';
import { seededRandom } from './lib/random.mjs';

const timings = new Map<string, { n: number; ms: number }>();
const original = pg.Client.prototype.query;
// Every statement the pool runs passes here: time it by its first words.
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function timed(
  this: pg.Client,
  ...args: unknown[]
) {
  const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '?');
  const values = (args[0] as { values?: unknown })?.values ?? args[1];
  const started = performance.now();
  // pg-pool's own query() passes a callback; drizzle's transactions await a promise.
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last] as (...a: unknown[]) => unknown;
    args[last] = (...a: unknown[]) => {
      record(text, performance.now() - started, values);
      return callback(...a);
    };
  }
  const result = (original as (...a: unknown[]) => unknown).apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    void (result as Promise<unknown>).then(
      () => record(text, performance.now() - started, values),
      () => record(text, performance.now() - started, values),
    );
  }
  return result;
};
const every: { ms: number; text: string; values: unknown }[] = [];
let capturing = false;
const slowest = new Map<string, { ms: number; text: string; values: unknown }>();
function record(text: string, ms: number, values?: unknown) {
  const shape = text.replace(/\s+/g, ' ').slice(0, 110);
  const entry = timings.get(shape) ?? { n: 0, ms: 0 };
  entry.n += 1;
  entry.ms += ms;
  timings.set(shape, entry);
  if (ms > (slowest.get(shape)?.ms ?? -1)) slowest.set(shape, { ms, text, values });
  if (capturing) every.push({ ms, text, values });
}

const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { runSearch } = await import('../apps/api/src/modules/catalog/search/search.service.ts');
const { getSuggestions } = await import('../apps/api/src/modules/catalog/search/search-suggestions.ts');
const { searchQuerySchema } = await import('@haat/domain/search/search.schema');
const { listingFacets, searchProducts } = await import('../apps/api/src/modules/catalog/catalog.service.ts');
const { productsQuerySchema } = await import('@haat/domain/catalog/products-query.schema');
const { CATEGORIES } = await import('@haat/domain/catalog/category-tree');
const categories = CATEGORIES.filter((c) => !c.pseudo).map((c) => c.id);

// PROFILE_PGLITE_DIR=<a DATA_DIR that `DATABASE=pglite npm start` seeded>: the same on PGlite, every statement timed
// where drizzle hands it to PGlite.
const pgliteDir = process.env.PROFILE_PGLITE_DIR;
if (pgliteDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const proto = PGlite.prototype as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const query = proto.query;
  proto.query = async function timed(this: unknown, ...args: unknown[]) {
    const started = performance.now();
    try {
      return await query.apply(this, args);
    } finally {
      record(String(args[0]), performance.now() - started, args[1]);
    }
  };
}
const { runMigrations } = await import('../apps/api/src/db/migrate.ts');
const database = await openDatabase(
  pgliteDir ? { dataDir: pgliteDir, embedded: 'pglite' } : { url: process.env.DATABASE_URL, dataDir: '/tmp' },
);
await runMigrations(database);
const { db } = database;
const { pick, between } = seededRandom(Number(process.env.BENCH_SEED ?? 7));
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
const BRANDS = ['Samsung', 'Apple', 'Nike', 'Biba', 'Sony', 'boAt', 'Milton', 'Titan', 'Puma', 'HP'];
const query = () =>
  pick([
    `${pick(BRANDS)} ${pick(TYPES)}`,
    `${pick(TYPES)} ${pick(QUALIFIERS)}`,
    `${pick(BRANDS)} ${pick(QUALIFIERS)}`,
  ]);
/** A category with a price range nobody asked for before. */
function newPriceRange() {
  const min = between(1, 400) * 50;
  return {
    category: pick(categories),
    minPrice: String(min),
    maxPrice: String(min + between(10, 2000) * 50),
  };
}
const n = Number(process.argv[2] ?? 40);
const mode = process.env.PROFILE ?? 'search';
// Warm the in-memory vocabulary and brands once.
await runSearch(db, searchQuerySchema.parse({ q: 'warm up', limit: 20, page: 1 }));
timings.clear();
capturing = true;
const totals: number[] = [];
for (let i = 0; i < n; i++) {
  const q = process.env.PROFILE_QUERY ?? query();
  const started = performance.now();
  if (mode === 'search') await runSearch(db, searchQuerySchema.parse({ q, limit: '20', page: '1' }));
  else if (mode === 'list')
    await searchProducts(
      db,
      productsQuerySchema.parse({
        category: pick(categories),
        page: String(between(1, 20)),
        facets: 'false',
      }),
    );
  else if (mode === 'price')
    await searchProducts(db, productsQuerySchema.parse({ ...newPriceRange(), facets: 'false' }));
  else if (mode === 'facets') await listingFacets(db, productsQuerySchema.parse(newPriceRange()));
  else await getSuggestions(db, q.slice(0, between(3, 9)).trim(), 8);
  totals.push(performance.now() - started);
}
await new Promise((r) => setTimeout(r, 50));
totals.sort((a, b) => a - b);
const at = (p: number) => totals[Math.min(totals.length - 1, Math.floor(p * totals.length))]!.toFixed(1);
console.log(`${mode}: ${n} fresh queries one at a time: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
for (const [shape, { n: count, ms }] of [...timings].sort((a, b) => b[1].ms - a[1].ms).slice(0, 14))
  console.log(
    `${ms.toFixed(0).padStart(7)} ms ${String(count).padStart(4)}× ${(ms / count).toFixed(1).padStart(6)} ms  ${shape}`,
  );
// PROFILE_SLOWEST=<file>: each shape's slowest statement with its parameters, to EXPLAIN by hand.
if (process.env.PROFILE_SLOWEST)
  (await import('node:fs')).writeFileSync(
    process.env.PROFILE_SLOWEST,
    JSON.stringify([...slowest.values()], null, 1),
  );
// PROFILE_EVERY=<file>: every statement after the warm-up with its parameters, to replay against another layout.
if (process.env.PROFILE_EVERY)
  (await import('node:fs')).writeFileSync(process.env.PROFILE_EVERY, JSON.stringify(every, null, 1));
await database.close();
