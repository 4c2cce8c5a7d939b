import { createHash } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leafPaths } from '@haat/domain/catalog/category-tree';
import { discountPercent } from '@haat/domain/pricing/product-pricing';
import { ratingSummaryOf } from '@haat/domain/reviews/rating-summary';
import { createTestDatabase, testDatabaseKind } from '../../testing/build-test-app.ts';
import type { Database } from '../client.ts';
import { coupons } from '../schema/coupons.ts';
import { productDailyStats } from '../schema/product-stats.ts';
import { products } from '../schema/products.ts';
import { productReviews } from '../schema/reviews.ts';
import { sellers } from '../schema/sellers.ts';
import { buildCoupons } from './build-coupons.ts';
import { buildReviews } from './build-reviews.ts';
import { uncoveredLeaves } from './build-products.ts';
import { STATS_DAYS } from './build-stats.ts';
import { FILTER_COLOURS } from './colours.ts';
import { FILTER_KEYS } from './filter-specs.ts';
import { groupConsistencyProblems } from './group-consistency.ts';
import { CATALOGUE_LINES } from './content/catalogue.ts';
import { GST_STATE_CODES } from '@haat/domain/invoices/gst-invoice';
import { isValidGstin } from './gstin.ts';
import { buildSeedData, SEED_REFERENCE_DATE, seedIfEmpty, startOfUtcDay } from './seed.ts';

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
type Product = typeof products.$inferSelect;

const DAY_MS = 86_400_000;
const NOW = SEED_REFERENCE_DATE;

async function counts(database: Database) {
  const [row] = await database.db
    .select({
      sellers: sql<number>`(select count(*)::int from sellers)`,
      products: sql<number>`(select count(*)::int from products)`,
      stats: sql<number>`(select count(*)::int from product_daily_stats)`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** A digest of every seeded row in key order: equal digests mean identical data. */
async function digest(database: Database): Promise<string> {
  const sellerRows = await database.db.select().from(sellers).orderBy(asc(sellers.id));
  const productRows = await database.db.select().from(products).orderBy(asc(products.id));
  const statRows = await database.db
    .select()
    .from(productDailyStats)
    .orderBy(asc(productDailyStats.productId), asc(productDailyStats.day));
  return createHash('sha256')
    .update(JSON.stringify([sellerRows, productRows, statRows]))
    .digest('hex');
}

/** Specification keys every listing of a shelf carries, so its filter panel has values to count. */
const SHELF_KEYS: readonly [RegExp, readonly string[]][] = [
  [
    /^mobile-phones\/(smartphones|price-range)\/(?!feature)/,
    ['RAM', 'Storage', 'Rear Camera', 'Battery', 'Display', 'Operating System', 'Colour', 'Connectivity'],
  ],
  [/^electronics\/computers\/laptops/, ['Processor', 'RAM', 'Storage', 'Screen Size', 'Battery Life']],
  [/^electronics\/tv\/(?!streaming)/, ['Screen Size', 'Resolution']],
  [
    /^fashion\/(mens|womens|kids|trending)/,
    ['Size', 'Colour', 'Fabric', 'Fit', 'Ideal For', 'Occasion', 'Season', 'Style', 'Type'],
  ],
  [/^fashion\/shoes/, ['Size', 'Colour', 'Material', 'Ideal For', 'Occasion']],
  [/^beauty\/skincare/, ['Skin Type', 'Concern', 'Product Type']],
  [/^beauty\/haircare/, ['Hair Type', 'Concern', 'Product Type']],
  [/^beauty/, ['Product Type', 'Ideal For']],
  [/^grocery/, ['Food Type', 'Dietary Preference', 'Shelf Life', 'Net Quantity', 'Type']],
  [/^kids\/toys/, ['Age Range', 'Toy Type', 'Ideal For']],
  [/^books/, ['Author', 'Genre', 'Format', 'Language']],
  [/^home\//, ['Room', 'Material', 'Type']],
  [
    /^appliances\/large\/(refrigerators|air-conditioners|washing-machines)/,
    ['Energy Rating', 'Capacity', 'Room'],
  ],
];

describe('buildSeedData', () => {
  it('covers every leaf of the category tree with at least 3,000 listings', () => {
    expect(uncoveredLeaves(CATALOGUE_LINES)).toEqual([]);
    const data = buildSeedData(NOW);
    expect(data.products.length).toBeGreaterThanOrEqual(3000);
    const seeded = new Set(data.products.map((p) => `${p.category}/${p.subcategory}/${p.subSubcategory}`));
    expect(leafPaths().filter((leaf) => !seeded.has(leaf))).toEqual([]);
  });

  it('is deterministic for a given now and moves every date with it', () => {
    const a = buildSeedData(new Date('2026-03-01T00:00:00Z'));
    const b = buildSeedData(new Date('2026-03-02T00:00:00Z'));
    const again = buildSeedData(new Date('2026-03-01T00:00:00Z'));
    expect(JSON.stringify(again)).toBe(JSON.stringify(a));
    expect(b.products[0]?.createdAt?.getTime()).toBe((a.products[0]?.createdAt?.getTime() ?? 0) + DAY_MS);
    expect(b.products.map((p) => p.name)).toEqual(a.products.map((p) => p.name));
  });

  it('uses the start of the current UTC day as now', () => {
    expect(startOfUtcDay(new Date('2026-11-22T17:45:12.345Z')).toISOString()).toBe(
      '2026-11-22T00:00:00.000Z',
    );
  });
});

describe(`seedIfEmpty (${testDatabaseKind})`, () => {
  let first: TestDb;
  let rows: Product[] = [];

  beforeAll(async () => {
    buildSeedData(NOW); // built once per process; the timing below is the database's share
    first = await createTestDatabase();
    const started = performance.now();
    await seedIfEmpty(first.database.db, { now: NOW });
    console.info(`seedIfEmpty on ${testDatabaseKind}: ${Math.round(performance.now() - started)} ms`);
    rows = await first.database.db.select().from(products).orderBy(asc(products.id));
  }, 120_000);
  afterAll(() => first?.drop());

  it('seeds at least 40 sellers and 3,000 products covering every leaf of the category tree', async () => {
    const c = await counts(first.database);
    expect(c?.sellers).toBeGreaterThanOrEqual(40);
    expect(c?.products).toBeGreaterThanOrEqual(3000);
    const seeded = new Set(
      rows.map((p) => [p.category, p.subcategory, p.subSubcategory].filter(Boolean).join('/')),
    );
    expect(leafPaths().filter((leaf) => !seeded.has(leaf))).toEqual([]);
    expect(new Set(rows.map((p) => p.sellerId)).size).toBe(c?.sellers);
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await digest(first.database);
    expect(await seedIfEmpty(first.database.db, { now: NOW })).toBe(false);
    await Promise.all([
      seedIfEmpty(first.database.db, { now: NOW }),
      seedIfEmpty(first.database.db, { now: NOW }),
    ]);
    expect(await digest(first.database)).toBe(before);
  }, 60_000);

  it('gives every seller a valid GSTIN whose state code is the seller’s state', async () => {
    const sellerRows = await first.database.db.select().from(sellers);
    for (const s of sellerRows) {
      expect(isValidGstin(s.gstin), s.gstin).toBe(true);
      expect(s.gstin.slice(0, 2)).toBe(s.stateCode);
      expect(GST_STATE_CODES[s.stateCode as keyof typeof GST_STATE_CODES]).toBe(s.state);
      expect(s.pincode).toMatch(/^[1-9]\d{5}$/);
    }
    expect(new Set(sellerRows.map((s) => s.stateCode)).size).toBeGreaterThanOrEqual(15);
  });

  it('prices every product in paise with MRP at or above the selling price', () => {
    for (const p of rows) {
      expect(p.id).toMatch(/^prd_\d{5}$/);
      expect(Number.isInteger(p.sellingPricePaise) && p.sellingPricePaise > 0).toBe(true);
      expect(p.mrpPaise, p.name).toBeGreaterThanOrEqual(p.sellingPricePaise);
      expect(p.pricePaise).toBe(p.sellingPricePaise);
      expect(p.gstPercentage).toBe(18);
      expect(p.hsnCode).toMatch(/^\d{4}(\d{2}){0,2}$/);
    }
    // Phones listed by price band sell inside their band ("10000-to-15000", "under-10000", "above-50000").
    for (const p of rows.filter((r) => r.subcategory === 'price-range')) {
      const item = p.subSubcategory ?? '';
      const [low, high] = item.startsWith('under-')
        ? [0, Number(item.slice(6))]
        : item.startsWith('above-')
          ? [Number(item.slice(6)), Infinity]
          : item.split('-to-').map(Number);
      expect(p.sellingPricePaise / 100, p.name).toBeGreaterThanOrEqual(low ?? NaN);
      expect(p.sellingPricePaise / 100, p.name).toBeLessThanOrEqual(high ?? NaN);
    }
    const discounts = rows.map((p) => discountPercent(p.mrpPaise, p.sellingPricePaise));
    expect(discounts.some((d) => d === 0)).toBe(true);
    expect(discounts.some((d) => d >= 40)).toBe(true);
  });

  it('fills every product field of docs/behaviour/product.md#product-fields', () => {
    for (const p of rows) {
      expect(p.bulletPoints.length).toBeGreaterThanOrEqual(3);
      expect(p.bulletPoints.length).toBeLessThanOrEqual(5);
      expect(p.tags.length).toBeGreaterThan(0);
      expect(p.description.length).toBeGreaterThan(p.name.length);
      expect(p.images.length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.images.length, p.id).toBeLessThanOrEqual(4);
      expect(p.images[0]).toEqual({ url: `/api/images/products/${p.id}.svg`, alt: `${p.name}, front view` });
      p.images
        .slice(1)
        .forEach((image, i) => expect(image.url).toBe(`/api/images/products/${p.id}/${i + 2}.svg`));
      expect(p.manufacturerName.length, p.id).toBeGreaterThan(3);
      expect(p.modelNumber.length, p.id).toBeGreaterThan(2);
      expect(p.packerName, p.id).toMatch(/^(Packed by|Imported and marketed by) .+/);
      expect(p.packerContact, p.id).toMatch(/ [1-9]\d{5} · Tel \d{3,5}-\d{8} · care@[a-z0-9]+\.in$/);
      for (const side of Object.values(p.shippingDimensions)) expect(side, p.id).toBeGreaterThan(0);
      expect(p.shippingWeightGrams).toBeGreaterThan(0);
      expect(p.minimumOrderQuantity).toBeGreaterThanOrEqual(1);
      expect(p.freeShipping ? p.shippingPricePaise === 0 : p.shippingPricePaise >= 4000).toBe(true);
      if (p.sellingPricePaise >= 50_000) expect(p.freeShipping, p.id).toBe(true);
      expect(p.sku).toMatch(/^[A-Z0-9]+-[A-Z]{2,3}-\d{5}$/);
      const ageDays = (NOW.getTime() - p.createdAt.getTime()) / DAY_MS;
      expect(ageDays).toBeGreaterThanOrEqual(0);
      expect(ageDays).toBeLessThanOrEqual(250);
      if (p.category === 'grocery' || p.category === 'beauty')
        expect(p.shelfLife, p.id).toMatch(/^\d+ months$/);
      if (['electronics', 'fashion', 'books'].includes(p.category)) expect(p.shelfLife).toBeNull();
      if (p.category === 'grocery')
        expect(p.complianceCertifications.join()).toMatch(/FSSAI Lic\. No\. \d{14}/);
      if (p.category === 'electronics') expect(p.complianceCertifications.join()).toMatch(/BIS R-41\d{6}/);
      if (p.subSubcategory === 'air-conditioners')
        expect(p.complianceCertifications.join()).toMatch(/BEE \d Star/);
    }
    const share = (f: (p: Product) => boolean) => rows.filter(f).length / rows.length;
    expect(share((p) => p.stock === 0)).toBeGreaterThan(0.02);
    expect(share((p) => p.stock >= 1 && p.stock <= 5)).toBeGreaterThan(0.04);
    expect(share((p) => p.isFeatured)).toBeGreaterThan(0.08);
    expect(share((p) => p.isFeatured)).toBeLessThan(0.22);
    expect(share((p) => p.trending)).toBeGreaterThan(0.05);
    expect(share((p) => p.trending)).toBeLessThan(0.16);
    expect(share((p) => p.freeShipping)).toBeGreaterThan(0.4);
    expect(share((p) => p.freeShipping)).toBeLessThan(0.95);
    expect(share((p) => p.fulfillmentChannel === 'haat')).toBeGreaterThan(0.2);
    expect(share((p) => p.availableRegions.length > 0)).toBeGreaterThan(0);
    expect(share((p) => p.isLiquid)).toBeGreaterThan(0.02);
    expect(share((p) => p.safetyWarnings.length > 0)).toBeGreaterThan(0.1);
    expect(share((p) => (NOW.getTime() - p.createdAt.getTime()) / DAY_MS <= 30)).toBeGreaterThan(0.1);
    expect(rows.filter((p) => p.condition === 'refurbished').length).toBeGreaterThan(20);
    expect(rows.filter((p) => p.condition === 'open-box').length).toBeGreaterThan(5);
    expect(
      rows
        .filter((p) => p.condition !== 'new')
        .every((p) => /phones|computers/.test(p.category + p.subcategory)),
    ).toBe(true);
    expect(rows.some((p) => p.category === 'grocery' && p.minimumOrderQuantity >= 2)).toBe(true);
    const toys = rows.filter((p) => p.category === 'kids' && p.subcategory === 'toys');
    expect(
      toys.every((p) =>
        p.safetyWarnings.includes('Not for children under 3 years: small parts, choking hazard'),
      ),
    ).toBe(true);
  });

  it('lists each model as a variant group sharing brand, category and seller, with sensible price steps', () => {
    const groups = groupBy(
      rows.filter((p) => p.variantGroup),
      (p) => p.variantGroup ?? '',
    );
    expect(groups.size).toBeGreaterThan(500);
    for (const [key, listings] of groups) {
      expect(listings.length, key).toBeGreaterThan(1);
      for (const field of ['brand', 'category', 'subcategory', 'subSubcategory', 'sellerId'] as const) {
        expect(new Set(listings.map((l) => l[field])).size, `${key} ${field}`).toBe(1);
      }
      expect(new Set(listings.map((l) => l.variantName)).size, key).toBe(listings.length);
      expect(new Set(listings.map((l) => l.name)).size, key).toBe(listings.length);
      expect(new Set(listings.map((l) => JSON.stringify(l.variantOptions))).size, key).toBe(listings.length);
    }
    // The stored options and prices pass the seed's own check, and a listing alone has no options.
    expect(groupConsistencyProblems(rows)).toEqual([]);
    expect(rows.filter((p) => !p.variantGroup && Object.keys(p.variantOptions).length)).toEqual([]);
    // More storage costs more: same phone and colour, MRP rises with the memory.
    const phones = rows.filter(
      (p) => p.subcategory === 'smartphones' && p.condition === 'new' && p.specifications.RAM,
    );
    for (const listings of groupBy(phones, (p) => `${p.variantGroup} ${p.specifications.Colour}`).values()) {
      const gb = (text = '') => parseFloat(text) * (/TB/.test(text) ? 1024 : 1);
      const memory = (p: Product) => gb(p.specifications.RAM) * 10_000 + gb(p.specifications.Storage);
      const byMemory = listings.toSorted((a, b) => memory(a) - memory(b));
      for (let i = 1; i < byMemory.length; i++) {
        expect(byMemory[i]?.mrpPaise ?? 0, byMemory[i]?.name).toBeGreaterThanOrEqual(
          byMemory[i - 1]?.mrpPaise ?? 0,
        );
      }
    }
    // A bigger pack costs less per kilogram.
    const packs = rows.filter(
      (p) => p.category === 'grocery' && /^\d+(\.\d+)? kg$/.test(p.specifications['Net Quantity'] ?? ''),
    );
    let checked = 0;
    for (const listings of groupBy(packs, (p) => p.variantGroup ?? p.id).values()) {
      const perKg = listings
        .map((p) => ({ kg: parseFloat(p.specifications['Net Quantity'] ?? ''), mrp: p.mrpPaise }))
        .toSorted((a, b) => a.kg - b.kg);
      for (let i = 1; i < perKg.length; i++, checked++) {
        const [small, big] = [perKg[i - 1], perKg[i]];
        expect((big?.mrp ?? 0) / (big?.kg ?? 1)).toBeLessThanOrEqual((small?.mrp ?? 0) / (small?.kg ?? 1));
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(rows.some((p) => /^Samsung Galaxy .+ \((.+), \d+GB RAM, \d+GB Storage\)$/.test(p.name))).toBe(
      true,
    );
  });

  it('writes the specifications the filter panels read, one spelling per value', () => {
    for (const p of rows) {
      const path = `${p.category}/${p.subcategory}/${p.subSubcategory}`;
      for (const [shelf, keys] of SHELF_KEYS) {
        if (!shelf.test(path)) continue;
        for (const key of keys) expect(p.specifications[key], `${p.id} ${path} ${key}`).toBeTruthy();
      }
      const spec = p.specifications;
      // A filter matches whole values from a comma list, so no filtered value may hold a comma itself.
      for (const key of FILTER_KEYS) expect(spec[key] ?? '', `${p.id} ${key}`).not.toContain(',');
      if (spec.Colour) expect(FILTER_COLOURS, `${p.id} ${spec.Colour}`).toContain(spec.Colour);
      if (spec['Ideal For'])
        expect(['Men', 'Women', 'Boys', 'Girls', 'Unisex', 'Kids']).toContain(spec['Ideal For']);
      if (spec['Food Type']) expect(['Veg', 'Non-Veg']).toContain(spec['Food Type']);
      if (spec.Occasion) {
        expect(['Casual', 'Formal', 'Party', 'Festive', 'Wedding', 'Sports', 'Lounge', 'Travel']).toContain(
          spec.Occasion,
        );
      }
      if (spec.Season) expect(['Summer', 'Winter', 'All Season']).toContain(spec.Season);
      if (spec.Room) expect(spec.Room).not.toContain(',');
    }
    const values = (key: string) => new Set(rows.map((p) => p.specifications[key]).filter(Boolean));
    expect(values('RAM').size).toBeGreaterThanOrEqual(5);
    expect(values('Storage').size).toBeGreaterThanOrEqual(5);
    expect(values('Colour').size).toBeGreaterThanOrEqual(12);
    expect(values('Ideal For').size).toBe(6);
    // Clothes and shoes: one listing per size, with the model's whole run alongside.
    const sized = rows.filter((p) => p.category === 'fashion' && p.specifications['Sizes Available']);
    expect(sized.length).toBeGreaterThan(500);
    for (const p of sized)
      expect(p.specifications['Sizes Available']?.split(', ')).toContain(p.specifications.Size);
    expect(values('Size')).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    for (const size of ['M', 'L', 'XL', 'UK 8', 'Free Size'])
      expect(values('Size').has(size), size).toBe(true);
  });

  it('records sixty days of views and sales, with clear risers this week', async () => {
    const stats = await first.database.db.select().from(productDailyStats);
    const today = NOW.toISOString().slice(0, 10);
    const oldest = new Date(NOW.getTime() - (STATS_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    expect(stats.length).toBeGreaterThan(rows.length * 4);
    expect(stats.length).toBeLessThanOrEqual(rows.length * 8);
    expect(stats.every((s) => s.day >= oldest && s.day <= today)).toBe(true);
    expect(stats.some((s) => s.day === today)).toBe(true);
    const byProduct = groupBy(stats, (s) => s.productId);
    // popularity = views + 5 × sales over the last 30 days.
    const monthStart = new Date(NOW.getTime() - 29 * DAY_MS).toISOString().slice(0, 10);
    for (const p of rows.filter((_, i) => i % 17 === 0)) {
      const recent = (byProduct.get(p.id) ?? []).filter((s) => s.day >= monthStart);
      expect(p.popularity, p.id).toBe(recent.reduce((sum, s) => sum + s.views + 5 * s.sales, 0));
    }
    const weekAgo = new Date(NOW.getTime() - 6 * DAY_MS).toISOString().slice(0, 10);
    const risers = [...byProduct.values()].filter((days) => {
      const thisWeek = days.filter((s) => s.day >= weekAgo).reduce((sum, s) => sum + s.views, 0);
      const lastWeek = days.filter(
        (s) => s.day < weekAgo && s.day >= new Date(NOW.getTime() - 13 * DAY_MS).toISOString().slice(0, 10),
      );
      const before = lastWeek.reduce((sum, s) => sum + s.views, 0);
      return before > 5 && thisWeek > 2 * before;
    });
    expect(risers.length).toBeGreaterThan(30);
  });

  it('seeds seller coupons: unique upper-case codes, real sellers, each listed product the seller’s own', async () => {
    const rows = await first.database.db.select().from(coupons);
    const sellerIds = new Set(
      (await first.database.db.select({ id: sellers.id }).from(sellers)).map((s) => s.id),
    );
    const productSeller = new Map(
      rows.length
        ? (
            await first.database.db.select({ id: products.id, sellerId: products.sellerId }).from(products)
          ).map((p) => [p.id, p.sellerId])
        : [],
    );
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(new Set(rows.map((c) => c.code)).size).toBe(rows.length);
    for (const c of rows) {
      expect(c.code, c.code).toMatch(/^[A-Z0-9]{4,32}$/);
      expect(sellerIds.has(c.sellerId), c.code).toBe(true);
      for (const id of c.applicableProductIds)
        expect(productSeller.get(id), `${c.code} ${id}`).toBe(c.sellerId);
      expect(c.usedCount).toBe(0);
    }
    const live = rows.filter((c) => c.startsAt <= NOW && c.endsAt >= NOW);
    expect(new Set(live.map((c) => c.sellerId)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(live.map((c) => c.discountType))).toEqual(
      new Set(['percentage', 'fixed', 'free_shipping']),
    );
    expect(live.some((c) => c.maxDiscountPaise !== null)).toBe(true);
    expect(live.some((c) => c.applicableProductIds.length > 0)).toBe(true);
    expect(live.some((c) => c.usageLimit !== null)).toBe(true);
    expect(live.filter((c) => c.perUserLimit === 1).length).toBeGreaterThan(live.length / 2);
    expect(
      rows
        .filter((c) => c.endsAt < NOW)
        .map((c) => c.code)
        .toSorted(),
    ).toEqual(['FESTIVE20', 'MONSOON15']);
    expect(rows.filter((c) => c.startsAt > NOW).map((c) => c.code)).toEqual(['PAYDAY12']);
    // Dates move with the seed's today; the rest stays the same.
    const data = buildSeedData(NOW);
    const later = buildCoupons({ now: new Date(NOW.getTime() + DAY_MS), ...data });
    const again = buildCoupons({ now: NOW, ...data });
    expect(later.map((c) => c.code)).toEqual(again.map((c) => c.code));
    expect(later[0]?.endsAt.getTime()).toBe((again[0]?.endsAt.getTime() ?? 0) + DAY_MS);
  });

  it('spreads every product’s ratings over the stars and writes a few reviews drawn from them', async () => {
    const reviews = await first.database.db.select().from(productReviews);
    const byProduct = groupBy(reviews, (r) => r.productId);
    for (const p of rows) {
      const counts = p.ratingsBreakdown as [number, number, number, number, number];
      expect(counts, p.id).toHaveLength(5);
      expect(ratingSummaryOf(counts), p.id).toEqual({
        count: p.ratingsCount,
        average: Number(p.ratingsAverage),
      });
      const written = byProduct.get(p.id) ?? [];
      expect(written.length, p.id).toBeLessThanOrEqual(Math.min(4, p.ratingsCount));
      if (p.ratingsCount > 0) expect(written.length, p.id).toBeGreaterThanOrEqual(1);
      for (let star = 1; star <= 5; star++) {
        expect(written.filter((r) => r.rating === star).length, `${p.id} ${star}★`).toBeLessThanOrEqual(
          counts[star - 1] ?? 0,
        );
      }
      for (const r of written) {
        expect(r.userId).toBeNull();
        expect(r.createdAt.getTime(), p.id).toBeGreaterThanOrEqual(p.createdAt.getTime() - 1000);
        expect(r.createdAt.getTime(), p.id).toBeLessThanOrEqual(NOW.getTime());
      }
    }
    // J-shaped: a well-rated popular product has more 5s than 4s, and more 4s than 3s.
    const liked = rows.filter((p) => Number(p.ratingsAverage) >= 4.2 && p.ratingsCount >= 200);
    expect(liked.length).toBeGreaterThan(100);
    for (const p of liked) {
      const [, , three = 0, four = 0, five = 0] = p.ratingsBreakdown;
      expect(five > four && four > three, `${p.id} ${p.ratingsBreakdown.join(',')}`).toBe(true);
    }
    const verified = reviews.filter((r) => r.verifiedPurchase).length / reviews.length;
    expect(verified).toBeGreaterThan(0.8);
    expect(verified).toBeLessThan(0.95);
    expect(new Set(reviews.map((r) => r.authorName)).size).toBeGreaterThan(300);
    expect(new Set(reviews.map((r) => r.reviewText)).size).toBeGreaterThan(reviews.length * 0.8);
    expect(reviews.some((r) => r.helpfulVotes > 20 && r.notHelpfulVotes > 0)).toBe(true);
    // The rows are those the builder makes for this "now", ids included.
    const built = buildReviews(buildSeedData(NOW).products, NOW);
    expect(reviews.map((r) => r.id).toSorted()).toEqual(built.map((r) => r.id).toSorted());
  });

  it('is deterministic: a second fresh database gets identical rows', async () => {
    const second = await createTestDatabase();
    try {
      await seedIfEmpty(second.database.db, { now: NOW });
      expect(await digest(second.database)).toBe(await digest(first.database));
    } finally {
      await second.drop();
    }
  }, 120_000);

  it('is all or nothing, and leaves a database that already has sellers alone', async () => {
    const t = await createTestDatabase();
    try {
      // A failure after the sellers are written (the products insert fails) must leave nothing behind.
      await t.database.db.execute(
        sql.raw(`create function refuse_products() returns trigger language plpgsql as $$
        begin raise exception 'disk full'; end $$`),
      );
      await t.database.db.execute(
        sql.raw(
          'create trigger refuse_products before insert on products for each row execute function refuse_products()',
        ),
      );
      await expect(seedIfEmpty(t.database.db, { now: NOW })).rejects.toThrow();
      expect(await counts(t.database)).toEqual({ sellers: 0, products: 0, stats: 0 });
      await t.database.db.execute(sql.raw('drop trigger refuse_products on products'));

      await t.database.db.insert(sellers).values({
        id: 'sel_900',
        legalName: 'Existing Traders',
        displayName: 'Existing Traders',
        gstin: '27AAPFU0939F1ZV',
        state: 'Maharashtra',
        stateCode: '27',
        city: 'Mumbai',
        pincode: '400001',
      });
      await seedIfEmpty(t.database.db, { now: NOW });
      expect(await counts(t.database)).toEqual({ sellers: 1, products: 0, stats: 0 });

      // Seeded without a date, the store's newest listings and last day of stats are today's (UTC).
      await t.database.db.delete(sellers);
      await seedIfEmpty(t.database.db, { demoCustomer: false });
      const today = startOfUtcDay();
      const [row] = await t.database.db
        .select({
          products: sql<number>`count(*)::int`,
          newest: sql<string>`max(${products.createdAt})`,
          lastDay: sql<string>`(select max(day)::text from product_daily_stats)`,
        })
        .from(products);
      expect(row?.products).toBe(rows.length);
      expect(new Date(row?.newest ?? 0).getTime()).toBeLessThanOrEqual(today.getTime());
      expect(new Date(row?.newest ?? 0).getTime()).toBeGreaterThan(today.getTime() - 3 * DAY_MS);
      expect(row?.lastDay).toBe(today.toISOString().slice(0, 10));
    } finally {
      await t.drop();
    }
  }, 120_000);
});
