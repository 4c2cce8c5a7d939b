// The process as an operator runs it: first start creates the embedded PostgreSQL and seeds, SIGTERM exits cleanly
// and stops PostgreSQL, a second start reuses the data, a second process on the same DATA_DIR is refused, a server
// left by kill -9 is stopped by the next start; DATABASE=pglite opens PGlite, and an old PGlite folder is left alone.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { oncePerRunDone } from './testing/once-per-run.ts';

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-server-test-'));
const pgliteDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-server-test-pglite-'));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function start(
  port: number,
  { dir = dataDir, database, seed = true }: { dir?: string; database?: 'pglite'; seed?: boolean } = {},
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      SELLER_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      DATABASE: database ?? '',
      SEED: String(seed),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitHealthy(port: number, timeoutMs = 150_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return Date.now() - started;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

/** The embedded PostgreSQL's postmaster on a DATA_DIR, when one runs. */
function postmasterOf(dir: string): number | undefined {
  const pidFile = path.join(dir, 'postgres', 'data', 'postmaster.pid');
  const pid = Number.parseInt(
    fs.existsSync(pidFile) ? (fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '') : '',
    10,
  );
  if (!Number.isInteger(pid)) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

afterAll(async () => {
  // SIGTERM first: a killed server would leave its PostgreSQL running on a folder about to be removed.
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 3_000));
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  const orphan = postmasterOf(dataDir);
  if (orphan) process.kill(orphan, 'SIGQUIT');
  for (const dir of [dataDir, pgliteDataDir]) fs.rmSync(dir, { recursive: true, force: true });
});

// Process lifecycle does not depend on the test database (the server opens its own): it runs in one pass of a run.
describe.skipIf(oncePerRunDone)('server process', () => {
  it('starts, stops on SIGTERM with exit 0, restarts on the same data, and refuses a second process', async () => {
    const port = await freePort();
    const first = start(port);
    await waitHealthy(port);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'data', 'PG_VERSION'))).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'postgres', 'password')).mode & 0o777).toBe(0o600);
    expect(first.output()).toContain('creating the database (initdb), once…');
    expect(postmasterOf(dataDir)).toBeDefined();
    // A first start says what it does, in plain lines (startup-progress.ts), up to the address to open.
    await vi.waitFor(() =>
      expect(first.output()).toMatch(/^Haat is ready on http:\/\/localhost:\d+ \(started in [\d.]+ s\)$/m),
    );
    expect(first.output()).toMatch(/Seeding the catalogue: [\d,]+ sellers, [\d,]+ products…/);

    const intruder = start(await freePort());
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('is in use by process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'haat.pid'))).toBe(false);
    // PostgreSQL stopped with it: its pid file is gone only after a clean shutdown.
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'))).toBe(false);

    const second = start(port);
    await waitHealthy(port);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'postgres' });
    expect(second.output()).not.toContain('initdb');
    expect(second.output()).not.toMatch(/Seeding the catalogue/);

    // kill -9 cannot stop PostgreSQL with it; the next start on the folder does, and starts its own.
    const left = postmasterOf(dataDir);
    second.child.kill('SIGKILL');
    await second.exited;
    expect(left).toBeDefined();
    expect(postmasterOf(dataDir)).toBe(left);
    const third = start(port);
    await waitHealthy(port);
    expect(third.output()).toContain(`stopping PostgreSQL ${left}, left running`);
    expect(postmasterOf(dataDir)).not.toBe(left);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(postmasterOf(dataDir)).toBeUndefined();
  }, 360_000);

  it('opens PGlite with DATABASE=pglite; the default then leaves that PGlite folder untouched', async () => {
    const port = await freePort();
    // Which database opens is the question here, not the seed: both starts leave it out (the first test seeds).
    const pglite = start(port, { dir: pgliteDataDir, database: 'pglite', seed: false });
    await waitHealthy(port);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()).toMatchObject({
      database: 'pglite',
    });
    pglite.child.kill('SIGTERM');
    expect(await pglite.exited).toBe(0);
    const before = fs.readdirSync(path.join(pgliteDataDir, 'pg')).sort();

    const embedded = start(port, { dir: pgliteDataDir, seed: false });
    await waitHealthy(port);
    expect(embedded.output()).toContain(`${path.join(pgliteDataDir, 'pg')} holds the PGlite database`);
    embedded.child.kill('SIGTERM');
    expect(await embedded.exited).toBe(0);
    expect(fs.readdirSync(path.join(pgliteDataDir, 'pg')).sort()).toEqual(before);
  }, 360_000);

  it('refuses to start with a list of every bad variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { ...process.env, PORT: 'abc', DATABASE_URL: 'mysql://x', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += String(d)));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('PORT');
    expect(err).toContain('DATABASE_URL');
  }, 30_000);
});
