// Migration tests run the real migration files on an empty database of their own: up to a migration first (a copy
// of the migrations folder whose journal stops before it), then the rest.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import { MIGRATIONS_DIR } from '../db/migrate.ts';
import { databaseUrl } from './database-templates.ts';

/** A copy of the migrations folder that stops before `tag`; remove it when done. */
export async function migrationsBefore(tag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'haat-migrations-'));
  await fs.cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  if (stop < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, stop);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/** An empty database of its own: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
export async function emptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const { default: pg } = await import('pg');
  const name = `haat_test_mig_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: '', poolSize: 2 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
