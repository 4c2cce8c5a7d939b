// SQL of the commission and statutory rates (docs/behaviour/seller-portal.md#commission-rates).
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commissionRates, sellers, statutoryRates } from '../../db/schema/index.ts';

export type CommissionRow = typeof commissionRates.$inferSelect;
export type StatutoryRow = typeof statutoryRates.$inferSelect;

/** Every rate, or the marketplace's and one seller's; by seller (marketplace first), path and date. */
export async function selectCommissionRates(db: Db, sellerId?: string): Promise<CommissionRow[]> {
  return db
    .select()
    .from(commissionRates)
    .where(
      sellerId === undefined
        ? undefined
        : or(isNull(commissionRates.sellerId), eq(commissionRates.sellerId, sellerId)),
    )
    .orderBy(
      asc(commissionRates.sellerId),
      asc(commissionRates.categoryPath),
      asc(commissionRates.effectiveFrom),
    );
}

/** Inserts a rate; null when one for the same scope already starts at that moment. */
export async function insertCommissionRate(
  db: Db,
  row: typeof commissionRates.$inferInsert,
): Promise<CommissionRow | null> {
  const [inserted] = await db.insert(commissionRates).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function sellerExists(db: Db, sellerId: string): Promise<boolean> {
  const [seller] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId));
  return Boolean(seller);
}

export async function selectStatutoryRates(db: Db): Promise<StatutoryRow[]> {
  return db.select().from(statutoryRates).orderBy(asc(statutoryRates.effectiveFrom));
}

export async function insertStatutoryRate(
  db: Db,
  row: typeof statutoryRates.$inferInsert,
): Promise<StatutoryRow | null> {
  const [inserted] = await db.insert(statutoryRates).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}
