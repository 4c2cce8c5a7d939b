import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@haat/domain/catalog/category-tree';
import {
  productListResponseSchema,
  type Product,
  type ProductCard,
  type ProductListResponse,
} from '@haat/domain/catalog/product.schema';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { insertFixtureProducts } from './catalog.fixtures.ts';
import { refreshPopularity } from './popularity.job.ts';

// One card per product group (docs/behaviour/catalogue.md#one-card-per-group): the listing's rows, its
// representatives, its group figures and its counts, against what the listings themselves say.

const DAY = 24 * 60 * 60 * 1000;
const at = (daysAgo: number) => new Date(Date.UTC(2026, 0, 1) - daysAgo * DAY);

/** A listing as the reference below reads it. */
interface Listing {
  id: string;
  groupKey: string;
  price: number;
  inStock: boolean;
  isNew: boolean;
  createdAt: string;
  discount: number;
  popularity: number;
}

type Term = (l: Listing) => number | string | boolean;
const ORDERS: Record<string, { query: string; key: Term; direction: 1 | -1; byPrice?: true }> = {
  newest: { query: 'sort=newest', key: (l) => l.createdAt, direction: -1 },
  'price-low': { query: 'sort=price-low', key: (l) => l.price, direction: 1, byPrice: true },
  'price-high': { query: 'sort=price-high', key: (l) => l.price, direction: -1, byPrice: true },
  popular: { query: 'sort=popular', key: (l) => l.popularity, direction: -1 },
  discount: { query: 'sortBy=discount&sortOrder=desc', key: (l) => l.discount, direction: -1 },
};

function compareBy(terms: [Term, 1 | -1][]) {
  return (a: Listing, b: Listing): number => {
    for (const [term, direction] of terms) {
      const x = term(a);
      const y = term(b);
      if (x !== y) return (x < y ? -1 : 1) * direction;
    }
    return 0;
  };
}

/**
 * The cards the brief asks for, worked out from every matching listing: each group's representative (price
 * orders: the cheapest, or dearest, listing first; other orders: in stock first, a new unit before a refurbished
 * or open-box one, then the order's own field),
 * then the most popular, then the lowest id; the cards in the order's field, then id.
 */
function expectedCards(listings: Listing[], order: (typeof ORDERS)[string]): string[] {
  const id: [Term, 1] = [(l) => l.id, 1];
  const own: [Term, 1 | -1] = [order.key, order.direction];
  const stockFirst: [Term, -1] = [(l) => l.inStock, -1];
  const popular: [Term, -1] = [(l) => l.popularity, -1];
  const newFirst: [Term, -1] = [(l) => l.isNew, -1];
  const representative = compareBy(
    order.byPrice ? [own, stockFirst, newFirst, popular, id] : [stockFirst, newFirst, own, popular, id],
  );
  const best = new Map<string, Listing>();
  for (const listing of listings) {
    const current = best.get(listing.groupKey);
    if (!current || representative(listing, current) < 0) best.set(listing.groupKey, listing);
  }
  return [...best.values()].sort(compareBy([own, id])).map((l) => l.id);
}

describe(`GET /api/products: one card per product group (${testDatabaseKind})`, () => {
  let t: TestApp;
  const list = async (query: string): Promise<ProductListResponse> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    // The route writes JSON without re-validating (plain-json.ts): the contract is checked here, extra keys too.
    expect(productListResponseSchema.parse(res.json())).toEqual(res.json());
    return res.json();
  };
  /** The cards of the first `pages` pages that `read` answers: each listing and each group once across them. */
  const expectEachGroupOnce = async (
    label: string,
    pages: number,
    read: (page: number) => Promise<ProductCard[]>,
  ) => {
    const seen: ProductCard[] = [];
    for (let page = 1; page <= pages; page++) seen.push(...(await read(page)));
    expect(seen.length, label).toBeGreaterThan(0);
    expect(new Set(seen.map((p) => p.id)).size, label).toBe(seen.length);
    expect(new Set(seen.map(groupKey)).size, `groups shown twice for ${label}`).toBe(seen.length);
  };
  /** Every page of a query, in order, with the total the first page announced. */
  const allPages = async (query: string, limit = 100) => {
    const first = await list(`${query}&limit=${limit}&page=1`);
    const rows = [...first.products];
    for (let page = 2; page <= first.pagination.totalPages; page++)
      rows.push(...(await list(`${query}&limit=${limit}&page=${page}`)).products);
    return { total: first.total, rows };
  };
  const groupKey = (p: ProductCard) => p.group?.key;
  let popularity: Map<string, number>;
  const listingsOf = async (query: string): Promise<Listing[]> => {
    const { rows } = await allPages(`${query}&groupVariants=false`);
    const keys = await t.database.db
      .select({ id: products.id, groupKey: products.groupKey })
      .from(products)
      .where(
        inArray(
          products.id,
          rows.map((p) => p.id),
        ),
      );
    const keyOf = new Map(keys.map((k) => [k.id, k.groupKey ?? k.id]));
    return rows.map((p) => ({
      id: p.id,
      groupKey: keyOf.get(p.id)!,
      price: p.price,
      inStock: p.stock > 0,
      isNew: p.condition === 'new',
      createdAt: p.createdAt,
      discount: p.discount,
      popularity: popularity.get(p.id) ?? 0,
    }));
  };

  beforeAll(async () => {
    t = await buildTestApp(
      { RATE_LIMIT_MAX: '100000', POPULARITY_REFRESH_MS: '0' },
      { seed: { demoCustomer: false } },
    );
    await refreshPopularity(t.database.db);
    const fixture = {
      brand: 'Groupwala',
      category: 'fashion',
      subcategory: 'mens',
      variantGroup: 'fx-tee',
    } as const;
    await insertFixtureProducts(t.database.db, [
      // The newest listing of the group is sold out; the cheapest is the older blue one.
      {
        id: 'fx_tee_red_m',
        ...fixture,
        variantOptions: { colour: 'Red', size: 'M' },
        specifications: { Colour: 'Red', Size: 'M' },
        pricePaise: 59_900,
        stock: 0,
        createdAt: at(1),
      },
      {
        id: 'fx_tee_red_l',
        ...fixture,
        variantOptions: { colour: 'Red', size: 'L' },
        specifications: { Colour: 'Red', Size: 'L' },
        pricePaise: 69_900,
        stock: 3,
        createdAt: at(2),
      },
      {
        id: 'fx_tee_blue_m',
        ...fixture,
        variantOptions: { colour: 'Blue', size: 'M' },
        specifications: { Colour: 'Blue', Size: 'M' },
        pricePaise: 49_900,
        stock: 0,
        createdAt: at(3),
      },
      {
        id: 'fx_tee_blue_l',
        ...fixture,
        variantOptions: { colour: 'Blue', size: 'L' },
        specifications: { Colour: 'Blue', Size: 'L' },
        pricePaise: 79_900,
        stock: 8,
        createdAt: at(4),
      },
      { id: 'fx_cap', brand: 'Groupwala', category: 'fashion', subcategory: 'mens', pricePaise: 29_900 },
    ]);
    const rows = await t.database.db
      .select({ id: products.id, popularity: products.popularity })
      .from(products)
      .where(eq(products.isPublished, true));
    popularity = new Map(rows.map((r) => [r.id, r.popularity]));
  }, 180_000);
  afterAll(() => t?.close());

  it('shows each group once on the first pages of every root category and of searches, pages never overlapping', async () => {
    const queries = [
      ...CATEGORIES.filter((c) => !c.pseudo).map((c) => `category=${c.id}`),
      'category=featured',
      'search=iphone',
      'search=kurta',
      'search=mobile&sort=price-low',
      'category=mobile-phones&sort=popular',
    ];
    for (const query of queries)
      await expectEachGroupOnce(
        query,
        3,
        async (page) => (await list(`${query}&limit=20&page=${page}`)).products,
      );
  });

  it('the search endpoint shows each group once on the first two pages of twenty shopper searches', async () => {
    // The searches the storefront's journeys once made through the browser, one page each (e2e product-groups).
    const terms = [
      'phone',
      'iphone',
      'samsung',
      'laptop',
      'tv',
      'headphones',
      'watch',
      'kurta',
      'saree',
      'jeans',
      'shoes',
      't-shirt',
      'bag',
      'bottle',
      'atta',
      'rice',
      'shampoo',
      'book',
      'tyre',
      'cricket bat',
    ];
    for (const term of terms)
      await expectEachGroupOnce(term, 2, async (page) => {
        const url = `/api/products/search?q=${encodeURIComponent(term)}&limit=20&page=${page}`;
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        return (res.json() as ProductListResponse).products;
      });
  });

  it('pages through every group exactly once, the total counting groups', async () => {
    for (const query of [
      'category=mobile-phones&sort=newest',
      'category=fashion&sort=price-high',
      'search=phone',
    ]) {
      const { total, rows } = await allPages(query, 37);
      expect(rows.length, query).toBe(total);
      expect(new Set(rows.map(groupKey)).size, query).toBe(total);
      // The same groups as the listings make, fewer rows.
      const listings = await listingsOf(query);
      expect(new Set(rows.map(groupKey))).toEqual(new Set(listings.map((l) => l.groupKey)));
      expect(listings.length, query).toBeGreaterThan(total);
    }
  });

  it('mobile phones: one iPhone 16 Pro Max card on page 1, not six', async () => {
    const page = await list('category=mobile-phones&limit=20');
    const proMax = page.products.filter((p) => p.name.startsWith('Apple iPhone 16 Pro Max'));
    expect(proMax.length).toBeLessThanOrEqual(1);
    const listings = await list('category=mobile-phones&limit=20&groupVariants=false');
    expect(new Set(listings.products.map((p) => p.name.split(' (')[0])).size).toBeLessThan(20);
  });

  it('a model with a new unit in stock is never shown by its refurbished or open-box unit, search included', async () => {
    for (const query of ['category=mobile-phones&sort=popular', 'category=mobile-phones', 'search=iphone']) {
      const { rows } = await allPages(query);
      const secondHand = rows.filter((p) => p.condition !== 'new');
      for (const card of secondHand) {
        const { product } = (await t.app.inject({ method: 'GET', url: `/api/products/${card.id}` })).json<{
          product: Product;
        }>();
        const newInStock = (product.variants ?? []).filter(
          (v) => v.options.condition === 'New' && v.stock > 0,
        );
        expect(newInStock, `${query}: ${card.name}`).toEqual([]);
      }
      expect(rows.length, query).toBeGreaterThan(secondHand.length);
    }
  });

  it.each(Object.keys(ORDERS))(
    'picks each group’s representative and orders the cards as the brief says: %s',
    async (name) => {
      const order = ORDERS[name]!;
      for (const filter of ['category=mobile-phones', 'category=fashion&colors=Blue', 'brand=Groupwala']) {
        const query = `${filter}&${order.query}`;
        const { rows } = await allPages(query);
        expect(
          rows.map((p) => p.id),
          query,
        ).toEqual(expectedCards(await listingsOf(query), order));
      }
    },
  );

  it('fills each card’s group over the listings that match: count, options that differ, lowest and highest price', async () => {
    const { rows } = await allPages('category=mobile-phones&colors=White');
    const listings = await listingsOf('category=mobile-phones&colors=White');
    for (const card of rows) {
      const own = listings.filter((l) => l.groupKey === card.group?.key);
      expect(card.group?.variantCount, card.id).toBe(own.length);
      expect(card.group?.minPrice, card.id).toBe(Math.min(...own.map((l) => l.price)));
      expect(card.group?.maxPrice, card.id).toBe(Math.max(...own.map((l) => l.price)));
    }
    // The white iPhone 16 Pro Max: the White Titanium listings only, which differ by storage (and condition).
    const proMax = rows.find((p) => p.name.startsWith('Apple iPhone 16 Pro Max'));
    expect(proMax?.variantOptions.colour).toBe('White Titanium');
    expect(proMax?.group?.optionCounts.colour).toBeUndefined();
    expect(proMax?.group?.optionCounts.storage).toBeGreaterThan(1);
  });

  it('a colour filter makes a listing of that colour the card, and the group counts only it', async () => {
    const blue = await list('brand=Groupwala&colors=Blue');
    expect(blue.total).toBe(1);
    expect(blue.products.map((p) => p.id)).toEqual(['fx_tee_blue_l']);
    expect(blue.products[0]?.group).toEqual({
      key: 'fx-tee',
      variantCount: 2,
      optionCounts: { size: 2 },
      minPrice: 499,
      maxPrice: 799,
    });
    const red = await list('brand=Groupwala&colors=Red&sort=price-low');
    expect(red.products.map((p) => p.id)).toEqual(['fx_tee_red_m']);
  });

  it('newest shows a listing in stock first; price orders show the cheapest or dearest listing', async () => {
    const groupOnly = (body: ProductListResponse) => body.products.filter((p) => p.group?.key === 'fx-tee');
    const newest = groupOnly(await list('brand=Groupwala&sort=newest'));
    expect(newest.map((p) => p.id)).toEqual(['fx_tee_red_l']);
    expect(newest[0]?.group).toEqual({
      key: 'fx-tee',
      variantCount: 4,
      optionCounts: { colour: 2, size: 2 },
      minPrice: 499,
      maxPrice: 799,
    });
    expect(groupOnly(await list('brand=Groupwala&sort=price-low')).map((p) => p.id)).toEqual([
      'fx_tee_blue_m',
    ]);
    expect(groupOnly(await list('brand=Groupwala&sort=price-high')).map((p) => p.id)).toEqual([
      'fx_tee_blue_l',
    ]);
    // In stock only: the sold-out listings are not in the group at all.
    const inStock = groupOnly(await list('brand=Groupwala&inStock=true&sort=price-low'));
    expect(inStock.map((p) => [p.id, p.group?.variantCount, p.group?.minPrice])).toEqual([
      ['fx_tee_red_l', 2, 699],
    ]);
    // A listing without a group is its own card.
    const cap = (await list('brand=Groupwala')).products.find((p) => p.id === 'fx_cap');
    expect(cap?.group).toEqual({
      key: 'fx_cap',
      variantCount: 1,
      optionCounts: {},
      minPrice: 299,
      maxPrice: 299,
    });
  });

  it('groupVariants=false lists and counts every listing, without group figures', async () => {
    const grouped = await list('brand=Groupwala&category=fashion&limit=10');
    const listings = await list('brand=Groupwala&category=fashion&limit=10&groupVariants=false');
    expect(grouped.total).toBe(2);
    expect(listings.total).toBe(5);
    expect(listings.products.map((p) => p.id).sort()).toEqual([
      'fx_cap',
      'fx_tee_blue_l',
      'fx_tee_blue_m',
      'fx_tee_red_l',
      'fx_tee_red_m',
    ]);
    expect(listings.products.every((p) => p.group === undefined)).toBe(true);
    expect(listings.facets.specifications.colors).toEqual([
      { value: 'Blue', count: 2 },
      { value: 'Red', count: 2 },
    ]);
    expect(grouped.facets.specifications.colors).toEqual([
      { value: 'Blue', count: 1 },
      { value: 'Red', count: 1 },
    ]);
    const all = await list('limit=1&groupVariants=false');
    expect(all.total).toBe(popularity.size);
  });

  it('the home rows and related products carry their group', async () => {
    for (const url of [
      '/api/products/featured?limit=8',
      '/api/products/new-arrivals?limit=8',
      '/api/products/prd_00001/related',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      const rows: ProductCard[] = res.json().products;
      expect(rows.length, url).toBeGreaterThan(0);
      for (const p of rows) {
        expect(p.group?.variantCount, `${url} ${p.id}`).toBeGreaterThanOrEqual(1);
        expect(p.group!.minPrice).toBeLessThanOrEqual(p.price);
        expect(p.group!.maxPrice).toBeGreaterThanOrEqual(p.price);
      }
    }
  });
});
