// Runs the Playwright journeys against a real store: builds are expected (npm run build), a server starts on a
// free port with a temporary DATA_DIR (the embedded PostgreSQL default, seeded), and stops when the tests end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { freePort } from '../scripts/free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = findChromium();
if (!chromium) {
  await import('./find-chromium.mjs');
  console.error(
    "  ✖ e2e: no Chromium — install it with 'sudo apt-get install -y chromium-headless-shell' (or set CHROMIUM_PATH).",
  );
  process.exit(1);
}

const port = await freePort();
// Seller Central on an origin of its own, as `npm start` serves it (docs/decisions/0015-seller-portal-origin-and-sessions.md).
const sellerPort = await freePort();
const sellerUrl = `http://127.0.0.1:${sellerPort}`;
// The operator console too (docs/decisions/0019-operator-console.md).
const operatorPort = await freePort();
const operatorUrl = `http://127.0.0.1:${operatorPort}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: baseUrl,
    SELLER_PORT: String(sellerPort),
    SELLER_PORTAL_URL: `${sellerUrl}/register`,
    OPERATOR_PORT: String(operatorPort),
    OPERATOR_URL: operatorUrl,
    LOG_LEVEL: 'warn',
    // The journeys load many pages from one address in a short time.
    RATE_LIMIT_MAX: '100000',
    FORM_RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

// A first start seeds the store: about 20 s on a quiet machine, minutes on a loaded one.
async function waitForHealth(timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

// A server that stops while the journeys run (killed from outside, or crashed) otherwise shows only as a wall of
// ECONNREFUSED failures with retries; say so once, with its code or signal.
let testsRunning = false;
server.on('exit', (exitCode, signal) => {
  if (testsRunning)
    console.error(`\n  ✖ e2e: the server stopped during the run (${signal ?? `exit ${exitCode}`})\n`);
});

let code = 1;
try {
  const startedAt = Date.now();
  await waitForHealth();
  console.log(`e2e: server ready (seeded) in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  testsRunning = true;
  const runner = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      HAAT_E2E_URL: baseUrl,
      HAAT_E2E_SELLER_URL: sellerUrl,
      HAAT_E2E_OPERATOR_URL: operatorUrl,
      CHROMIUM_PATH: chromium,
    },
    stdio: 'inherit',
  });
  code = await new Promise((resolve) => runner.on('exit', (c) => resolve(c ?? 1)));
} catch (err) {
  console.error('e2e:', err.message);
} finally {
  testsRunning = false;
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
