// Entry point: load config, open and migrate the database, seed on first start, listen; close cleanly on signals.
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { ensurePincodeDirectory } from './modules/geo/pincode-directory.loader.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  // The pincode directory: one query when this data version is already loaded, a few seconds when it is not.
  const directory = await ensurePincodeDirectory(database);
  // A demo account with a published password has no place in a production store.
  if (config.seed) await seedIfEmpty(database.db, { demoCustomer: !config.isProduction });
  // Source (src/server.ts) and build (dist/server.js) both sit two levels below apps/, beside apps/web/dist.
  const webDistDir = config.webDistDir ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp({ config: { ...config, webDistDir }, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      database: database.kind,
      readyInMs: Math.round(performance.now() - started),
      ...(directory.loaded ? { pincodeDirectory: { rows: directory.rows, ms: directory.ms } } : {}),
    },
    `Haat is ready on http://localhost:${config.port}`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Haat failed to start:', err);
  }
  process.exit(1);
});
