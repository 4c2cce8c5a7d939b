// Seeds an empty database with the deterministic foundation data; a database that has data is left alone.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products } from '../schema/products.ts';
import { sellers } from '../schema/sellers.ts';
import { buildProducts } from './build-products.ts';
import { buildSellers } from './build-sellers.ts';
import { CATALOGUE_LINES } from './content/catalogue.ts';
import { seedDemoCustomer } from './demo-customer.ts';

/** "Now" for the seed: dates are spread back from this fixed instant so every run writes the same rows. */
export const SEED_REFERENCE_DATE = new Date('2026-11-15T06:30:00.000Z');

/** Serialises concurrent first starts (several API instances on one PostgreSQL). */
const SEED_LOCK_KEY = 4_207_130_001;
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at ~30 columns a row. */
const CHUNK = 200;

export function buildSeedData(now: Date = SEED_REFERENCE_DATE) {
  const sellerRows = buildSellers(now);
  const productRows = buildProducts({ now, sellers: sellerRows, lines: CATALOGUE_LINES });
  return { sellers: sellerRows, products: productRows };
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** `demoCustomer: false` leaves out the demo account (a known password has no place in production). */
export async function seedIfEmpty(
  db: Db,
  { demoCustomer = true }: { demoCustomer?: boolean } = {},
): Promise<void> {
  // Built before the transaction opens, so a data error never leaves a transaction waiting.
  const data = buildSeedData();
  // One transaction: a crash mid-seed leaves an empty database, which the next start seeds again.
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`));
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(sellers);
    if ((existing?.count ?? 0) > 0) return;
    await insertInChunks(
      data.sellers.map(({ sells: _sells, ...row }) => row),
      (chunk) => tx.insert(sellers).values(chunk),
    );
    await insertInChunks(data.products, (chunk) => tx.insert(products).values(chunk));
  });
  // Outside the catalogue transaction and its digest: the argon2 salt makes this row differ on every run.
  if (demoCustomer) await seedDemoCustomer(db);
}
