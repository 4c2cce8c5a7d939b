// Seeds an empty database with the deterministic foundation data; a database that has data is left alone.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { productDailyStats } from '../schema/product-stats.ts';
import { products } from '../schema/products.ts';
import { sellers } from '../schema/sellers.ts';
import { insertSeedCoupons } from './build-coupons.ts';
import { buildProducts, type ProductRow } from './build-products.ts';
import { insertSeedReviews } from './build-reviews.ts';
import { insertSeedReturnPolicies } from './build-return-policies.ts';
import {
  backfillSellerAddresses,
  buildSellers,
  insertDevSellerKeys,
  type SellerRow,
} from './build-sellers.ts';
import { buildStats, type StatsRow } from './build-stats.ts';
import { insertJsonRows } from './bulk-insert.ts';
import { CATALOGUE_LINES } from './content/catalogue.ts';
import { seedDemoCustomer } from './demo-customer.ts';
import { applyFlashSales } from './flash-sales.ts';

/** A fixed "now" for tests: dates are spread back from it, so every run with it writes the same rows. */
export const SEED_REFERENCE_DATE = new Date('2026-11-15T00:00:00.000Z');

/** Serialises concurrent first starts (several API instances on one PostgreSQL). */
const SEED_LOCK_KEY = 4_207_130_001;

export interface SeedData {
  sellers: SellerRow[];
  products: ProductRow[];
  stats: StatsRow[];
}

/** The start of the current UTC day: a fresh store's new arrivals and trending days end today. */
export function startOfUtcDay(at: Date = new Date()): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** Built once per process and "now": many test files seed fresh databases, and the data never changes. */
let cached: { at: number; data: SeedData } | undefined;

export function buildSeedData(now: Date = SEED_REFERENCE_DATE): SeedData {
  if (cached?.at === now.getTime()) return cached.data;
  const sellerRows = buildSellers(now);
  const productRows = buildProducts({ now, sellers: sellerRows, lines: CATALOGUE_LINES });
  applyFlashSales(productRows, now);
  const stats = buildStats(productRows, now);
  for (const row of productRows) row.popularity = stats.popularity.get(row.id) ?? 0;
  const data = { sellers: sellerRows, products: productRows, stats: stats.rows };
  cached = { at: now.getTime(), data };
  return data;
}

export interface SeedOptions {
  /** false leaves out the demo account (a known password has no place in production). */
  demoCustomer?: boolean;
  /** false leaves out the derivable dev seller API keys; like the demo account, the default follows demoCustomer. */
  devSellerKeys?: boolean;
  /** The seed's "now"; the start of the current UTC day by default. */
  now?: Date;
  /** Progress lines while an empty database is seeded (server.ts prints them; a first start takes a while). */
  onProgress?: (line: string) => void;
}

/** Products per insert statement and progress line while seeding. */
const PRODUCT_PROGRESS_ROWS = 1000;

/** Writes the catalogue; answers false when the database already had sellers and was left alone. */
export async function seedIfEmpty(
  db: Db,
  { demoCustomer = true, devSellerKeys = demoCustomer, now, onProgress }: SeedOptions = {},
): Promise<boolean> {
  const day = now ?? startOfUtcDay();
  // A store that holds sellers is not seeded again, so every later start skips building the catalogue (0.7 s of a
  // 2.2 s restart, when a restart after a crash is time the store does not answer): only the sellers are built, for
  // the address backfill below. The count is read again under the lock, where two first starts meet.
  const [held] = await db.select({ count: sql<number>`count(*)::int` }).from(sellers);
  const seeded = (held?.count ?? 0) > 0 ? false : await seedCatalogue(db, day, onProgress);
  // Outside the catalogue transaction and its digest: the argon2 salt makes this row differ on every run.
  if (demoCustomer) await seedDemoCustomer(db);
  // Outside the transaction too, and also when the catalogue was already there: a store seeded before migration
  // 0009 gets its sellers' street addresses and (outside production) their dev API keys on the next start.
  if (!seeded) await backfillSellerAddresses(db, buildSellers(day));
  if (devSellerKeys) await insertDevSellerKeys(db);
  return seeded;
}

/** Writes the whole seed in one transaction; false when another process had written it first. */
async function seedCatalogue(db: Db, now: Date, onProgress: SeedOptions['onProgress']): Promise<boolean> {
  // Built before the transaction opens, so a data error never leaves a transaction waiting.
  const data = buildSeedData(now);
  // One transaction: a crash mid-seed leaves an empty database, which the next start seeds again.
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`));
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(sellers);
    if ((existing?.count ?? 0) > 0) return false;
    const count = (n: number) => n.toLocaleString('en-IN');
    onProgress?.(
      `Seeding the catalogue: ${count(data.sellers.length)} sellers, ${count(data.products.length)} products…`,
    );
    await insertJsonRows(
      tx,
      sellers,
      data.sellers.map(({ sells: _sells, ...row }) => row),
    );
    await insertJsonRows(tx, products, data.products, PRODUCT_PROGRESS_ROWS, (written, total) =>
      onProgress?.(`  products ${count(written)}/${count(total)}`),
    );
    onProgress?.('  coupons, reviews, return policies and sales history…');
    await insertSeedCoupons(tx, data, now);
    await insertSeedReviews(tx, data, now);
    await insertSeedReturnPolicies(tx, data);
    await insertJsonRows(tx, productDailyStats, data.stats, 20_000);
    return true;
  });
}
