// Turns the seller data into rows: ids, GSTINs (real state code, PAN shape and check character), street addresses,
// ratings; and, outside production, one deterministic seller API key per seller.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sellerApiKeys } from '../schema/orders.ts';
import { sellers } from '../schema/sellers.ts';
import { devSellerKey, sellerKeyRow } from '../../modules/sellers/seller-keys.ts';
import { makeGstin } from './gstin.ts';
import { GST_STATE_CODES } from '@haat/domain/invoices/gst-invoice';
import { PIN_REGION_BY_STATE } from './content/indian-states.ts';
import { SELLER_ADDRESS_LINES } from './content/seller-addresses.ts';
import { SELLER_SEEDS, type SellerSeed } from './content/sellers.ts';
import { Random } from './random.ts';

export type SellerRow = typeof sellers.$inferInsert & { id: string; sells: readonly string[] };

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DAY_MS = 86_400_000;

function pan(rng: Random, seed: SellerSeed): string {
  const letter = () => rng.pick([...LETTERS]);
  const initial = seed.panName[0]?.toUpperCase() ?? 'A';
  return `${letter()}${letter()}${letter()}${seed.entity}${initial}${String(rng.int(0, 9999)).padStart(4, '0')}${letter()}`;
}

export function buildSellers(now: Date, seeds: readonly SellerSeed[] = SELLER_SEEDS): SellerRow[] {
  const gstins = new Set<string>();
  return seeds.map((seed, index) => {
    const rng = new Random(`seller:${seed.legalName}`);
    if (seed.pincode[0] !== PIN_REGION_BY_STATE[seed.stateCode]) {
      throw new Error(
        `seller ${seed.legalName}: pincode ${seed.pincode} is not in ${GST_STATE_CODES[seed.stateCode]}`,
      );
    }
    const gstin = makeGstin(seed.stateCode, pan(rng, seed));
    if (gstins.has(gstin)) throw new Error(`duplicate GSTIN ${gstin}`);
    gstins.add(gstin);
    const addressLine = SELLER_ADDRESS_LINES[seed.legalName];
    if (!addressLine) throw new Error(`seller ${seed.legalName}: no street address in seller-addresses.ts`);
    return {
      id: `sel_${String(index + 1).padStart(3, '0')}`,
      legalName: seed.legalName,
      displayName: seed.displayName,
      gstin,
      state: GST_STATE_CODES[seed.stateCode],
      stateCode: seed.stateCode,
      addressLine,
      city: seed.city,
      pincode: seed.pincode,
      rating: (Math.round(rng.between(3.6, 4.9) * 10) / 10).toFixed(1),
      ratingCount: Math.round(Math.exp(rng.between(Math.log(40), Math.log(25_000)))),
      createdAt: new Date(now.getTime() - rng.int(200, 1500) * DAY_MS),
      sells: seed.sells,
    };
  });
}

/**
 * Gives every seller its development API key (devSellerKey), once: a key already there, or revoked, is left as it
 * is. Runs on every start outside production, so a store seeded before seller keys existed gets them too.
 */
export async function insertDevSellerKeys(db: Db): Promise<void> {
  const ids = await db.select({ id: sellers.id }).from(sellers);
  if (ids.length === 0) return;
  await db
    .insert(sellerApiKeys)
    .values(ids.map(({ id }) => sellerKeyRow(id, devSellerKey(id))))
    .onConflictDoNothing({ target: sellerApiKeys.keyHash });
}

/** Fills the street address of seeded sellers written before sellers had one (migration 0009 added it empty). */
export async function backfillSellerAddresses(db: Db, rows: readonly SellerRow[]): Promise<void> {
  const missing = await db
    .select({ id: sellers.id, legalName: sellers.legalName })
    .from(sellers)
    .where(
      and(
        eq(sellers.addressLine, ''),
        inArray(
          sellers.id,
          rows.map((r) => r.id),
        ),
      ),
    );
  const seeded = new Map(rows.map((r) => [r.id, r]));
  for (const { id, legalName } of missing) {
    const row = seeded.get(id);
    // Only the seller the seed wrote under this id: an id reused for someone else keeps its own data.
    if (!row?.addressLine || row.legalName !== legalName) continue;
    await db
      .update(sellers)
      .set({ addressLine: row.addressLine })
      .where(and(eq(sellers.id, id), eq(sellers.addressLine, '')));
  }
}
