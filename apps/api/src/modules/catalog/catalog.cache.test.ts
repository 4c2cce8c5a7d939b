// With CATALOG_CACHE_MS set, a listing page and a search answer are answered from memory for that long; other
// queries and the product itself are read fresh.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '@haat/domain/catalog/product.schema';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';

describe(`listing page and search answer cache (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CATALOG_CACHE_MS: '60000' }, { seed: { demoCustomer: false } });
  }, 180_000);
  afterAll(() => t?.close());

  const list = async (query: string): Promise<ProductListResponse> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('answers the same query from memory, and another query or the product fresh', async () => {
    const first = await list('category=books&sort=price-low&limit=1');
    const cheapest = first.products[0];
    expect(cheapest).toBeDefined();
    // One rupee more, MRP raised with it so the row stays lawful.
    await t.database.db
      .update(products)
      .set({
        pricePaise: sql`${products.pricePaise} + 100`,
        sellingPricePaise: sql`${products.sellingPricePaise} + 100`,
        mrpPaise: sql`${products.mrpPaise} + 100`,
      })
      .where(eq(products.id, cheapest!.id));

    const again = await list('category=books&sort=price-low&limit=1');
    expect(again.products[0]?.sellingPrice).toBe(cheapest!.sellingPrice);

    // Every listing (groupVariants=false): one rupee more may make another listing its group's card.
    const other = await list(
      `category=books&brand=${encodeURIComponent(cheapest!.brand)}&limit=100&groupVariants=false`,
    );
    expect(other.products.find((p) => p.id === cheapest!.id)?.sellingPrice).toBe(cheapest!.sellingPrice + 1);
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${cheapest!.id}` });
    expect(product.json().product.sellingPrice).toBe(cheapest!.sellingPrice + 1);
  });

  const search = async (query: string): Promise<ProductListResponse> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/search?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('answers the same search from memory whatever the order of its parameters, and another search fresh', async () => {
    const first = await search('q=shirt&limit=1&sortBy=price');
    const top = first.products[0];
    expect(top).toBeDefined();
    await t.database.db
      .update(products)
      .set({
        pricePaise: sql`${products.pricePaise} + 100`,
        sellingPricePaise: sql`${products.sellingPricePaise} + 100`,
        mrpPaise: sql`${products.mrpPaise} + 100`,
      })
      .where(eq(products.id, top!.id));

    const again = await search('sortBy=price&limit=1&q=shirt');
    expect(again.products[0]?.sellingPrice).toBe(top!.sellingPrice);
    const other = await search('q=shirt&limit=2&sortBy=price');
    expect(other.products.find((p) => p.id === top!.id)?.sellingPrice).toBe(top!.sellingPrice + 1);
  });
});
