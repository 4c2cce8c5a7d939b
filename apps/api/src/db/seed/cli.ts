// npm run seed -- --products 100000 [--reset]: the real catalogue plus deterministic synthetic listings for
// benchmarks, written to DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL). Refuses a database that already has a
// catalogue unless --reset (or --force) says to wipe it first.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { ensurePincodeDirectory } from '../../modules/geo/pincode-directory.loader.ts';
import { products } from '../schema/products.ts';
import { insertJsonRows } from './bulk-insert.ts';
import { buildSeedData, seedIfEmpty, startOfUtcDay } from './seed.ts';
import { buildSyntheticProducts } from './synthetic.ts';
import { parseArgs } from './cli-args.ts';

/** Listings built and written per round: bounded memory at a million products. */
const BATCH = 10_000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-IN');

async function catalogueSize(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select (select count(*) from sellers) + (select count(*) from products) as n`,
  );
  const rows = (result as unknown as { rows: { n: string | number }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}

/** The products indexes no constraint owns (the primary key and the unique sku stay), with their definitions. */
async function secondaryIndexes(
  db: Pick<Database['db'], 'execute'>,
): Promise<{ name: string; definition: string }[]> {
  const result = await db.execute(
    sql`select i.indexname as name, i.indexdef as definition
        from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = 'products'
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  return (result as unknown as { rows: { name: string; definition: string }[] }).rows;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: config.embeddedDatabase,
  });
  try {
    const where = database.location
      ? `${database.kind === 'pglite' ? 'PGlite' : 'the embedded PostgreSQL'} at ${database.location}`
      : 'PostgreSQL (DATABASE_URL)';
    console.info(`Seeding ${where}`);
    await runMigrations(database);
    const directory = await ensurePincodeDirectory(database);
    if (directory.loaded)
      console.info(`  pincode directory: ${count(directory.rows)} pincodes (${seconds(started)})`);
    if ((await catalogueSize(database)) > 0) {
      if (!options.reset) {
        throw new Error(
          'The database already has a catalogue; run again with --reset to wipe it and seed anew.',
        );
      }
      // CASCADE: carts, wishlists, orders and reviews point at products; a benchmark store starts from nothing.
      await database.db.execute(sql`truncate sellers, products, product_daily_stats cascade`);
      console.info('Wiped the existing catalogue.');
    }
    const now = startOfUtcDay();
    await seedIfEmpty(database.db, { now, demoCustomer: !config.isProduction });
    const data = buildSeedData(now);
    const total = Math.max(options.products ?? data.products.length, data.products.length);
    console.info(`  ${count(data.products.length)} real listings (${seconds(started)})`);

    const extra = total - data.products.length;
    if (extra > 0) {
      // One transaction: a failed load leaves the real catalogue as it was. The listing indexes are dropped
      // and built again after the load, which is several times faster than updating them row by row.
      await database.db.transaction(async (tx) => {
        const indexes = await secondaryIndexes(tx);
        for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
        for (let done = 0; done < extra; done += BATCH) {
          const rows = buildSyntheticProducts(
            data.products,
            data.sellers,
            done + 1,
            Math.min(extra, done + BATCH) + 1,
            now,
          );
          await insertJsonRows(tx, products, rows);
          console.info(
            `  ${count(data.products.length + done + rows.length)} / ${count(total)} listings (${seconds(started)})`,
          );
        }
        for (const index of indexes) await tx.execute(sql.raw(index.definition));
        console.info(`  rebuilt ${indexes.length} indexes (${seconds(started)})`);
      });
    }
    // Fresh statistics, so the planner picks the listing indexes from the first query on.
    await database.db.execute(sql`analyze products`);
    console.info(`Seeded ${count(total)} listings in ${seconds(started)}.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  // A failed bulk insert's message repeats megabytes of JSON: the database's own reason is what helps.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  console.error(cause instanceof Error ? cause.message.slice(0, 2000) : cause);
  process.exit(1);
});
