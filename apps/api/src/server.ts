// Entry point: load config, open and migrate the database, seed on first start, listen; close cleanly on signals.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { embeddedLocation, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { assertProductionReady } from './db/production-readiness.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { ensurePincodeDirectory } from './modules/geo/pincode-directory.loader.ts';
import { buildSellerPortalServer } from './modules/web/seller-portal-server.ts';
import { checkWebBuild, WebBuildError } from './modules/web/web-build-info.ts';
import { createStartupProgress, secondsSince, type StartupProgress } from './startup-progress.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const progress = createStartupProgress(config.logLevel);
  // Source (src/server.ts) and build (dist/server.js) both sit two levels below apps/, beside apps/web/dist.
  const webDistDir = config.webDistDir ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  // Before the slow steps: the built server refuses development React; `npm run dev` (from source) only warns.
  const webBuildWarning = checkWebBuild(webDistDir, { fromSource: import.meta.url.endsWith('.ts') });
  if (webBuildWarning) console.warn(webBuildWarning);
  const database = await openConfiguredDatabase(config, progress);
  progress('Applying the database migrations…');
  await runMigrations(database);
  // The pincode directory: one query when this data version is already loaded, a few seconds when it is not.
  const directory = await ensurePincodeDirectory(database, () =>
    progress('Loading the India Post pincode directory…'),
  );
  if (directory.loaded)
    progress(`  ${directory.rows.toLocaleString('en-IN')} pincodes in ${(directory.ms / 1000).toFixed(1)} s`);
  // A demo account with a published password has no place in a production store.
  if (config.seed) {
    const seedStarted = performance.now();
    const seeded = await seedIfEmpty(database.db, {
      demoCustomer: !config.isProduction,
      onProgress: progress,
    });
    if (seeded) progress(`  seeded in ${secondsSince(seedStarted)}`);
  }
  // Production refuses derivable dev seller keys and the demo account until `npm run db:remove-dev-data`.
  await assertProductionReady(database.db, config);
  const app = await buildApp({ config: { ...config, webDistDir }, database });
  // Seller Central on its own origin (docs/decisions/0015-seller-portal-origin-and-sessions.md); no build, no portal.
  const sellerPortal =
    config.sellerPort > 0
      ? await buildSellerPortalServer({
          distDir: fileURLToPath(new URL('../../seller/dist', import.meta.url)),
          apiOrigin: config.publicUrl,
        })
      : undefined;
  // The operator console on an origin of its own too (docs/decisions/0019-operator-console.md), served the same way.
  const operatorConsole =
    config.operatorPort > 0
      ? await buildSellerPortalServer({
          distDir: fileURLToPath(new URL('../../operator/dist', import.meta.url)),
          apiOrigin: config.publicUrl,
        })
      : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await sellerPortal?.close();
      await operatorConsole?.close();
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
  if (sellerPortal) {
    // A taken port costs the portal, not the store: shoppers are served either way, and the line says why.
    try {
      await sellerPortal.listen({ host: config.host, port: config.sellerPort });
      progress(`Seller Central is ready on http://localhost:${config.sellerPort}`);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      app.log.error({ err }, 'Seller Central could not listen');
      progress(`✖ Seller Central is not served: ${reason} (set SELLER_PORT, or 0 to turn it off)`);
    }
  } else if (config.sellerPort > 0) {
    progress('Seller Central is not built (npm run build -w @haat/seller): not served');
  }
  if (operatorConsole) {
    try {
      await operatorConsole.listen({ host: config.host, port: config.operatorPort });
      progress(`The operator console is ready on http://localhost:${config.operatorPort}`);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      app.log.error({ err }, 'The operator console could not listen');
      progress(`✖ The operator console is not served: ${reason} (set OPERATOR_PORT, or 0 to turn it off)`);
    }
  } else if (config.operatorPort > 0) {
    progress('The operator console is not built (npm run build -w @haat/operator): not served');
  }
  progress(`Haat is ready on http://localhost:${config.port} (started in ${secondsSince(started)})`);
}

/** Opens DATABASE_URL's server or the embedded database in DATA_DIR, saying which and what a first start does. */
async function openConfiguredDatabase(config: Config, progress: StartupProgress) {
  if (config.databaseUrl) {
    progress('Connecting to PostgreSQL…');
    return openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  }
  const kind = config.embeddedDatabase;
  const location = embeddedLocation(config.dataDir, kind);
  progress(
    kind === 'pglite'
      ? `Opening the embedded database (PGlite in ${location})…`
      : `Starting the embedded PostgreSQL (data in ${location})…`,
  );
  // A DATA_DIR from before ADR 0018 holds a PGlite database; it is left as it is (DATABASE=pglite opens it).
  const pglite = embeddedLocation(config.dataDir, 'pglite');
  if (kind === 'postgres' && !fs.existsSync(location) && fs.existsSync(pglite))
    progress(
      `  ${pglite} holds the PGlite database of an earlier version: left untouched, a new one is created here (DATABASE=pglite opens the old one)`,
    );
  return openDatabase({ dataDir: config.dataDir, embedded: kind, progress: (line) => progress(`  ${line}`) });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof WebBuildError) {
    console.error(err.message);
  } else {
    console.error('Haat failed to start:', err);
  }
  process.exit(1);
});
