// Benchmark listings beyond the real catalogue: other sellers listing the same models (as marketplaces have
// dozens of sellers per phone), each copy with its own id, sku, seller, price, stock, ratings and date.
// Deterministic: listing n is the same on every run.
import { rupeesToPaise } from '@haat/domain/money/money';
import type { ProductRow } from './build-products.ts';
import { MAX_DISCOUNT_RUPEES } from './build-products.ts';
import { productImages } from './product-images.ts';
import type { SellerRow } from './build-sellers.ts';
import { Random } from './random.ts';
import { shelfPrice } from './shelf-price.ts';

const DAY_MS = 86_400_000;

/** Synthetic ids never meet the real catalogue's prd_00001…prd_99999. */
export function syntheticId(n: number): string {
  return `prd_b${String(n).padStart(7, '0')}`;
}

/**
 * Listings n = from … to - 1 (n counts from 1): copy c = ⌊(n - 1) / base⌋ + 1 of base listing (n - 1) mod base.
 * A copy of a variant group keeps its group (suffixed by the copy), so a product page lists the same variants.
 */
export function buildSyntheticProducts(
  base: readonly ProductRow[],
  sellers: readonly SellerRow[],
  from: number,
  to: number,
  now: Date,
): ProductRow[] {
  const rows: ProductRow[] = [];
  for (let n = from; n < to; n++) {
    const index = (n - 1) % base.length;
    const copy = Math.floor((n - 1) / base.length) + 1;
    const source = base[index];
    if (!source) continue;
    const rng = new Random(`synthetic:${n}`);
    const groupRng = new Random(`synthetic-group:${copy}:${source.variantGroup ?? source.id}`);
    const candidates = sellers.filter((s) => s.sells.includes(source.category));
    const seller = groupRng.pick(candidates.length ? candidates : sellers);
    const id = syntheticId(n);
    const mrpRupees = source.mrpPaise / 100;
    const sellingRupees = Math.min(
      mrpRupees,
      Math.max(
        1,
        mrpRupees - MAX_DISCOUNT_RUPEES,
        shelfPrice((source.sellingPricePaise / 100) * rng.between(0.92, 1.08)),
      ),
    );
    const free = sellingRupees >= 500 || rng.chance(0.2);
    const stockRoll = rng.float();
    const createdAt = new Date(now.getTime() - Math.floor(rng.between(0, 365) * DAY_MS));
    const ratingsCount = rng.chance(0.1) ? 0 : Math.round(Math.exp(rng.between(0, Math.log(20_000))));
    rows.push({
      ...source,
      id,
      sellerId: seller.id,
      sku: `${source.sku}-S${copy}`,
      pricePaise: rupeesToPaise(sellingRupees),
      sellingPricePaise: rupeesToPaise(sellingRupees),
      stock: stockRoll < 0.06 ? 0 : stockRoll < 0.16 ? rng.int(1, 5) : rng.int(6, 400),
      ratingsCount,
      ratingsAverage: ratingsCount ? (Math.round(rng.between(3, 4.9) * 10) / 10).toFixed(1) : '0.0',
      images: productImages(id, source.name, source.images?.length ?? 2),
      isFeatured: rng.chance(0.05),
      trending: rng.chance(0.03),
      freeShipping: free,
      shippingPricePaise: free ? 0 : source.shippingPricePaise || 4900,
      variantGroup: source.variantGroup ? `${source.variantGroup}-s${copy}` : null,
      popularity: 0,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}
