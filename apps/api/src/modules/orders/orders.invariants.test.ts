// Checkout invariants on real PostgreSQL (issue 7 item 7; PGlite runs one query at a time and proves nothing):
// a hot product is never oversold and an order is all or nothing, one Idempotency-Key makes one order, and a
// failure between the order's inserts leaves no trace.
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { SUB_ORDER_STATUSES } from '@haat/domain/orders/order-status';
import { couponRedemptions, coupons } from '../../db/schema/coupons.ts';
import { orderItems, orders, subOrders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { rowsOf } from '../catalog/sql-rows.ts';
import { insertCoupon } from '../coupons/coupons.test-support.ts';
import { issueSellerKey } from '../sellers/seller-keys.service.ts';
import { priceCheckout } from '../checkout/checkout-pricing.ts';
import {
  cartRows,
  codOrderBody,
  insertBuyers,
  insertStockedProducts,
  insertTwoSellers,
  INVARIANT_ENV,
  ledger,
  orderIdOf,
  retryUntilAnswered,
  stockMessages,
  type Buyer,
  type CartSpec,
  withQuantities,
} from './orders.invariants-support.ts';
import { placeOrder } from '../checkout/place-order.ts';

const notPostgres = testDatabaseKind !== 'postgres';
const BUYERS = 200;
const HOT_STOCK = 20;
const B_STOCK = 5;

describe.skipIf(notPostgres)(`checkout invariants (${testDatabaseKind})`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let seller: { a: string; b: string };

  beforeAll(async () => {
    t = await buildTestApp(INVARIANT_ENV);
    seller = await insertTwoSellers(t.database.db);
  }, 120_000);
  afterAll(async () => t?.close());

  const postOrder = (b: Buyer, body: unknown, key?: string): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/orders',
      headers: { authorization: `Bearer ${b.token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as Record<string, unknown>,
    });

  it(`${BUYERS} concurrent buyers of a product with stock ${HOT_STOCK}: exactly ${HOT_STOCK} sold, each order all or nothing`, async () => {
    const db = t.database.db;
    await insertStockedProducts(db, [
      { id: 'inv_hot_a', sellerId: seller.a, stock: HOT_STOCK },
      { id: 'inv_hot_b', sellerId: seller.b, stock: B_STOCK },
    ]);
    // 140 want one A, 30 want two A, 30 want one A and one B (two sellers, two sub-orders): demand 230 A, 30 B.
    const cartOf = (i: number): CartSpec =>
      i < 140
        ? [{ productId: 'inv_hot_a', quantity: 1 }]
        : i < 170
          ? [{ productId: 'inv_hot_a', quantity: 2 }]
          : [
              { productId: 'inv_hot_a', quantity: 1 },
              { productId: 'inv_hot_b', quantity: 1 },
            ];
    const buyers = await insertBuyers(db, BUYERS, cartOf);

    const answers = await Promise.all(buyers.map((b, i) => postOrder(b, codOrderBody(b), `race-${i}`)));

    const ok = answers.flatMap((r, i) => (r.statusCode === 200 || r.statusCode === 201 ? [i] : []));
    const refused = answers.flatMap((r, i) => (r.statusCode === 409 ? [i] : []));
    const other = answers.filter((r) => ![200, 201, 409].includes(r.statusCode));
    expect(other.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    const allowed = stockMessages(['Fixture inv_hot_a', 'Fixture inv_hot_b'], Math.max(HOT_STOCK, B_STOCK));
    for (const i of refused) {
      const body = answers[i]?.json<{ success: boolean; error: string }>();
      expect(body?.success).toBe(false);
      expect(allowed.has(body?.error ?? ''), body?.error).toBe(true);
    }

    const after = await ledger(db, ['inv_hot_a', 'inv_hot_b']);
    expect(after.stock.inv_hot_a).toBe(0);
    expect(after.sold.inv_hot_a).toBe(HOT_STOCK);
    expect((after.stock.inv_hot_b ?? -1) + (after.sold.inv_hot_b ?? -1)).toBe(B_STOCK);
    expect(after.stock.inv_hot_b).toBeGreaterThanOrEqual(0);
    expect(after.ordersWithoutSubOrders).toBe(0);
    expect(after.subOrdersWithoutItems).toBe(0);
    expect(after.ordersNotAddingUp).toBe(0);

    // Every 2xx names an order of its buyer, and the orders are exactly the 2xx answers.
    const ids = ok.map((i) => orderIdOf(answers[i]?.json()));
    expect(new Set(ids).size).toBe(ok.length);
    expect(after.orders).toBe(ok.length);
    const rows = await db
      .select({
        orderId: orderItems.orderId,
        userId: orders.userId,
        productId: orderItems.productId,
        q: orderItems.quantity,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId));
    const linesByUser = new Map<string, Record<string, number>>();
    for (const r of rows) {
      const lines = linesByUser.get(r.userId) ?? {};
      lines[r.productId] = (lines[r.productId] ?? 0) + r.q;
      linesByUser.set(r.userId, lines);
    }
    for (const [k, i] of ok.entries()) {
      const buyer = buyers[i];
      if (!buyer) throw new Error('no buyer');
      const [own] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.userId));
      expect(own?.id).toBe(ids[k]);
      // All or nothing: the order holds the whole cart, and the cart is gone.
      expect(linesByUser.get(buyer.userId)).toEqual(
        Object.fromEntries(cartOf(i).map((l) => [l.productId, l.quantity])),
      );
      expect(await cartRows(db, buyer.userId)).toEqual({});
    }
    // Nothing else was written for a refusal either: one first tracking event per parcel, mail only to buyers.
    const [written] = await rowsOf<{ events: number }>(
      db,
      sql`select count(*)::int as events from tracking_events`,
    );
    expect(written?.events).toBe(after.subOrders);
    const mailed = await rowsOf<{ to: string }>(
      db,
      sql`select distinct "to" from mail_outbox where channel = 'email' order by 1`,
    );
    expect(mailed.map((m) => m.to).sort()).toEqual(ok.map((i) => buyers[i]?.email ?? '').sort());
    for (const i of refused) {
      const buyer = buyers[i];
      if (!buyer) throw new Error('no buyer');
      expect(linesByUser.has(buyer.userId)).toBe(false);
      expect(await cartRows(db, buyer.userId)).toEqual(
        Object.fromEntries(cartOf(i).map((l) => [l.productId, l.quantity])),
      );
    }
  });

  it('placeOrder with two lines of one product decrements their sum and checks the sum against stock', async () => {
    const db = t.database.db;
    await insertStockedProducts(db, [{ id: 'inv_twice', sellerId: seller.a, stock: 7, pricePaise: 10_000 }]);
    // The cart holds the 7 units the two lines add up to, so that only the stock decides below.
    const [buyer] = await insertBuyers(db, 1, () => [{ productId: 'inv_twice', quantity: 7 }]);
    if (!buyer) throw new Error('no buyer');
    const priced = await priceCheckout(db, {
      userId: buyer.userId,
      addressId: buyer.addressId,
      now: new Date(),
    });
    const twice = withQuantities(priced, [3, 4]);

    // 3 + 4 = 7 against a stock of 6: each line alone would fit, their sum does not.
    await db.update(products).set({ stock: 6 }).where(eq(products.id, 'inv_twice'));
    await expect(
      placeOrder(db, { checkout: twice, payment: { method: 'cod', status: 'Pending' }, now: new Date() }),
    ).rejects.toThrow();
    const refused = await ledger(db, ['inv_twice']);
    expect(refused.stock.inv_twice).toBe(6);
    expect(refused.sold.inv_twice).toBe(0);
    expect(await db.select().from(orders).where(eq(orders.userId, buyer.userId))).toEqual([]);

    await db.update(products).set({ stock: 7 }).where(eq(products.id, 'inv_twice'));
    const placed = await placeOrder(db, {
      checkout: twice,
      payment: { method: 'cod', status: 'Pending' },
      now: new Date(),
    });
    expect(placed.created).toBe(true);
    const done = await ledger(db, ['inv_twice']);
    expect(done.stock.inv_twice).toBe(0);
    expect(done.sold.inv_twice).toBe(7);
  });

  it('50 parallel orders with one Idempotency-Key make one order and one decrement; every retry gets that order', async () => {
    const db = t.database.db;
    await insertStockedProducts(db, [{ id: 'inv_idem', sellerId: seller.b, stock: 100 }]);
    const [buyer] = await insertBuyers(db, 1, () => [{ productId: 'inv_idem', quantity: 2 }]);
    if (!buyer) throw new Error('no buyer');
    const key = 'idem-one-key-7f3a';
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postOrder(buyer, codOrderBody(buyer), key)),
    );

    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => ![200, 201, 409].includes(c))).toEqual([]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json<{ code: string }>().code).toBe(ERROR_CODES.idempotencyInProgress);
    }
    const ids = new Set(answers.filter((r) => r.statusCode < 300).map((r) => orderIdOf(r.json())));
    expect(ids.size).toBe(1);
    const [orderId] = [...ids];
    expect(orderId).toBeTypeOf('string');

    // Each refused caller retries until it gets the answer: always the same order.
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r).toBeDefined();
      expect(await retryUntilAnswered(() => postOrder(buyer, codOrderBody(buyer), key))).toBe(orderId);
    }
    const replay = await postOrder(buyer, codOrderBody(buyer), key);
    expect(replay.statusCode).toBeLessThan(300);
    expect(orderIdOf(replay.json())).toBe(orderId);

    expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.userId))).toEqual([
      { id: orderId },
    ]);
    const after = await ledger(db, ['inv_idem']);
    expect(after.stock.inv_idem).toBe(98);
    expect(after.sold.inv_idem).toBe(2);
  });

  it('12 buyers race for a coupon with 3 uses left: 3 discounted orders, the refused wrote nothing', async () => {
    const db = t.database.db;
    await insertStockedProducts(db, [
      { id: 'inv_coupon', sellerId: seller.a, stock: 100, pricePaise: 200_000 },
    ]);
    await insertCoupon(db, {
      id: 'inv_c_race',
      code: 'INVRACE3',
      sellerId: seller.a,
      usageLimit: 3,
      perUserLimit: 1,
    });
    const buyers = await insertBuyers(db, 12, () => [{ productId: 'inv_coupon', quantity: 1 }]);
    const answers = await Promise.all(
      buyers.map((b, i) => postOrder(b, codOrderBody(b, { couponCode: 'INVRACE3' }), `coupon-race-${i}`)),
    );
    const ok = answers.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode !== 201).map((r) => r.statusCode)).toEqual(Array(9).fill(422));
    const [coupon] = await db
      .select({ used: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.id, 'inv_c_race'));
    expect(coupon?.used).toBe(3);
    const discounted = await db
      .select({ id: orders.id, discount: orders.discountPaise })
      .from(orders)
      .where(eq(orders.couponCode, 'INVRACE3'));
    expect(discounted).toHaveLength(3);
    expect(discounted.every((o) => o.discount > 0)).toBe(true);
    expect(
      await db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, 'inv_c_race')),
    ).toHaveLength(3);
    const { stock, sold } = await ledger(db, ['inv_coupon']);
    expect(sold.inv_coupon).toBe(3);
    expect(stock.inv_coupon).toBe(97);
  });

  it('one cart submitted 10 times at once under different keys (two tabs, a double click) makes one order', async () => {
    const db = t.database.db;
    await insertStockedProducts(db, [{ id: 'inv_twotabs', sellerId: seller.a, stock: 100 }]);
    const [buyer] = await insertBuyers(db, 1, () => [{ productId: 'inv_twotabs', quantity: 1 }]);
    if (!buyer) throw new Error('no buyer');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postOrder(buyer, codOrderBody(buyer), `two-tabs-${i}`)),
    );
    // The cart is consumed by the first order; the others find it empty.
    expect(answers.map((r) => (r.statusCode < 300 ? '2xx' : '4xx')).sort()).toEqual([
      '2xx',
      ...Array<string>(9).fill('4xx'),
    ]);
    expect(
      await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.userId)),
    ).toHaveLength(1);
    expect((await ledger(db, ['inv_twotabs'])).stock.inv_twotabs).toBe(99);
  });

  it('a retry whose first answer was lost (killed after commit, key left in progress) gets the order, not an error', async () => {
    const db = t.database.db;
    await insertStockedProducts(db, [{ id: 'inv_lost', sellerId: seller.a, stock: 10 }]);
    const [buyer] = await insertBuyers(db, 1, () => [{ productId: 'inv_lost', quantity: 2 }]);
    if (!buyer) throw new Error('no buyer');
    const key = 'lost-answer-key';
    const first = await postOrder(buyer, codOrderBody(buyer), key);
    expect(first.statusCode, first.body).toBe(201);
    // What a SIGKILL between the order's commit and the idempotency answer's update leaves behind, a minute later.
    await db.execute(
      sql`update idempotency_keys set status = 'in_progress', response_status = null, response_body = null,
            created_at = now() - interval '2 minutes' where key = ${key}`,
    );
    const retry = await postOrder(buyer, codOrderBody(buyer), key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(orderIdOf(retry.json())).toBe(orderIdOf(first.json()));
    expect((await ledger(db, ['inv_lost'])).stock.inv_lost).toBe(8);
  });

  it('20 parallel cancels racing 8 buyers of the last units: stock comes back once and units are conserved', async () => {
    const db = t.database.db;
    await insertStockedProducts(db, [{ id: 'inv_cancel', sellerId: seller.a, stock: 5 }]);
    const [first, ...rest] = await insertBuyers(db, 9, (i) => [
      { productId: 'inv_cancel', quantity: i === 0 ? 3 : 1 },
    ]);
    if (!first) throw new Error('no buyer');
    const placed = await postOrder(first, codOrderBody(first), 'cancel-first');
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = orderIdOf(placed.json()) ?? '';

    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/orders/${orderId}/cancel`,
        headers: { authorization: `Bearer ${first.token}` },
        payload: { reason: 'Ordered by mistake' },
      });
    const [cancels, buys] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, cancel)),
      Promise.all(rest.map((b, i) => postOrder(b, codOrderBody(b), `cancel-race-${i}`))),
    ]);
    expect(cancels.filter((r) => r.statusCode === 200).map((r) => r.statusCode)).toEqual([200]);
    expect(cancels.filter((r) => r.statusCode !== 200).map((r) => r.statusCode)).toEqual(Array(19).fill(409));
    expect(buys.map((r) => r.statusCode).filter((c) => c !== 201 && c !== 409)).toEqual([]);

    // Units still owed to shoppers plus units on the shelf are the 5 there ever were.
    const [owed] = await db
      .select({
        units: sql<number>`coalesce(sum(${orderItems.quantity} - ${orderItems.returnedQuantity}), 0)::int`,
      })
      .from(orderItems)
      .where(eq(orderItems.productId, 'inv_cancel'));
    const { stock } = await ledger(db, ['inv_cancel']);
    expect((stock.inv_cancel ?? 0) + (owed?.units ?? 0)).toBe(5);
    expect(buys.filter((r) => r.statusCode === 201).length).toBe(owed?.units ?? -1);
    const [row] = await db
      .select({ cancelledAt: orders.cancelledAt })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row?.cancelledAt).toBeInstanceOf(Date);
  });

  it('a customer cancel racing the seller dispatch: exactly one wins, and stock returns only for a cancel', async () => {
    const db = t.database.db;
    const initial = 1_000;
    await insertStockedProducts(db, [{ id: 'inv_dispatch', sellerId: seller.b, stock: initial }]);
    const { key: sellerKey } = await issueSellerKey(db, seller.b);
    const buyers = await insertBuyers(db, 12, () => [{ productId: 'inv_dispatch', quantity: 3 }]);
    const moveAs = (subOrderId: string, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/seller/orders/${subOrderId}/status`,
        headers: { authorization: `Bearer ${sellerKey}` },
        payload: body,
      });
    let cancelsWon = 0;
    for (const [i, b] of buyers.entries()) {
      const placed = await postOrder(b, codOrderBody(b), `dispatch-race-${i}`);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json<{ order: { _id: string; subOrders: { _id: string }[] } }>().order;
      const subOrderId = order.subOrders[0]?._id ?? '';
      expect((await moveAs(subOrderId, { status: 'packed' })).statusCode).toBe(200);
      const race = await Promise.all([
        ...Array.from({ length: 3 }, () =>
          t.app.inject({
            method: 'POST',
            url: `/api/users/orders/${order._id}/cancel`,
            headers: { authorization: `Bearer ${b.token}` },
            payload: {},
          }),
        ),
        ...Array.from({ length: 3 }, () =>
          moveAs(subOrderId, { status: 'dispatched', trackingNumber: `BD${i}77`, carrier: 'Blue Dart' }),
        ),
      ]);
      const won = race.map((r) => r.statusCode === 200);
      const cancelled = won.slice(0, 3).filter(Boolean).length;
      const dispatched = won.slice(3).filter(Boolean).length;
      expect([cancelled, dispatched], race.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toSatisfy(
        ([c, d]: number[]) => (c === 1 && d === 0) || (c === 0 && d === 1),
      );
      expect(race.filter((r) => r.statusCode !== 200).map((r) => r.statusCode)).toEqual(Array(5).fill(409));
      const [sub] = await db
        .select({ status: subOrders.status })
        .from(subOrders)
        .where(eq(subOrders.id, subOrderId));
      expect(sub?.status).toBe(cancelled ? SUB_ORDER_STATUSES.cancelled : SUB_ORDER_STATUSES.dispatched);
      cancelsWon += cancelled;
    }
    const [owed] = await db
      .select({
        units: sql<number>`coalesce(sum(${orderItems.quantity} - ${orderItems.returnedQuantity}), 0)::int`,
      })
      .from(orderItems)
      .where(eq(orderItems.productId, 'inv_dispatch'));
    const { stock } = await ledger(db, ['inv_dispatch']);
    expect(owed?.units).toBe(3 * (buyers.length - cancelsWon));
    expect((stock.inv_dispatch ?? 0) + (owed?.units ?? 0)).toBe(initial);
  });

  /** Failures injected by a trigger in the test database, each at a point between the order's own inserts. */
  const injections = [
    {
      name: 'the second sub-order insert',
      table: 'sub_orders',
      when: `(select count(*) from sub_orders where order_id = NEW.order_id) >= 2`,
    },
    {
      name: 'the last order line insert',
      table: 'order_items',
      when: `(select count(*) from order_items where order_id = NEW.order_id) >= 3`,
    },
    { name: 'the coupon redemption', table: 'coupon_redemptions', when: 'true' },
  ];

  it.each(injections)(
    'a failure at $name leaves nothing half-written, and the same request succeeds after',
    async (inj) => {
      const db = t.database.db;
      const tag = inj.table.replace(/_/g, '');
      const [p1, p2, p3] = [`inv_f_${tag}_1`, `inv_f_${tag}_2`, `inv_f_${tag}_3`];
      await insertStockedProducts(db, [
        { id: p1, sellerId: seller.a, stock: 10 },
        { id: p2, sellerId: seller.a, stock: 10 },
        { id: p3, sellerId: seller.b, stock: 10 },
      ]);
      const code = `INVF${tag.slice(0, 6).toUpperCase()}`;
      await insertCoupon(db, {
        id: `inv_c_${tag}`,
        code,
        sellerId: seller.a,
        usageLimit: 10,
        perUserLimit: null,
      });
      const cart = [
        { productId: p1, quantity: 2 },
        { productId: p2, quantity: 1 },
        { productId: p3, quantity: 3 },
      ];
      const [buyer] = await insertBuyers(db, 1, () => cart);
      if (!buyer) throw new Error('no buyer');
      const snapshot = async () => ({
        ledger: await ledger(db, [p1, p2, p3]),
        cart: await cartRows(db, buyer.userId),
        coupon: (await db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.code, code)))[0],
        redemptions: (
          await db.select().from(couponRedemptions).where(eq(couponRedemptions.userId, buyer.userId))
        ).length,
        mine: (await db.select().from(orders).where(eq(orders.userId, buyer.userId))).length,
      });
      const before = await snapshot();
      const body = codOrderBody(buyer, { couponCode: code });
      const key = `inject-${tag}`;

      await db.execute(
        sql.raw(`create or replace function inv_fail_${tag}() returns trigger language plpgsql as $$
        begin
          if ${inj.when} then raise exception 'injected failure at ${inj.name}'; end if;
          return NEW;
        end $$;
        create trigger inv_fail_${tag} after insert on ${inj.table} for each row execute function inv_fail_${tag}();`),
      );
      let failed: LightMyRequestResponse;
      try {
        failed = await postOrder(buyer, body, key);
      } finally {
        await db.execute(
          sql.raw(`drop trigger inv_fail_${tag} on ${inj.table}; drop function inv_fail_${tag}();`),
        );
      }
      expect(failed.statusCode, failed.body).toBe(500);
      expect(failed.body).not.toContain('injected failure');
      expect(await snapshot()).toEqual(before);

      const retried = await postOrder(buyer, body, key);
      expect(retried.statusCode, retried.body).toBe(201);
      const after = await snapshot();
      expect(after.mine).toBe(1);
      expect(after.cart).toEqual({});
      expect(after.coupon?.used).toBe((before.coupon?.used ?? 0) + 1);
      expect(after.redemptions).toBe(1);
      expect(after.ledger.stock).toEqual({ [p1]: 8, [p2]: 9, [p3]: 7 });
      expect(after.ledger.ordersWithoutSubOrders).toBe(0);
    },
  );
});
