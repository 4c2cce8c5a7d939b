// Test fixtures: products inserted beside the seed catalogue, with a brand of their own so a test can list
// exactly them whatever the seed holds, and stats rows dated relative to today (UTC).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productDailyStats } from '../../db/schema/product-stats.ts';
import { products } from '../../db/schema/products.ts';
import { sellers } from '../../db/schema/sellers.ts';

export type FixtureProduct = Partial<typeof products.$inferInsert> & { id: string };

export async function insertFixtureProducts(db: Db, rows: FixtureProduct[]): Promise<void> {
  const [seller] = await db.select({ id: sellers.id }).from(sellers).limit(1);
  if (!seller) throw new Error('the seed must run before fixtures are inserted');
  await db.insert(products).values(
    rows.map((row) => ({
      sellerId: seller.id,
      name: `Fixture ${row.id}`,
      slug: row.id,
      description: 'A product inserted by a test.',
      brand: 'Fixturewala',
      category: 'electronics',
      subcategory: 'audio',
      pricePaise: 100_000,
      sellingPricePaise: row.pricePaise ?? 100_000,
      mrpPaise: row.pricePaise ?? 100_000,
      hsnCode: '8518',
      sku: `SKU-${row.id}`,
      shippingWeightGrams: 500,
      ...row,
    })),
  );
}

/** Views and sales of a product `daysAgo` UTC days before today (0 = today); a day already recorded is kept. */
export async function insertStats(
  db: Db,
  rows: { productId: string; daysAgo: number; views?: number; sales?: number }[],
): Promise<void> {
  await db
    .insert(productDailyStats)
    .values(
      rows.map((r) => ({
        productId: r.productId,
        day: sql`(now() at time zone 'UTC')::date - ${r.daysAgo}::int`,
        views: r.views ?? 0,
        sales: r.sales ?? 0,
      })),
    )
    .onConflictDoNothing();
}
