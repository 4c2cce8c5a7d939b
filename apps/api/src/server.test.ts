// The process as an operator runs it: first start seeds, SIGTERM exits cleanly, a second start reuses the data,
// and a second process on the same DATA_DIR is refused.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-server-test-'));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function start(port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
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

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Process lifecycle does not depend on the database kind: it runs once, in the PGlite pass.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('server process', () => {
  it('starts, stops on SIGTERM with exit 0, restarts on the same data, and refuses a second process', async () => {
    const port = await freePort();
    const first = start(port);
    await waitHealthy(port);
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(true);
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

    const second = start(port);
    await waitHealthy(port);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
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
