// Returns under concurrency, on real PostgreSQL (PGlite runs one query at a time and cannot race): parallel
// requests for the same units reserve only what is there; parallel decisions on one request apply once.
import { and, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, trackingEvents } from '../../db/schema/orders.ts';
import { returnRequestItems, returnRequests } from '../../db/schema/returns.ts';
import { testDatabaseKind } from '../../testing/build-test-app.ts';
import { buildSellerWorld, type SellerWorld } from '../sellers/sellers.test-support.ts';
import { createdRequests, decide, placeOrder, postReturn, returnedQuantity } from './returns.test-support.ts';

describe.skipIf(testDatabaseKind !== 'postgres')(
  `returns under concurrency (${testDatabaseKind})`,
  { timeout: 120_000 },
  () => {
    let w: SellerWorld;

    beforeAll(async () => {
      w = await buildSellerWorld(1000);
    }, 60_000);
    afterAll(async () => w?.t.close());

    const db = () => w.t.database.db;

    it('parallel requests for the same units never reserve more than the line holds', async () => {
      for (let round = 0; round < 3; round += 1) {
        const order = await placeOrder(w, [{ product: w.productA, quantity: 3 }]);
        const lineId = order.line[w.productA.id] as string;
        const asked = [1, 2, 1, 3, 2, 1, 1, 2, 1, 3, 1, 2];
        const answers = await Promise.all(
          asked.map((quantity) =>
            postReturn(w.t, w.buyer.token, {
              orderId: order.orderId,
              items: [{ orderItemId: lineId, quantity }],
              returnReason: 'Quality Issues',
            }),
          ),
        );
        for (const res of answers) expect([201, 409, 422], res.body).toContain(res.statusCode);
        const granted = answers
          .filter((r) => r.statusCode === 201)
          .flatMap((r) => createdRequests(r))
          .reduce((total, r) => total + (r.items[0]?.quantity ?? 0), 0);
        const [stored] = await db()
          .select({ units: sum(returnRequestItems.quantity) })
          .from(returnRequestItems)
          .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.returnRequestId))
          .where(eq(returnRequests.orderId, order.orderId));
        expect(Number(stored?.units ?? 0)).toBe(granted);
        expect(granted).toBeLessThanOrEqual(3);
        expect(granted).toBeGreaterThan(0);
        expect(await returnedQuantity(w.t, lineId)).toBe(granted);
      }
    });

    it('parallel identical requests with one key make one request', async () => {
      const order = await placeOrder(w, [{ product: w.productA, quantity: 3 }]);
      const lineId = order.line[w.productA.id] as string;
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          postReturn(
            w.t,
            w.buyer.token,
            { orderId: order.orderId, items: [{ orderItemId: lineId, quantity: 1 }], returnReason: 'Other' },
            `race-key-${order.orderId}`,
          ),
        ),
      );
      // The first runs; the rest replay it or are told it is still running.
      for (const res of answers) expect([200, 201, 409], res.body).toContain(res.statusCode);
      const [made] = await db()
        .select({ n: count() })
        .from(returnRequests)
        .where(eq(returnRequests.orderId, order.orderId));
      expect(made?.n).toBe(1);
      expect(await returnedQuantity(w.t, lineId)).toBe(1);
    });

    it('parallel refund decisions on one request record exactly one refund', async () => {
      const order = await placeOrder(w, [{ product: w.productA, quantity: 2 }]);
      const [request] = createdRequests(
        await postReturn(w.t, w.buyer.token, {
          orderId: order.orderId,
          items: [{ orderItemId: order.line[w.productA.id] as string, quantity: 2 }],
          returnReason: 'Defective/Damaged Product',
        }),
      );
      const id = request?._id as string;
      for (const action of ['approve', 'pick_up']) {
        expect((await decide(w.t, w.a.key, id, { action })).statusCode).toBe(200);
      }
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          decide(w.t, w.a.key, id, { action: 'refund', ...(i % 2 ? { refundAmount: 500 } : {}) }),
        ),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, ...Array<number>(11).fill(422)]);
      const rows = await db().select().from(refunds).where(eq(refunds.returnRequestId, id));
      expect(rows).toHaveLength(1);
      // Every unit came back refunded: the parcel moved to Returned once.
      const [events] = await db()
        .select({ n: count() })
        .from(trackingEvents)
        .where(
          and(
            eq(trackingEvents.subOrderId, order.subOrder[w.a.id] as string),
            eq(trackingEvents.status, 'returned'),
          ),
        );
      expect(events?.n).toBe(1);
    });

    it('a rejection racing new requests never frees units another request holds', async () => {
      const order = await placeOrder(w, [{ product: w.productA, quantity: 2 }]);
      const lineId = order.line[w.productA.id] as string;
      const body = {
        orderId: order.orderId,
        items: [{ orderItemId: lineId, quantity: 2 }],
        returnReason: 'Quality Issues' as const,
      };
      const [first] = createdRequests(await postReturn(w.t, w.buyer.token, body));
      const answers = await Promise.all([
        decide(w.t, w.a.key, first?._id as string, { action: 'reject' }),
        ...Array.from({ length: 6 }, () => postReturn(w.t, w.buyer.token, body)),
      ]);
      expect(answers[0]?.statusCode).toBe(200);
      const made = answers.slice(1).filter((r) => r.statusCode === 201).length;
      expect(made).toBeLessThanOrEqual(1);
      expect(await returnedQuantity(w.t, lineId)).toBe(made * 2);
    });
  },
);
