import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponseSchema, type Product } from '@haat/domain/catalog/product.schema';
import { productDailyStats } from '../../db/schema/product-stats.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { insertFixtureProducts } from './catalog.fixtures.ts';
import { addViews, viewRecorderFor } from './product-stats.ts';

describe(`GET /api/products/{id}: variants and views (${testDatabaseKind})`, () => {
  let t: TestApp;
  const product = async (id: string): Promise<Product> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    // The route writes JSON without re-validating (plain-json.ts): the contract is checked here, extra keys too.
    expect(productResponseSchema.parse(res.json())).toEqual(res.json());
    return res.json().product;
  };
  const viewsToday = async (id: string): Promise<number> => {
    await viewRecorderFor(t.database.db, t.app.log).flush();
    const [row] = await t.database.db
      .select({ views: productDailyStats.views })
      .from(productDailyStats)
      .where(
        and(
          eq(productDailyStats.productId, id),
          eq(productDailyStats.day, sql`(now() at time zone 'UTC')::date`),
        ),
      );
    return row?.views ?? 0;
  };

  beforeAll(async () => {
    t = await buildTestApp({ POPULARITY_REFRESH_MS: '0' }, { seed: { demoCustomer: false } });
    await insertFixtureProducts(t.database.db, [
      {
        id: 'fx_var_128',
        variantGroup: 'fx-phone',
        variantName: '8 GB + 128 GB, Blue',
        variantOptions: { colour: 'Blue', storage: '8 GB + 128 GB' },
        pricePaise: 1_999_900,
        mrpPaise: 2_499_900,
        images: [{ url: '/api/images/products/fx_var_128/front.svg', alt: 'Front' }],
        stock: 4,
        ratingsBreakdown: [0, 0, 1, 2, 3],
      },
      {
        id: 'fx_var_256',
        variantGroup: 'fx-phone',
        variantName: '8 GB + 256 GB, Blue',
        variantOptions: { colour: 'Blue', storage: '8 GB + 256 GB' },
        pricePaise: 2_299_900,
        stock: 0,
        ratingsBreakdown: [1, 0, 0, 0, 1],
      },
      {
        id: 'fx_var_hidden',
        variantGroup: 'fx-phone',
        variantName: '12 GB + 512 GB',
        variantOptions: { colour: 'Blue', storage: '12 GB + 512 GB' },
        pricePaise: 2_999_900,
        isPublished: false,
        ratingsBreakdown: [0, 0, 0, 0, 9],
      },
      { id: 'fx_single', pricePaise: 49_900 },
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  it('lists the published listings of the variant group, this one included, cheapest first', async () => {
    const body = await product('fx_var_256');
    expect(body.variantName).toBe('8 GB + 256 GB, Blue');
    expect(body.variantOptions).toEqual({ colour: 'Blue', storage: '8 GB + 256 GB' });
    expect(body.variants).toEqual([
      {
        productId: 'fx_var_128',
        variantName: '8 GB + 128 GB, Blue',
        price: 19999,
        mrp: 24999,
        stock: 4,
        sku: 'SKU-fx_var_128',
        options: { colour: 'Blue', storage: '8 GB + 128 GB' },
        image: '/api/images/products/fx_var_128/front.svg',
      },
      {
        productId: 'fx_var_256',
        variantName: '8 GB + 256 GB, Blue',
        price: 22999,
        mrp: 22999,
        stock: 0,
        sku: 'SKU-fx_var_256',
        options: { colour: 'Blue', storage: '8 GB + 256 GB' },
        image: null,
      },
    ]);
    // The group over its published listings: the unpublished 512 GB is not offered; colour is no choice.
    expect(body.group).toEqual({
      key: 'fx-phone',
      variantCount: 2,
      optionCounts: { storage: 2 },
      minPrice: 19999,
      maxPrice: 22999,
      // Star counts added over the published listings: 1×1, 1×3, 2×4, 4×5 = 32 over 8 ratings.
      ratings: { average: 4, count: 8 },
    });
    const single = await product('fx_single');
    expect(single.variants).toEqual([]);
    expect(single.group).toEqual({
      key: 'fx_single',
      variantCount: 1,
      optionCounts: {},
      minPrice: 499,
      maxPrice: 499,
      ratings: { average: 0, count: 0 },
    });
  });

  it('every GET counts one view for today; HEAD and misses count none', async () => {
    const before = await viewsToday('fx_single');
    await product('fx_single');
    expect(await viewsToday('fx_single')).toBe(before + 1);
    await Promise.all([product('fx_single'), product('fx_single'), product('fx_single')]);
    expect(await viewsToday('fx_single')).toBe(before + 4);
    const head = await t.app.inject({ method: 'HEAD', url: '/api/products/fx_single' });
    expect(head.statusCode).toBe(200);
    expect(await viewsToday('fx_single')).toBe(before + 4);
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/fx_no_such' });
    expect(missing.statusCode).toBe(404);
    expect(await viewsToday('fx_no_such')).toBe(0);
  });

  it('a batch skips products that no longer exist instead of failing', async () => {
    await addViews(
      t.database.db,
      new Map([
        ['fx_var_128', 2],
        ['fx_gone', 5],
      ]),
    );
    expect(await viewsToday('fx_var_128')).toBe(2);
  });

  it('a failed write is logged, never thrown, and later views still count', async () => {
    const errors: unknown[] = [];
    const broken = { execute: () => Promise.reject(new Error('database down')) } as never;
    const { ViewRecorder } = await import('./product-stats.ts');
    const recorder = new ViewRecorder(broken, { error: (...args: unknown[]) => errors.push(args) });
    recorder.record('fx_single');
    await recorder.flush();
    expect(errors).toHaveLength(1);
    const before = await viewsToday('fx_single');
    await product('fx_single');
    expect(await viewsToday('fx_single')).toBe(before + 1);
  });
});
