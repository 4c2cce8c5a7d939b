// npm run bench: starts the built store on a free port with a fresh embedded database, measures cold and warm start,
// HTTP throughput with autocannon and the web bundle budget, and prints a Markdown table for RESULTS.md.
// Needs `npm run build` first. Loopback only; every load run is bounded in time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { measureBundle } from './bundle-size.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { child, readyMs: Math.round(performance.now() - started) };
}

async function stop(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
}

function load(url, title) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: seconds, title }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-bench-'));
const port = await freePort();
const cold = await startServer(dataDir, port);
await stop(cold.child);
const warm = await startServer(dataDir, port);

const rows = [];
for (const [title, route] of [
  ['GET /api/health (database ping)', '/api/health'],
  ['GET / (SPA index.html)', '/'],
]) {
  const r = await load(`http://127.0.0.1:${port}${route}`, title);
  rows.push(
    `| ${title} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`,
  );
}
await stop(warm.child);
fs.rmSync(dataDir, { recursive: true, force: true });

const bundle = measureBundle(path.join(root, 'apps/web/dist'));
console.log(
  `\nMachine: ${os.cpus().length} cores, Node ${process.version}, ${seconds} s per run, 50 connections\n`,
);
console.log(
  `| start | ms |\n|---|---|\n| first start (create, migrate, seed PGlite) | ${cold.readyMs} |\n| second start (reuse data) | ${warm.readyMs} |\n`,
);
console.log(`| endpoint | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|\n${rows.join('\n')}\n`);
console.log(
  `| web bundle | gzip KB |\n|---|---|\n| initial JS for / | ${bundle.initialJsKb} (budget 170) |\n| initial CSS | ${bundle.initialCssKb} |\n| largest lazy chunk | ${bundle.largestLazy.name}: ${bundle.largestLazy.kb} |`,
);
