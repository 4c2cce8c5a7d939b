import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponseSchema, type ProductListResponse } from '@haat/domain/catalog/product.schema';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { insertFixtureProducts } from './catalog.fixtures.ts';

/** The query a facet value stands for: listing with it must give exactly the facet's count. */
type FacetPick = { label: string; extra: Record<string, string>; count: number };

function facetPicks(body: ProductListResponse, base: Record<string, string>): FacetPick[] {
  const f = body.facets;
  const picks: FacetPick[] = [
    ...f.brands.map((b) => ({ label: `brand ${b.value}`, extra: { brand: b.value }, count: b.count })),
    ...f.priceRanges.map((r) => ({
      label: `price ${r.id}`,
      // A bucket holds min ≤ price < max; maxPrice is inclusive to the paisa.
      extra: {
        minPrice: String(r.min),
        ...(r.max === null ? {} : { maxPrice: String(r.max - 0.01) }),
      } as Record<string, string>,
      count: r.count,
    })),
    ...f.ratings.map((r) => ({
      label: `rating ${r.minRating}`,
      extra: { rating: String(r.minRating) },
      count: r.count,
    })),
    { label: 'inStock', extra: { inStock: 'true' }, count: f.inStock },
    { label: 'onSale', extra: { onSale: 'true' }, count: f.onSale },
    { label: 'freeShipping', extra: { freeShipping: 'true' }, count: f.freeShipping },
    ...f.categories.map((c) => ({
      label: `category ${c.value}`,
      extra: {
        [base.subSubcategory ? 'subSubcategory' : base.category ? 'subcategory' : 'category']: c.value,
      },
      count: c.count,
    })),
    ...Object.entries(f.specifications).flatMap(([key, values]) =>
      values.map((v) => ({ label: `${key} ${v.value}`, extra: { [key]: v.value }, count: v.count })),
    ),
  ];
  return picks;
}

const BASES: Record<string, string>[] = [
  {},
  { category: 'electronics' },
  { category: 'fashion' },
  { category: 'mobile-phones' },
  { category: 'fashion', onSale: 'true' },
  { category: 'home', inStock: 'true' },
  { minPrice: '500', maxPrice: '5000' },
  { category: 'electronics', subcategory: 'audio' },
  // An item page: the category facet offers the subcategory's items.
  { category: 'home', subcategory: 'kitchen', subSubcategory: 'cookware' },
  // Phones come in groups of colours and memories: every count counts groups.
  { category: 'mobile-phones', colors: 'Black' },
  // A text query sits in the counts' shared rows, not in each count (catalog.facets splitForCounts).
  { search: 'mobile' },
  { search: 'kurta', category: 'fashion', minPrice: '300', maxPrice: '2000' },
];

describe(`GET /api/products facets (${testDatabaseKind})`, () => {
  let t: TestApp;
  const list = async (params: Record<string, string>): Promise<ProductListResponse> => {
    const query = new URLSearchParams({ limit: '1', ...params }).toString();
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    // The route writes JSON without re-validating (plain-json.ts): the contract is checked here, extra keys too.
    expect(productListResponseSchema.parse(res.json())).toEqual(res.json());
    // The seeded catalogue is small: every count here is exact, so filtering by a value lists exactly its count.
    expect(res.json().facets.approximate, query).toBe(false);
    return res.json();
  };

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_MAX: '100000' }, { seed: { demoCustomer: false } });
    await insertFixtureProducts(t.database.db, [
      { id: 'fx_ship_1', brand: 'Shipfreewala', freeShipping: true, specifications: { Colour: 'Teal Blue' } },
      { id: 'fx_ship_2', brand: 'Shipfreewala', freeShipping: true, specifications: { Color: 'teal blue' } },
      {
        id: 'fx_ship_3',
        brand: 'Shipfreewala',
        freeShipping: false,
        specifications: { Colour: 'Teal Blue' },
      },
      // Both keys with one value counts once.
      {
        id: 'fx_ship_4',
        brand: 'Shipfreewala',
        freeShipping: false,
        specifications: { Colour: 'Teal blue', Color: 'teal blue' },
      },
      // ₹1,50,000 off: 200 × the discount in paise is beyond PostgreSQL's integer.
      {
        id: 'fx_big_deal',
        brand: 'Bigdealwala',
        pricePaise: 15_000_000,
        sellingPricePaise: 15_000_000,
        mrpPaise: 30_000_000,
      },
      {
        id: 'fx_ship_5',
        brand: 'Shipfreewala',
        specifications: { Colour: 'Red, Blue', Occasion: 'Festive' },
      },
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  it('property: for a random facet value, filtering by it lists exactly its count', async () => {
    const bodies = await Promise.all(BASES.map((base) => list(base)));
    const cases = BASES.flatMap((base, i) =>
      facetPicks(bodies[i] as ProductListResponse, base).map((pick) => ({ base, pick })),
    );
    // Every kind of facet takes part: brands, buckets, ratings, flags, categories and specifications.
    const labels = new Set(cases.map((c) => c.pick.label.split(' ')[0]));
    for (const kind of [
      'brand',
      'price',
      'rating',
      'inStock',
      'onSale',
      'freeShipping',
      'category',
      'colors',
    ])
      expect(labels, kind).toContain(kind);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), async ({ base, pick }) => {
        // A price bucket replaces the base's price range (its count leaves the range out).
        const kept = pick.label.startsWith('price ')
          ? Object.fromEntries(Object.entries(base).filter(([k]) => k !== 'minPrice' && k !== 'maxPrice'))
          : base;
        const filtered = await list({ ...kept, ...pick.extra });
        expect(filtered.total, `${JSON.stringify(base)} ${pick.label}`).toBe(pick.count);
      }),
      { numRuns: 60 },
    );
  }, 300_000);

  it('counts and sorts a discount too large for integer arithmetic', async () => {
    const deals = await list({ brand: 'Bigdealwala', onSale: 'true', sortBy: 'discount', sortOrder: 'desc' });
    expect(deals.products.map((p) => [p.id, p.discount])).toEqual([['fx_big_deal', 50]]);
    expect(deals.facets.onSale).toBe(1);
  });

  it('counts free shipping and filters by it', async () => {
    const mine = await list({ brand: 'Shipfreewala' });
    expect(mine.total).toBe(5);
    expect(mine.facets.freeShipping).toBe(2);
    const shipped = await list({ brand: 'Shipfreewala', freeShipping: 'true', limit: '10' });
    expect(shipped.products.map((p) => p.id).sort()).toEqual(['fx_ship_1', 'fx_ship_2']);
    expect(shipped.products.every((p) => p.shippingDetails.freeShipping)).toBe(true);
    // Its own filter is left out of its count.
    expect(shipped.facets.freeShipping).toBe(2);
    const all = await list({});
    expect((await list({ freeShipping: 'true' })).total).toBe(all.facets.freeShipping);
  });

  it('groups specification values case-insensitively in their most common spelling, without comma values', async () => {
    const mine = await list({ category: 'electronics', brand: 'Shipfreewala' });
    expect(mine.facets.specifications.colors).toEqual([{ value: 'Teal Blue', count: 4 }]);
    expect(mine.facets.specifications.occasion).toEqual([{ value: 'Festive', count: 1 }]);
    expect(mine.facets.specifications.ram).toBeUndefined();
    // A specification filter leaves out its own facet but narrows the others.
    const teal = await list({ category: 'electronics', brand: 'Shipfreewala', colors: 'teal blue' });
    expect(teal.total).toBe(4);
    expect(teal.facets.specifications.colors).toEqual([{ value: 'Teal Blue', count: 4 }]);
    expect(teal.facets.specifications.occasion).toBeUndefined();
    expect((await list({ brand: 'Shipfreewala', occasion: 'FESTIVE' })).total).toBe(1);
    // A specification filter alone (no category) still counts its panel's values.
    expect((await list({ brand: 'Shipfreewala', colors: 'Teal Blue' })).facets.specifications.colors).toEqual(
      [{ value: 'Teal Blue', count: 4 }],
    );
    // The whole catalogue shows the general panel, which has no specification sections.
    expect((await list({ brand: 'Shipfreewala' })).facets.specifications).toEqual({});
  });

  it('lists root categories with labels, or the subcategories of the category asked for', async () => {
    const all = await list({});
    expect(all.facets.categories.reduce((s, c) => s + c.count, 0)).toBe(all.total);
    expect(all.facets.categories.find((c) => c.value === 'mobile-phones')?.label).toBe('Mobile Phones');
    const audio = await list({ category: 'electronics', subcategory: 'audio' });
    const electronics = await list({ category: 'electronics' });
    // The subcategory filter is left out: every electronics subcategory is offered.
    expect(audio.facets.categories).toEqual(electronics.facets.categories);
    expect(electronics.facets.categories.reduce((s, c) => s + c.count, 0)).toBe(electronics.total);
    expect(electronics.facets.categories.find((c) => c.value === 'audio')).toMatchObject({
      label: 'Audio',
      count: audio.total,
    });
  });

  it('an item page offers the items of its subcategory, not its subcategory alone (issue 23 item 8)', async () => {
    const cookware = await list({ category: 'home', subcategory: 'kitchen', subSubcategory: 'cookware' });
    const kitchen = await list({ category: 'home', subcategory: 'kitchen' });
    const values = cookware.facets.categories.map((c) => c.value);
    expect(values).toContain('cookware');
    expect(values).toContain('small-appliances');
    expect(values).not.toContain('kitchen');
    expect(cookware.facets.categories.find((c) => c.value === 'cookware')).toMatchObject({
      label: 'Cookware',
      count: cookware.total,
    });
    // The items add up to the subcategory's cards (an item holds every listing of its groups).
    expect(cookware.facets.categories.reduce((s, c) => s + c.count, 0)).toBe(kitchen.total);
    // A category path names the same places.
    const byPath = await list({ category: 'home/kitchen/cookware' });
    expect(byPath.total).toBe(cookware.total);
    expect(byPath.facets.categories).toEqual(cookware.facets.categories);
    expect((await list({ category: 'home/kitchen' })).total).toBe(kitchen.total);
    expect((await list({ category: 'home/kitchen', subcategory: 'kitchen' })).total).toBe(0);
  });
});
