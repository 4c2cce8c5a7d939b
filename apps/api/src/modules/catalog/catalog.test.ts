import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productCardSchema,
  type ProductCard,
  type ProductListResponse,
} from '@haat/domain/catalog/product.schema';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';

describe(`catalogue API (${testDatabaseKind})`, () => {
  let t: TestApp;
  let published: (typeof products.$inferSelect)[];
  /** The model a listing belongs to: its variant group, or itself. */
  const modelOf = (id: string) => {
    const row = published.find((p) => p.id === id);
    return row?.variantGroup ?? id;
  };
  /** How many cards these listings make: one per product group (docs/behaviour/catalogue.md#one-card-per-group). */
  const cards = (rows: (typeof products.$inferSelect)[]) => new Set(rows.map((p) => p.groupKey ?? p.id)).size;
  const list = async (query: string): Promise<ProductListResponse> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await buildTestApp({}, { seed: { demoCustomer: false } });
    // One unpublished product proves the listing hides it.
    await t.database.db.update(products).set({ isPublished: false }).where(eq(products.id, 'prd_00002'));
    published = await t.database.db.select().from(products).where(eq(products.isPublished, true));
  }, 180_000);
  afterAll(() => t?.close());

  it('answers 20 products with the product fields and the total of product groups', async () => {
    const body = await list('limit=20');
    expect(body.success).toBe(true);
    expect(body.products).toHaveLength(20);
    expect(body.total).toBe(cards(published));
    expect(body.total).toBeLessThan(published.length);
    expect(body.pagination).toEqual({
      totalProducts: cards(published),
      totalPages: Math.ceil(cards(published) / 20),
      currentPage: 1,
    });
    const product = body.products[0] as ProductCard;
    expect(product._id).toBe(product.id);
    expect(product.images[0]?.url).toMatch(/^\/api\/images\/products\//);
    expect(product.seller?.name).toBeTruthy();
    expect(product.mrp).toBeGreaterThanOrEqual(product.sellingPrice);
    expect(body.products.some((p) => p.id === 'prd_00002')).toBe(false);
    // A card's fields and nothing of the product page's (docs/behaviour/catalogue.md#lean-listings).
    expect(Object.keys(product).sort()).toEqual(Object.keys(productCardSchema.shape).sort());
    expect(product.images.length).toBeLessThanOrEqual(2);
    // The product page has the rest, and the card agrees with it.
    const page = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json();
    expect(page.product.basePrice + page.product.gstAmount).toBeCloseTo(product.sellingPrice, 2);
    expect(page.product.taxDetails.hsnCode).toMatch(/^\d{4,8}$/);
    expect(page.product.images.slice(0, 2)).toEqual(product.images);
  });

  it('the default order is newest first', async () => {
    const body = await list('limit=50');
    const dates = body.products.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('honours price, brand, rating, stock and sale filters', async () => {
    const priced = await list('minPrice=500&maxPrice=2000&limit=100');
    expect(priced.total).toBe(
      cards(published.filter((p) => p.pricePaise >= 50000 && p.pricePaise <= 200000)),
    );
    expect(priced.products.every((p) => p.price >= 500 && p.price <= 2000)).toBe(true);

    const brand = published[0]?.brand ?? '';
    const branded = await list(`brand=${encodeURIComponent(brand.toUpperCase())}&limit=100`);
    expect(branded.total).toBe(cards(published.filter((p) => p.brand === brand)));
    expect(branded.products.every((p) => p.brand === brand)).toBe(true);

    const rated = await list('rating=4&limit=100');
    expect(rated.total).toBe(cards(published.filter((p) => Number(p.ratingsAverage) >= 4)));

    const inStock = await list('inStock=true&limit=100');
    expect(inStock.total).toBe(cards(published.filter((p) => p.stock > 0)));

    const onSale = await list('onSale=true&limit=100');
    expect(onSale.products.every((p) => p.discount > 0)).toBe(true);
  });

  it('resolves category aliases and answers an unknown category with an empty list', async () => {
    const phones = await list('category=phones&limit=100');
    expect(phones.total).toBe(cards(published.filter((p) => p.category === 'mobile-phones')));
    expect(phones.total).toBeGreaterThan(0);
    expect(phones.products.every((p) => p.category === 'mobile-phones')).toBe(true);
    const unknown = await list('category=spaceships');
    expect(unknown.products).toEqual([]);
    expect(unknown.total).toBe(0);
  });

  it('resolves subcategories and the featured pseudo-category, and searches name, brand and description', async () => {
    const audio = await list('category=Electronics&subcategory=audio&limit=100');
    expect(audio.total).toBe(cards(published.filter((p) => p.subcategory === 'audio')));
    expect(audio.products.every((p) => p.category === 'electronics' && p.subcategory === 'audio')).toBe(true);
    expect((await list('category=electronics&subcategory=spaceships')).total).toBe(0);
    // The item (subSubcategory) narrows the subcategory, by id or by name.
    const headphones = cards(published.filter((p) => p.subSubcategory === 'headphones'));
    expect(headphones).toBeGreaterThan(0);
    const byId = await list('category=electronics&subcategory=audio&subSubcategory=headphones&limit=100');
    expect(byId.total).toBe(headphones);
    expect(byId.products.every((p) => p.subSubcategory === 'headphones')).toBe(true);
    expect((await list('category=electronics&subcategory=audio&subSubcategory=Headphones')).total).toBe(
      headphones,
    );
    expect((await list('category=electronics&subcategory=audio&subSubcategory=spaceships')).total).toBe(0);
    const featured = await list('category=featured&limit=100');
    expect(featured.total).toBe(cards(published.filter((p) => p.isFeatured)));
    const search = await list('search=samsung&limit=100');
    const expected = published.filter((p) =>
      [p.name, p.brand, p.description].some((text) => text.toLowerCase().includes('samsung')),
    );
    expect(search.total).toBe(cards(expected));
    expect(search.total).toBeGreaterThan(0);
    // % and _ are no wildcards: "100%_off" is the words 100 and off, which no product holds together; search
    // then says it left one out (docs/behaviour/search.md#relaxation) rather than matching anything.
    const offers = await list('search=100%25_off');
    expect(offers.total === 0 || offers.query?.relaxed?.dropped.length === 1).toBe(true);
  });

  it('filters by a specification in the comma list, case-insensitive', async () => {
    const body = await list('ram=8 gb,12 GB&limit=100');
    const expected = published.filter((p) =>
      ['8 gb', '12 gb'].includes(p.specifications.RAM?.toLowerCase() ?? ''),
    );
    expect(body.total).toBe(cards(expected));
    expect(body.total).toBeGreaterThan(0);
    // The panels' other keys (operating system, age, author, …) filter the same way.
    const ios = await list('os=ios 18&limit=100');
    expect(ios.total).toBe(cards(published.filter((p) => p.specifications['Operating System'] === 'iOS 18')));
    expect(ios.total).toBeGreaterThan(0);
    const hardcover = await list('category=books&format=Hardcover&limit=1');
    expect(hardcover.total).toBe(cards(published.filter((p) => p.specifications.Format === 'Hardcover')));
  });

  it('sorts by price both ways', async () => {
    const low = (await list('sort=price-low&limit=100')).products.map((p) => p.price);
    const high = (await list('sort=price-high&limit=100')).products.map((p) => p.price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it('answers an out-of-range page with an empty list', async () => {
    const body = await list('page=999&limit=20');
    expect(body.products).toEqual([]);
    expect(body.total).toBe(cards(published));
  });

  it('reads a blank parameter as one not sent (a cleared filter field sends maxPrice=)', async () => {
    const all = await list('limit=5');
    const blanks = await list('minPrice=&maxPrice=&rating=&minRating=&limit=5');
    expect(blanks.total).toBe(all.total);
    expect(blanks.products.map((p) => p.id)).toEqual(all.products.map((p) => p.id));
    const priced = await list('minPrice=500&maxPrice=&limit=100');
    expect(priced.total).toBe(cards(published.filter((p) => p.pricePaise >= 50000)));
  });

  it.each([
    ['page=abc', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['minPrice=-5', 'minPrice'],
    ['sortOrder=sideways', 'sortOrder'],
    ['minPrice=500&maxPrice=100', 'minPrice'],
  ])('answers %s with 400 naming the field', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, field });
    expect(body.error).not.toMatch(/^Invalid input/);
  });

  it('counts facets: brands match the brand filter, buckets and flags add up', async () => {
    const body = await list('category=electronics&limit=1');
    for (const { value, count } of body.facets.brands.slice(0, 5)) {
      const filtered = await list(`category=electronics&brand=${encodeURIComponent(value)}&limit=1`);
      expect(filtered.total, value).toBe(count);
    }
    // A group whose listings' prices straddle a bucket boundary is a card in each bucket.
    expect(body.facets.priceRanges.reduce((sum, b) => sum + b.count, 0)).toBeGreaterThanOrEqual(body.total);
    expect(Math.max(...body.facets.priceRanges.map((b) => b.count))).toBeLessThanOrEqual(body.total);
    const electronics = published.filter((p) => p.category === 'electronics');
    expect(body.facets.inStock).toBe(cards(electronics.filter((p) => p.stock > 0)));
    expect(body.facets.ratings[0]?.count).toBe(
      cards(electronics.filter((p) => Number(p.ratingsAverage) >= 4)),
    );
  });

  it('answers a product by id, and 404 for an unknown or unpublished one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/prd_00001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.id).toBe('prd_00001');
    for (const id of ['prd_99999', 'prd_00002']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        error: 'Product not found',
        code: 'PRODUCT_NOT_FOUND',
      });
    }
  });

  it('related products exclude the product and prefer its subcategory', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/prd_00001/related?limit=4' });
    expect(res.statusCode).toBe(200);
    const related: ProductCard[] = res.json().products;
    const self = published.find((p) => p.id === 'prd_00001');
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related.some((p) => p.id === 'prd_00001')).toBe(false);
    expect(related.every((p) => p.category === self?.category)).toBe(true);
    // Its own colours and sizes are variants, not related products; and one listing per model.
    const models = related.map((p) => modelOf(p.id));
    expect(models).not.toContain(modelOf('prd_00001'));
    expect(new Set(models).size).toBe(models.length);
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/products/prd_00001/related?limit=13' });
    expect(tooMany.statusCode).toBe(400);
  });

  it('featured lists only featured products, new arrivals newest first', async () => {
    const featured = await t.app.inject({ method: 'GET', url: '/api/products/featured?limit=8' });
    expect(featured.statusCode).toBe(200);
    const rows: ProductCard[] = featured.json().products;
    expect(rows).toHaveLength(8);
    expect(rows.every((p) => p.isFeatured)).toBe(true);
    // One listing per model: a row is never eight colours of one phone.
    expect(new Set(rows.map((p) => modelOf(p.id))).size).toBe(8);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/products/new-arrivals' });
    const dates = (fresh.json().products as ProductCard[]).map((p) => p.createdAt);
    expect(dates).toHaveLength(8);
    expect([...dates].sort().reverse()).toEqual(dates);
    const newest = [...published].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    expect(dates[0]).toBe(newest?.createdAt.toISOString());
    const freshModels = (fresh.json().products as ProductCard[]).map((p) => modelOf(p.id));
    expect(new Set(freshModels).size).toBe(8);
  });

  it('categories carry counts that add up to the published total', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(published.length);
    const sum = body.categories.reduce((s: number, c: { productCount: number }) => s + c.productCount, 0);
    expect(sum).toBe(published.length);
    const phones = body.categories.find((c: { id: string }) => c.id === 'mobile-phones');
    expect(phones.productCount).toBe(published.filter((p) => p.category === 'mobile-phones').length);
  });
});
