// Vitest globalSetup of the API project: builds the migrated database template once for the run (see
// database-templates.ts) and removes it, with the seeded templates made from it, when the run ends.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { ensurePincodeDirectory } from '../modules/geo/pincode-directory.loader.ts';
import { databaseUrl, dumpOf, openPgliteMemory } from './database-templates.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'haat-test-db-'));
    const database = await openPgliteMemory();
    try {
      await runMigrations(database);
      await ensurePincodeDirectory(database);
      await fs.writeFile(path.join(dir, 'migrated.tar'), await dumpOf(database));
    } finally {
      await database.close();
    }
    project.provide('databaseTemplates', { pgliteDir: dir });
    return () => fs.rm(dir, { recursive: true, force: true });
  }

  const { default: pg } = await import('pg');
  const template = `haat_tpl_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query<{ datname: string }>(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, template), dataDir: '', poolSize: 1 });
  try {
    await runMigrations(database);
    await ensurePincodeDirectory(database);
  } finally {
    await database.close();
  }
  project.provide('databaseTemplates', { postgresTemplate: template });
  return async () => {
    const { rows } = await admin(`SELECT datname FROM pg_database WHERE datname LIKE '${template}%'`);
    for (const { datname } of rows) await admin(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  };
}
