// Flash sales of the seeded store (docs/behaviour/catalogue.md#rankings): about one model in thirty of those already
// 20 % or more off runs a time-boxed sale ending 30 to 78 hours after the seed's now, every listing of the model
// with the same end (products.sale_ends_at). A fresh store shows running flash sales with live countdowns for at
// least a day; when they end the listings leave the flash sale (their prices are the sellers' and stay).
// Deterministic: a PRNG per model and the seed's now.
import { discountPercent } from '@haat/domain/pricing/product-pricing';
import type { ProductRow } from './build-products.ts';
import { Random } from './random.ts';

/** A model on flash sale: at least this much off already… */
export const FLASH_MIN_DISCOUNT_PERCENT = 20;
/** …and drawn with this chance. */
export const FLASH_SHARE = 1 / 30;
/** Its sale ends this many hours after the seed's now, drawn per model. */
export const FLASH_END_HOURS: readonly [number, number] = [30, 78];

/** Sets saleEndsAt on the listings of the models on flash sale; answers how many listings it set. */
export function applyFlashSales(products: ProductRow[], now: Date): number {
  const byGroup = new Map<string, ProductRow[]>();
  for (const row of products) {
    // Every row names the column: the bulk insert writes the columns its first row has.
    row.saleEndsAt ??= null;
    const key = row.variantGroup ?? row.id;
    byGroup.set(key, [...(byGroup.get(key) ?? []), row]);
  }
  let count = 0;
  for (const [key, rows] of byGroup) {
    const eligible = rows.every(
      (r) => discountPercent(r.mrpPaise, r.sellingPricePaise) >= FLASH_MIN_DISCOUNT_PERCENT,
    );
    const rng = new Random(`flash:${key}`);
    if (!eligible || !rng.chance(FLASH_SHARE)) continue;
    // Whole minutes, so the countdowns of one sale tick over together.
    const endsAt = new Date(now.getTime() + Math.round(rng.between(...FLASH_END_HOURS) * 60) * 60_000);
    for (const row of rows) row.saleEndsAt = endsAt;
    count += rows.length;
  }
  return count;
}
