// Turns the seller data into rows: ids, GSTINs (real state code, PAN shape and check character), ratings.
import type { sellers } from '../schema/sellers.ts';
import { makeGstin } from './gstin.ts';
import { GST_STATE_CODES, PIN_REGION_BY_STATE } from './content/indian-states.ts';
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
    return {
      id: `sel_${String(index + 1).padStart(3, '0')}`,
      legalName: seed.legalName,
      displayName: seed.displayName,
      gstin,
      state: GST_STATE_CODES[seed.stateCode],
      stateCode: seed.stateCode,
      city: seed.city,
      pincode: seed.pincode,
      rating: (Math.round(rng.between(3.6, 4.9) * 10) / 10).toFixed(1),
      ratingCount: Math.round(Math.exp(rng.between(Math.log(40), Math.log(25_000)))),
      createdAt: new Date(now.getTime() - rng.int(200, 1500) * DAY_MS),
      sells: seed.sells,
    };
  });
}
