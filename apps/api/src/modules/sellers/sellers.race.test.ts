// Seller status moves under concurrency, on real PostgreSQL (PGlite runs one query at a time and cannot race):
// identical posts append one event; two sellers moving one order's parcels at once leave the right order status;
// parallel cancels return the stock once.
import type { TrackingEventStatus } from '@haat/domain/orders/order-status';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orders, refunds, subOrders, trackingEvents } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import {
  call,
  buildSellerWorld,
  placeTestOrder,
  type TestBuyer,
  type TestProduct,
  type TestSeller,
} from './sellers.test-support.ts';

const notPostgres = testDatabaseKind !== 'postgres';

describe.skipIf(notPostgres)(
  `seller status moves under concurrency (${testDatabaseKind})`,
  { timeout: 90_000 },
  () => {
    let t: TestApp;
    let a: TestSeller;
    let b: TestSeller;
    let productA: TestProduct;
    let productB: TestProduct;
    let buyer: TestBuyer;

    beforeAll(async () => {
      ({ t, a, b, productA, productB, buyer } = await buildSellerWorld(1000));
    }, 60_000);
    afterAll(async () => t?.close());

    const db = () => t.database.db;
    const subOrderOf = async (orderId: string, sellerId: string) => {
      const [row] = await db()
        .select()
        .from(subOrders)
        .where(and(eq(subOrders.orderId, orderId), eq(subOrders.sellerId, sellerId)));
      if (!row) throw new Error('no sub-order');
      return row;
    };
    const eventsOf = async (subOrderId: string, status: TrackingEventStatus) => {
      const [row] = await db()
        .select({ n: count() })
        .from(trackingEvents)
        .where(and(eq(trackingEvents.subOrderId, subOrderId), eq(trackingEvents.status, status)));
      return row?.n ?? 0;
    };
    const move = (key: string, subOrderId: string, body: Record<string, unknown>) =>
      call(t, 'POST', `/api/seller/orders/${subOrderId}/status`, key, body);

    it('25 identical parallel posts: one 200, the rest 409, exactly one event and one mail', async () => {
      const { orderId } = await placeTestOrder(db(), buyer, [{ product: productA, quantity: 1 }]);
      const sub = await subOrderOf(orderId, a.id);
      const answers = await Promise.all(
        Array.from({ length: 25 }, () =>
          move(a.key, sub.id, { status: 'dispatched', trackingNumber: 'BD998877', carrier: 'Blue Dart' }),
        ),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, ...Array<number>(24).fill(409)]);
      expect(await eventsOf(sub.id, 'dispatched')).toBe(1);
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email));
      expect(mails.filter((m) => m.subject.endsWith(': Order Dispatched'))).toHaveLength(1);
    });

    it("two sellers delivering one order's parcels at once leave it delivered", async () => {
      for (let round = 0; round < 5; round += 1) {
        const { orderId } = await placeTestOrder(db(), buyer, [
          { product: productA, quantity: 1 },
          { product: productB, quantity: 1 },
        ]);
        const subA = await subOrderOf(orderId, a.id);
        const subB = await subOrderOf(orderId, b.id);
        const answers = await Promise.all([
          move(a.key, subA.id, { status: 'delivered' }),
          move(b.key, subB.id, { status: 'delivered' }),
        ]);
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
        const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
        expect(order?.status).toBe('delivered');
        expect(order?.deliveredAt).toBeInstanceOf(Date);
      }
    });

    it('parallel cancels of a paid parcel return the stock once and refund once', async () => {
      const stockOf = async () =>
        (await db().select({ stock: products.stock }).from(products).where(eq(products.id, productB.id)))[0]
          ?.stock;
      const before = await stockOf();
      const { orderId } = await placeTestOrder(db(), buyer, [{ product: productB, quantity: 4 }], 'razorpay');
      const sub = await subOrderOf(orderId, b.id);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => move(b.key, sub.id, { status: 'cancelled' })),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(await stockOf()).toBe(before);
      expect(await db().select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
      expect(await eventsOf(sub.id, 'cancelled')).toBe(1);
    });
  },
);
