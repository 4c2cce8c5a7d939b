// Seller coupons of the seed (docs/behaviour/cart.md#coupons): two or three for every other seller (percentage, flat,
// free delivery, some for one brand only) plus the hand-written ones of content/coupons.ts. Deterministic: a
// PRNG per seller, and every date counted in days from the seed's "today".
import { normaliseCouponCode } from '@haat/domain/coupons/coupon.schema';
import type { Db } from '../client.ts';
import { coupons } from '../schema/coupons.ts';
import type { ProductRow } from './build-products.ts';
import type { SellerRow } from './build-sellers.ts';
import { insertJsonRows } from './bulk-insert.ts';
import { SELLER_CODE_TAGS, SPECIAL_COUPONS, type CouponSpec, type CouponWindow } from './content/coupons.ts';
import { Random } from './random.ts';

export type CouponRow = typeof coupons.$inferInsert & { id: string };

const DAY_MS = 86_400_000;
/** Midnight in India is 18:30 UTC of the day before: coupons start at an Indian midnight and end just before one. */
const IST_OFFSET_MS = 330 * 60_000;
/** A brand coupon names at most this many products (the seed's brands have far fewer per seller). */
const MAX_LISTED_PRODUCTS = 60;

const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

function windowDates(now: Date, { startsIn, endsIn }: CouponWindow): { startsAt: Date; endsAt: Date } {
  return {
    startsAt: new Date(now.getTime() + startsIn * DAY_MS - IST_OFFSET_MS),
    endsAt: new Date(now.getTime() + (endsIn + 1) * DAY_MS - IST_OFFSET_MS - 1),
  };
}

function sellerTag(seller: SellerRow): string {
  const override = SELLER_CODE_TAGS[seller.id];
  if (override) return override;
  const [first = '', second = ''] = seller.displayName.split(/\s+/).map((w) => w.replace(/[^A-Za-z]/g, ''));
  return (first.length >= 4 ? first : first + second).toUpperCase().slice(0, 12);
}

/** A one-word brand reads well in a code ('SAMSUNG20', 'HALDIRAMS15'); others get no brand coupon. */
const brandTag = (brand: string) =>
  /^[A-Za-z][A-Za-z']{1,11}$/.test(brand) ? brand.replace(/'/g, '').toUpperCase() : '';

/** [rupees off, minimum order in rupees] of a flat coupon, by how dear the seller's goods are. */
const FLAT_OFFERS: Record<'dear' | 'everyday', readonly (readonly [number, number])[]> = {
  dear: [
    [250, 2999],
    [500, 4999],
    [1000, 14_999],
  ],
  everyday: [
    [50, 499],
    [100, 799],
    [150, 1199],
  ],
};

/** The generated everyday coupons of one seller: a store-wide percentage, then a flat or free-delivery one. */
function everydaySpecs(seller: SellerRow, index: number, own: readonly ProductRow[]): CouponSpec[] {
  const rng = new Random(`coupons:${seller.id}`);
  const tag = sellerTag(seller);
  const prices = own.map((p) => p.sellingPricePaise / 100).toSorted((a, b) => a - b);
  const median = prices[Math.floor(prices.length / 2)] ?? 0;
  const dear = median >= 5000;
  const limits = () => ({
    perUserLimit: rng.chance(0.8) ? 1 : 3,
    ...(rng.chance(0.35) ? { usageLimit: rng.pick([100, 250, 500, 1000]) } : {}),
  });

  const percent = rng.pick([5, 10, 10, 12, 15]);
  const minimum = rng.pick(dear ? [999, 1999, 4999] : [0, 199, 299, 499]);
  const ceiling = rng.pick(dear ? [500, 1000, 2000, null] : [100, 150, 250, null]);
  const storeWide: CouponSpec = {
    sellerId: seller.id,
    code: `${tag}${percent}`,
    name: `${percent}% off at ${seller.displayName}`,
    description:
      `${percent}% off everything from ${seller.displayName}` +
      (ceiling ? `, up to ${inr(ceiling)}` : '') +
      (minimum ? ` on orders of ${inr(minimum)} or more.` : '.'),
    discountType: 'percentage',
    value: percent,
    ...(ceiling ? { maxDiscountRupees: ceiling } : {}),
    minimumRupees: minimum,
    ...limits(),
  };

  if (index % 3 === 2) {
    const freeFrom = rng.pick([0, 149, 199, 249]);
    return [
      storeWide,
      {
        sellerId: seller.id,
        code: `FREEDEL${tag}`,
        name: `Free delivery from ${seller.displayName}`,
        description:
          `No delivery fee on orders from ${seller.displayName}` +
          (freeFrom ? ` of ${inr(freeFrom)} or more.` : ', however small.'),
        discountType: 'free_shipping',
        value: 0,
        minimumRupees: freeFrom,
        perUserLimit: rng.pick([null, 5]),
      },
    ];
  }
  const [off, from] = rng.pick(dear ? FLAT_OFFERS.dear : FLAT_OFFERS.everyday);
  return [
    storeWide,
    {
      sellerId: seller.id,
      code: `${tag}${off}`,
      name: `Flat ${inr(off)} off`,
      description: `Flat ${inr(off)} off orders of ${inr(from)} or more from ${seller.displayName}.`,
      discountType: 'fixed',
      value: off,
      minimumRupees: from,
      ...limits(),
    },
  ];
}

/** Every other chosen seller also gets a coupon for its best-stocked brand, if the code is still free. */
function brandSpec(
  seller: SellerRow,
  own: readonly ProductRow[],
  taken: ReadonlySet<string>,
): CouponSpec | null {
  const rng = new Random(`coupons:brand:${seller.id}`);
  const counts = new Map<string, number>();
  for (const p of own) counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1);
  const brands = [...counts]
    .filter(([brand, n]) => n >= 4 && brandTag(brand) !== '')
    .toSorted((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const percent = rng.pick([10, 15, 20]);
  for (const [brand] of brands) {
    const code = `${brandTag(brand)}${percent}`;
    if (taken.has(code)) continue;
    const dear = own.filter((p) => p.brand === brand).some((p) => p.sellingPricePaise >= 1_000_000);
    return {
      sellerId: seller.id,
      code,
      name: `${percent}% off ${brand}`,
      description: `${percent}% off ${brand} from ${seller.displayName}${dear ? ', up to ₹1,500' : ''}.`,
      discountType: 'percentage',
      value: percent,
      ...(dear ? { maxDiscountRupees: 1500 } : {}),
      minimumRupees: 0,
      brand,
      perUserLimit: 1,
      usageLimit: rng.pick([200, 500]),
    };
  }
  return null;
}

function toRow(spec: CouponSpec, id: string, own: readonly ProductRow[], now: Date): CouponRow {
  const rng = new Random(`coupons:dates:${spec.code}`);
  const window = spec.window ?? { startsIn: -rng.int(1, 30), endsIn: rng.int(45, 150) };
  const applicable = spec.brand
    ? own
        .filter((p) => p.brand === spec.brand && p.isPublished !== false)
        .map((p) => p.id)
        .toSorted()
        .slice(0, MAX_LISTED_PRODUCTS)
    : [];
  if (spec.brand && applicable.length === 0)
    throw new Error(`coupon ${spec.code}: ${spec.sellerId} has no ${spec.brand}`);
  return {
    id,
    sellerId: spec.sellerId,
    code: normaliseCouponCode(spec.code),
    name: spec.name,
    description: spec.description,
    discountType: spec.discountType,
    discountValue: spec.discountType === 'fixed' ? spec.value * 100 : spec.value,
    maxDiscountPaise: spec.maxDiscountRupees === undefined ? null : spec.maxDiscountRupees * 100,
    minimumOrderPaise: spec.minimumRupees * 100,
    ...windowDates(now, window),
    applicableProductIds: applicable,
    usageLimit: spec.usageLimit ?? null,
    perUserLimit: spec.perUserLimit,
    usedCount: 0,
    isActive: true,
    // Written by the seller a day before it starts (or yesterday, for one that starts later).
    createdAt: new Date(now.getTime() + (Math.min(window.startsIn, 0) - 1) * DAY_MS),
  };
}

export function buildCoupons({
  now,
  sellers,
  products,
}: {
  now: Date;
  sellers: readonly SellerRow[];
  products: readonly ProductRow[];
}): CouponRow[] {
  const bySeller = new Map<string, ProductRow[]>();
  for (const p of products) bySeller.set(p.sellerId, [...(bySeller.get(p.sellerId) ?? []), p]);
  const specs: CouponSpec[] = [...SPECIAL_COUPONS];
  const taken = new Set(specs.map((s) => s.code));
  const chosen = sellers.filter((_, i) => i % 2 === 0);
  chosen.forEach((seller, index) => {
    const own = bySeller.get(seller.id) ?? [];
    if (own.length === 0) return;
    const mine = everydaySpecs(seller, index, own);
    const brand =
      index % 2 === 0 ? brandSpec(seller, own, new Set([...taken, ...mine.map((s) => s.code)])) : null;
    for (const spec of brand ? [...mine, brand] : mine) {
      if (taken.has(spec.code)) continue;
      taken.add(spec.code);
      specs.push(spec);
    }
  });
  return specs.map((spec, i) =>
    toRow(spec, `cpn_${String(i + 1).padStart(3, '0')}`, bySeller.get(spec.sellerId) ?? [], now),
  );
}

/** Called once from seedIfEmpty, inside its transaction, after sellers and products are written. */
export async function insertSeedCoupons(
  tx: Pick<Db, 'execute'>,
  data: { sellers: readonly SellerRow[]; products: readonly ProductRow[] },
  now: Date,
): Promise<void> {
  await insertJsonRows(tx, coupons, buildCoupons({ now, ...data }));
}
