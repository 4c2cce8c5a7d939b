// Builds the app for one test file on a fresh, migrated database: in-memory PGlite by default, or a new
// throw-away database on the PostgreSQL server named by TEST_DATABASE_URL (the same suite runs on both).
// Under Vitest the database starts as a copy of the run's template (database-templates.ts); outside it, or when a
// file runs without the API project's globalSetup, it is migrated (and seeded) here.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import type { PaymentGateway } from '../modules/payments/payment-gateway.ts';
import { ensurePincodeDirectory } from '../modules/geo/pincode-directory.loader.ts';
import { seedIfEmpty, type SeedOptions } from '../db/seed/seed.ts';
import {
  type DatabaseTemplates,
  databaseUrl,
  openPgliteMemory,
  seededPgliteTarball,
  seededPostgresTemplate,
} from './database-templates.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Starts from the seeded catalogue, as seedIfEmpty with these options writes it. */
  seed?: SeedOptions;
}

/** The run's templates; none outside a Vitest worker or without the API project's globalSetup. */
function providedTemplates(): DatabaseTemplates {
  try {
    return inject('databaseTemplates') ?? {};
  } catch {
    return {};
  }
}

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** Creates a migrated database for this file (seeded if asked); on PostgreSQL it is dropped again by `drop()`. */
export async function createTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const templates = providedTemplates();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (templates.pgliteDir) {
      const tarball = options.seed
        ? await seededPgliteTarball(templates.pgliteDir, options.seed)
        : await fs.readFile(path.join(templates.pgliteDir, 'migrated.tar'));
      const database = await openPgliteMemory(tarball);
      return { database, drop: () => database.close() };
    }
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    await ensurePincodeDirectory(database);
    if (options.seed) await seedIfEmpty(database.db, options.seed);
    return { database, drop: () => database.close() };
  }
  const { default: pg } = await import('pg');
  const template =
    templates.postgresTemplate && options.seed
      ? await seededPostgresTemplate(serverUrl, templates.postgresTemplate, options.seed)
      : templates.postgresTemplate;
  const name = `haat_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: '', poolSize: 5 });
  if (!template) {
    await runMigrations(database);
    await ensurePincodeDirectory(database);
    if (options.seed) await seedIfEmpty(database.db, options.seed);
  }
  return {
    database,
    drop: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestDatabaseOptions = {},
  /** A payment gateway of the test's own over the app's database (the fault tests wrap the offline one). */
  gatewayFor?: (database: Database) => PaymentGateway,
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'false', ...env });
  const { database, drop } = await createTestDatabase(options);
  const app = await buildApp({ config, database, paymentGateway: gatewayFor?.(database) });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
