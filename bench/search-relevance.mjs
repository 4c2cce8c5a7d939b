// Search relevance against a running server (issue 24 item 1, docs/behaviour/search.md#relevance-judgements):
// `node --import tsx bench/search-relevance.mjs http://localhost:3001` runs every judged query through
// GET /api/products/search and prints the per-class table of bench/search-judgements/score.ts. The catalogue
// (for the ideal ranking) is read through GET /api/products?groupVariants=false, page by page. Start the server
// with RATE_LIMIT_MAX=10000 (the default 300 a minute stops the run at a 429).
import os from 'node:os';
import { JUDGED_QUERIES } from './search-judgements/queries.ts';
import { scoreQueries, table } from './search-judgements/score.ts';

const base = process.argv[2] ?? 'http://localhost:3001';
const get = async (path) => {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
};
const card = (p) => ({ ...p, groupKey: p.group?.key ?? p.variantGroup ?? p.id });

// Listings answer cards (docs/behaviour/catalogue.md#lean-listings); the judge reads specifications too, so each
// listing is read whole from its product page, 25 at a time, and a result is judged as that whole product.
const listed = [];
for (let page = 1; ; page++) {
  const body = await get(`/api/products?groupVariants=false&limit=100&page=${page}&facets=false`);
  listed.push(...body.products);
  if (body.products.length < 100) break;
}
const whole = new Map();
for (let i = 0; i < listed.length; i += 25) {
  await Promise.all(
    listed.slice(i, i + 25).map(async (p) => {
      const { product } = await get(`/api/products/${encodeURIComponent(p.id)}`);
      whole.set(p.id, card(product));
    }),
  );
}
const catalogue = [...whole.values()];
const started = performance.now();
const search = async (q) =>
  (await get(`/api/products/search?q=${encodeURIComponent(q)}&limit=10`)).products.map(
    (p) => whole.get(p.id) ?? card(p),
  );
const { perQuery, absentAnswered } = await scoreQueries(search, JUDGED_QUERIES, catalogue);
console.log(
  `${base}: ${catalogue.length} listings, ${JUDGED_QUERIES.length} queries in ${Math.round(performance.now() - started)} ms, load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}\n`,
);
console.log(table(perQuery));
console.log(`\nabsent queries that listed something: ${absentAnswered.join(', ') || 'none'}`);
