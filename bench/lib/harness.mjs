// Shared by the API benchmarks (catalog.mjs, search.mjs): a free loopback port, starting and stopping the API,
// one bounded autocannon run with per-request paths and exact percentiles, and waiting for the server to drain.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');

export function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts the API on loopback and resolves once /api/health answers. `built` runs apps/api/dist/server.js (what
 * `npm start` serves); otherwise the source through tsx. `from` is the checkout to run (another build, for
 * side-by-side runs). Rate limits and the mail worker are switched off so they neither reject nor compete with the
 * load.
 */
export async function startServer(env, port, { built = false, from = root } = {}) {
  const entry = built
    ? [path.join(from, 'apps/api/dist/server.js')]
    : ['--import', 'tsx', path.join(from, 'apps/api/src/server.ts')];
  if (built && !fs.existsSync(entry[0]))
    throw new Error('apps/api/dist/server.js is missing: run npm run build');
  const started = performance.now();
  const child = spawn(process.execPath, entry, {
    cwd: from,
    env: {
      ...process.env,
      ...env,
      MAIL_WORKER_INTERVAL_MS: '0',
      PORT: String(port),
      // Seller Central's own listener is not measured; off, so servers side by side never share its port.
      SELLER_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { child, exited, readyMs: Math.round(performance.now() - started) };
}

export async function stop(server) {
  server.child.kill('SIGTERM');
  await server.exited;
}

/**
 * One bounded load run; the path is made per request, so cases can vary terms, ids and filters. Percentiles come
 * from every response's own latency (autocannon's histogram rounds to whole milliseconds).
 */
export function load(port, makePath, { connections, seconds, method = 'GET', headers, makeBody }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        requests: [
          {
            method,
            headers,
            // A POST (GraphQL) sends a new body per request; a GET a new path.
            setupRequest: (req) => ({ ...req, path: makePath(), ...(makeBody ? { body: makeBody() } : {}) }),
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
        resolve({
          rps: Math.round(result.requests.average),
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          errors: result.non2xx + result.errors, // autocannon counts timeouts among errors
          timeouts: result.timeouts,
          total: latencies.length,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** Waits until the server answers a health check quickly three times in a row (at most 60 s). */
export async function settle(port) {
  const until = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const started = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/health`);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The 1-minute load average, one decimal: beside every figure, because other work on the machine skews it. */
export const loadAverage = () => os.loadavg()[0].toFixed(1);

export const ms = (v) => Math.round(v * 10) / 10;

export const machine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;

/** Drops and creates the PostgreSQL database a URL names, so a bench starts from an empty one. */
export async function recreateDatabase(url) {
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}
