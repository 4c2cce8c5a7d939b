// Templates for the test databases: initdb, the migrations and the catalogue seed run once per test run instead of
// once per test file. On PGlite a template is a data-directory tarball that a new in-memory database loads; on
// PostgreSQL it is a template database that CREATE DATABASE copies. The migrated template is built by the API
// project's globalSetup (global-setup.ts); a seeded one is built by the first file that asks for it, so runs of a
// few files that never seed do not pay for it. Both live only for the run, so a changed migration or seed is
// always picked up.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type Database } from '../db/client.ts';
import { seedIfEmpty, startOfUtcDay, type SeedOptions } from '../db/seed/seed.ts';

/** What globalSetup hands to the test files (vitest's provide/inject). */
export interface DatabaseTemplates {
  /** PGlite: the directory holding migrated.tar and the seeded tarballs. */
  pgliteDir?: string;
  /** PostgreSQL: the migrated template database; seeded ones are named after it. */
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** A seeded template is keyed on what seedIfEmpty writes: its options and its "now". */
export function seedKey(options: SeedOptions): string {
  const { demoCustomer = true, devSellerKeys = demoCustomer, now = startOfUtcDay() } = options;
  const text = JSON.stringify({ demoCustomer, devSellerKeys, now: now.toISOString() });
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

// ---- PGlite ----

/** Opens an in-memory PGlite; from a data-directory tarball when one is given (no initdb then). */
export async function openPgliteMemory(tarball?: Uint8Array): Promise<Database> {
  return openDatabase({ dataDir: 'memory://', ...(tarball ? { loadDataDir: tarball } : {}) });
}

/** The PGlite database's data directory as a tarball. */
export function dumpOf(database: Database): Promise<Uint8Array> {
  if (!database.dumpDataDir) throw new Error('only an embedded PGlite database can be dumped');
  return database.dumpDataDir();
}

/**
 * The seeded tarball for these options, built by the first worker that needs it while the others wait. A lock
 * directory (mkdir is atomic) marks the build; the tarball is renamed into place only when complete.
 */
export async function seededPgliteTarball(dir: string, options: SeedOptions): Promise<Uint8Array> {
  const file = path.join(dir, `seeded-${seedKey(options)}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    const ready = await fs.readFile(file).catch(() => undefined);
    if (ready) return ready;
    const mine = await fs.mkdir(lock).then(
      () => true,
      () => false,
    );
    if (!mine) {
      await sleep(100);
      continue;
    }
    try {
      const database = await openPgliteMemory(await fs.readFile(path.join(dir, 'migrated.tar')));
      try {
        await seedIfEmpty(database.db, options);
        const tarball = await dumpOf(database);
        await fs.writeFile(`${file}.tmp`, tarball);
        await fs.rename(`${file}.tmp`, file);
        return tarball;
      } finally {
        await database.close();
      }
    } finally {
      await fs.rm(lock, { recursive: true, force: true });
    }
  }
}

// ---- PostgreSQL ----

/** Any two-integer advisory lock key; it serialises the building of seeded template databases. */
const TEMPLATE_LOCK_KEY = 4_207_130_002;

/**
 * The seeded template database for these options, made from the migrated template by the first worker that needs
 * it; an advisory lock on the admin connection makes the others wait and then find it.
 */
export async function seededPostgresTemplate(
  serverUrl: string,
  migratedTemplate: string,
  options: SeedOptions,
): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `${migratedTemplate}_s${seedKey(options)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${migratedTemplate}`);
      const database = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: '', poolSize: 2 });
      try {
        await seedIfEmpty(database.db, options);
      } finally {
        // A template must have no open connections when it is copied.
        await database.close();
      }
    }
    return name;
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
