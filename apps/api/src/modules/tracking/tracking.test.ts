// Tracking: the shopper's tracking call and the guest lookup, against orders placed and moved for real.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trackingResponseSchema } from '@haat/domain/orders/order.schema';
import { trackOrderResponseSchema } from '@haat/domain/orders/track-order.schema';
import { MESSAGES } from '@haat/domain/validation/messages';
import { AppError } from '../../http/app-error.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import {
  call,
  insertKeyedSellers,
  insertSellerProducts,
  newBuyer,
  placeTestOrder,
  type TestBuyer,
  type TestSeller,
} from '../sellers/sellers.test-support.ts';
import { normaliseContact, normaliseOrderNumber, trackGuestOrder } from './tracking.service.ts';

const NOT_FOUND = { success: false, error: MESSAGES.trackOrder.notFound, code: 'ORDER_NOT_FOUND' };

describe(`order tracking (${testDatabaseKind})`, () => {
  let t: TestApp;
  let buyer: TestBuyer;
  let seller: TestSeller;
  let order: { orderId: string; orderNumber: string };

  beforeAll(async () => {
    t = await buildTestApp({
      FORM_RATE_LIMIT_MAX: '1000',
      AUTH_RATE_LIMIT_MAX: '1000',
      MAIL_WORKER_INTERVAL_MS: '0',
    });
    const { a } = await insertKeyedSellers(t.database.db);
    seller = a;
    const [product] = await insertSellerProducts(t.database.db, [a.id]);
    if (!product) throw new Error('no product');
    buyer = await newBuyer(t);
    order = await placeTestOrder(t.database.db, buyer, [{ product, quantity: 1 }]);
    const sub = (
      (await call(t, 'GET', '/api/seller/orders', seller.key)).json() as { orders: { subOrderId: string }[] }
    ).orders[0];
    const res = await call(t, 'POST', `/api/seller/orders/${sub?.subOrderId}/status`, seller.key, {
      status: 'dispatched',
      trackingNumber: 'XB4455667788',
      carrier: 'Xpressbees',
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  }, 60_000);
  afterAll(() => t?.close());

  const lookup = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/tracking/lookup', payload: payload as object });

  describe('GET /api/tracking/order/{orderId}', () => {
    it("answers the shopper's own order with progress, events newest first and the courier", async () => {
      const res = await call(t, 'GET', `/api/tracking/order/${order.orderId}`, buyer.token);
      expect(res.statusCode, res.body).toBe(200);
      const { data, message } = trackingResponseSchema.parse(res.json());
      expect(message).toBe('Tracking information retrieved');
      expect(data).toMatchObject({
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        status: 'Order Dispatched',
        statusCode: 'dispatched',
        progress: 60,
        trackingNumber: 'XB4455667788',
        carrier: 'Xpressbees',
        isRealTimeTracking: true,
      });
      expect(data.events.map((e) => [e.status, e.statusCode])).toEqual([
        ['Order Dispatched', 'dispatched'],
        ['Order Confirmed', 'confirmed'],
      ]);
      expect(data.subOrders).toHaveLength(1);
    });

    it("answers 404 'Order not found' for another shopper's order, an unknown id and a malformed one", async () => {
      const other = await newBuyer(t);
      for (const id of [order.orderId, '00000000-0000-4000-8000-000000000000', 'HT1234567890']) {
        const res = await call(t, 'GET', `/api/tracking/order/${id}`, other.token);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ success: false, error: 'Order not found', code: 'ORDER_NOT_FOUND' });
      }
    });

    it('needs a signed-in shopper (401), and a seller key is not one', async () => {
      expect((await call(t, 'GET', `/api/tracking/order/${order.orderId}`)).statusCode).toBe(401);
      expect((await call(t, 'GET', `/api/tracking/order/${order.orderId}`, seller.key)).statusCode).toBe(401);
    });
  });

  describe('POST /api/tracking/lookup', () => {
    it('finds the order by its number and the e-mail, in any case and spacing', async () => {
      const res = await lookup({
        orderNumber: ` ${order.orderNumber.toLowerCase()} `,
        contact: ` ${buyer.email.toUpperCase()} `,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = trackOrderResponseSchema.parse(res.json());
      expect(body.message).toBe('Tracking information retrieved');
      expect(body.data).toMatchObject({
        orderNumber: order.orderNumber,
        status: 'Order Dispatched',
        statusCode: 'dispatched',
        progress: 60,
        city: 'Chennai',
      });
      expect(body.data.events.map((e) => [e.status, e.statusCode])).toEqual([
        ['Order Dispatched', 'dispatched'],
        ['Order Confirmed', 'confirmed'],
      ]);
      expect(body.data.expectedDelivery).not.toBeNull();
      // A guest sees no address line, phone, item, amount or who moved the parcel.
      const raw = JSON.stringify(res.json());
      for (const secret of ['Luz Church', '9876543210', buyer.phone, 'Steel Tiffin', 'seller:', 'Meera']) {
        expect(raw).not.toContain(secret);
      }
      expect(Object.keys(body.data).sort()).toEqual(
        [
          'city',
          'deliveredAt',
          'events',
          'expectedDelivery',
          'orderDate',
          'orderNumber',
          'progress',
          'status',
          'statusCode',
          'subOrders',
        ].sort(),
      );
    });

    it("shows each parcel of a two-seller order under its seller's name with its own events (docs/behaviour/tracking.md#tracking-per-parcel)", async () => {
      const { a, b } = await insertKeyedSellers(t.database.db);
      const [pa, pb] = await insertSellerProducts(t.database.db, [a.id, b.id]);
      if (!pa || !pb) throw new Error('no products');
      const two = await placeTestOrder(t.database.db, buyer, [
        { product: pa, quantity: 1 },
        { product: pb, quantity: 2 },
      ]);
      const parcelOf = async (sellerKey: string) =>
        (
          (await call(t, 'GET', '/api/seller/orders', sellerKey)).json() as {
            orders: { subOrderId: string; orderNumber: string }[];
          }
        ).orders.find((o) => o.orderNumber === two.orderNumber)!.subOrderId;
      const [parcelA, parcelB] = [await parcelOf(a.key), await parcelOf(b.key)];
      const dispatched = await call(t, 'POST', `/api/seller/orders/${parcelA}/status`, a.key, {
        status: 'dispatched',
        trackingNumber: 'DL1122334455',
        carrier: 'Delhivery',
      });
      expect(dispatched.statusCode, dispatched.body).toBe(200);

      const res = await lookup({ orderNumber: two.orderNumber, contact: buyer.email });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = trackOrderResponseSchema.parse(res.json());
      expect(data.subOrders).toEqual([
        { _id: parcelA, sellerName: 'Ganesh Traders', status: 'Order Dispatched', statusCode: 'dispatched' },
        { _id: parcelB, sellerName: expect.any(String), status: 'Order Confirmed', statusCode: 'confirmed' },
      ]);
      expect(data.subOrders[1]!.sellerName).not.toBe('Ganesh Traders');
      // The dispatch belongs to seller A's parcel alone; the signed-in order page groups the same events the same way.
      const own = await call(t, 'GET', `/api/tracking/order/${two.orderId}`, buyer.token);
      const signedIn = trackingResponseSchema.parse(own.json()).data.events;
      expect(
        data.events.map(({ status, subOrderId, timestamp }) => ({ status, subOrderId, timestamp })),
      ).toEqual(signedIn.map(({ status, subOrderId, timestamp }) => ({ status, subOrderId, timestamp })));
      expect(data.events.filter((e) => e.subOrderId === parcelA).map((e) => e.status)).toContain(
        'Order Dispatched',
      );
      expect(data.events.some((e) => e.subOrderId === parcelB && e.status === 'Order Dispatched')).toBe(
        false,
      );
      expect(JSON.stringify(res.json())).not.toContain('seller:');
    });

    it('finds the order by the phone number written in any usual way', async () => {
      const ten = buyer.phone.slice(-10);
      for (const contact of [buyer.phone, ten, `+91 ${ten.slice(0, 5)}-${ten.slice(5)}`, `0${ten}`]) {
        const res = await lookup({ orderNumber: order.orderNumber, contact });
        expect(res.statusCode, contact).toBe(200);
      }
    });

    it('answers one 404 for a wrong contact and for an unknown order number', async () => {
      for (const payload of [
        { orderNumber: order.orderNumber, contact: 'someone.else@example.in' },
        { orderNumber: order.orderNumber, contact: '9123456780' },
        { orderNumber: 'HT0000000000', contact: buyer.email },
      ]) {
        const res = await lookup(payload);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
    });

    it.each([
      [{ contact: 'asha@example.com' }, MESSAGES.trackOrder.orderNumberRequired, 'orderNumber'],
      [
        { orderNumber: '  ', contact: 'asha@example.com' },
        MESSAGES.trackOrder.orderNumberRequired,
        'orderNumber',
      ],
      [{ orderNumber: 'HT-1' }, MESSAGES.trackOrder.contactRequired, 'contact'],
      [
        { orderNumber: 'X'.repeat(41), contact: 'asha@example.com' },
        'Order number is too long',
        'orderNumber',
      ],
    ])('validates before looking up (%#)', async (payload, error, field) => {
      const res = await lookup(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error, code: 'VALIDATION_FAILED', field });
    });
  });
});

describe('trackGuestOrder', () => {
  it('looks up with the normalised number and contact and turns no match into ORDER_NOT_FOUND', async () => {
    const findGuestOrder = vi.fn(async () => null);
    const err = await trackGuestOrder(
      { findGuestOrder },
      { orderNumber: '#ht 0123-456789', contact: ' Asha@Example.COM ' },
    ).catch((e: unknown) => e);
    expect(findGuestOrder).toHaveBeenCalledWith('HT0123456789', ['asha@example.com']);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      statusCode: 404,
      code: 'ORDER_NOT_FOUND',
      message: MESSAGES.trackOrder.notFound,
    });
  });

  it('spells a phone number as accounts store it (+91…) and as its 10 digits', () => {
    expect(normaliseContact('+91 98765-43210')).toEqual(['+919876543210', '9876543210']);
    expect(normaliseContact('098765 43210')).toEqual(['+919876543210', '9876543210']);
    expect(normaliseContact('+44 20 7946 0958')).toEqual(['+442079460958']);
    expect(normaliseOrderNumber(' ht0123456789 ')).toBe('HT0123456789');
  });
});
