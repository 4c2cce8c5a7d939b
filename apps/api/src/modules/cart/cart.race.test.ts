// Concurrent cart writes on real PostgreSQL (PGlite runs one query at a time and cannot race): parallel adds
// lose no unit and never pass the stock; parallel merges never duplicate a line; the line limit holds.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '@haat/domain/cart/cart-api.schema';
import { cartItems } from '../../db/schema/cart.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { cartOf, insertProducts, LIMITS, newShopper, quantities } from './cart.test-support.ts';

const notPostgres = testDatabaseKind !== 'postgres';
const lineIds = Array.from(
  { length: MAX_CART_LINES + 10 },
  (_, i) => `rc_line_${String(i).padStart(3, '0')}`,
);

describe.skipIf(notPostgres)(`cart under concurrency (${testDatabaseKind})`, { timeout: 90_000 }, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(LIMITS);
    await insertProducts(t, [
      { id: 'rc_plenty', stock: 500 },
      { id: 'rc_seven', stock: 7 },
      { id: 'rc_m1', stock: 40 },
      { id: 'rc_m2', stock: 6 },
      ...lineIds.map((id) => ({ id, stock: 5 })),
    ]);
  }, 120_000);
  afterAll(async () => t?.close());

  it('20 parallel adds of one unit make quantity 20', async () => {
    const s = await newShopper(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => s.call('POST', '/api/users/cart', { productId: 'rc_plenty' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(quantities(await cartOf(s))).toEqual({ rc_plenty: 20 });
  });

  it('parallel adds past the stock stop at exactly the stock', async () => {
    const s = await newShopper(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.call('POST', '/api/users/cart', { productId: 'rc_seven', quantity: 2 }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(quantities(await cartOf(s))).toEqual({ rc_seven: 7 });
  });

  it('parallel merges sum without duplicating a line', async () => {
    const s = await newShopper(t);
    const items = [
      { productId: 'rc_m1', quantity: 3 },
      { productId: 'rc_m2', quantity: 1 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => s.call('POST', '/api/users/cart/merge', { items })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.database.db
      .select({ productId: cartItems.productId, n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(eq(cartItems.userId, s.userId))
      .groupBy(cartItems.productId);
    expect(rows.sort((a, b) => a.productId.localeCompare(b.productId))).toEqual([
      { productId: 'rc_m1', n: 1 },
      { productId: 'rc_m2', n: 1 },
    ]);
    expect(quantities(await cartOf(s))).toEqual({ rc_m1: 30, rc_m2: 6 });
  });

  it(`parallel adds of different products never pass ${MAX_CART_LINES} lines`, async () => {
    const s = await newShopper(t);
    const answers = await Promise.all(
      lineIds.map((productId) => s.call('POST', '/api/users/cart', { productId })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(MAX_CART_LINES);
    expect(codes.filter((c) => c === 409)).toHaveLength(lineIds.length - MAX_CART_LINES);
    expect((await cartOf(s)).totals.lineCount).toBe(MAX_CART_LINES);
  });
});
