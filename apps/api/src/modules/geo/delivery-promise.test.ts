// GET /api/delivery/promise through HTTP: a page of products to one pincode by the rules checkout applies, with the
// directory's city; unknown pincodes are answered (not served), withdrawn products left out, bad input refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import { productDeliveryPromise } from '@haat/domain/shipping/delivery-promise';
import {
  deliveryPromiseResponseSchema,
  MAX_PROMISE_PRODUCTS,
  type DeliveryPromiseResponse,
} from '@haat/domain/shipping/delivery-promise.schema';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { insertFixtureProducts } from '../catalog/catalog.fixtures.ts';
import { insertTestSellers } from '../coupons/coupons.test-support.ts';

describe(`delivery promise (${testDatabaseKind})`, () => {
  let t: TestApp;
  /** Seller a ships from Mumbai 400001, seller b from Bengaluru 560001. */
  let ids: { cheapA: string; dearA: string; cheapB: string; hidden: string };

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_MAX: '100000' });
    const { a, b } = await insertTestSellers(t.database.db);
    ids = { cheapA: 'dp_cheap_a', dearA: 'dp_dear_a', cheapB: 'dp_cheap_b', hidden: 'dp_hidden' };
    await insertFixtureProducts(t.database.db, [
      { id: ids.cheapA, sellerId: a, pricePaise: 49_900 },
      { id: ids.dearA, sellerId: a, pricePaise: 7_500_000 },
      { id: ids.cheapB, sellerId: b, pricePaise: 29_900 },
      { id: ids.hidden, sellerId: b, pricePaise: 29_900, isPublished: false },
    ]);
  });
  afterAll(async () => t?.close());

  async function promise(pincode: string, productIds: string[]): Promise<DeliveryPromiseResponse> {
    const before = new Date();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/delivery/promise?pincode=${pincode}&productIds=${productIds.join(',')}`,
    });
    const after = new Date();
    expect(res.statusCode, res.body).toBe(200);
    const body = deliveryPromiseResponseSchema.parse(res.json());
    // The dates are the domain's for the moment of the request (either side of it, should a cut-off pass).
    for (const p of body.promises) {
      const sellerPincode = p.productId.endsWith('_b') ? '560001' : '400001';
      const input = {
        sellerPincode,
        buyerPincode: pincode,
        inDirectory: body.city !== null,
        unitPriceRupees: p.productId === ids.dearA ? 75_000 : 1,
      };
      const expected = [productDeliveryPromise(input, before), productDeliveryPromise(input, after)];
      expect(expected.map((e) => e.deliveryBy)).toContain(p.deliveryBy);
      expect(p.serviceable).toBe(expected[0]?.serviceable);
      expect(p.codAvailable).toBe(expected[0]?.codAvailable);
    }
    return body;
  }

  it('promises each product to Raipur with a date and COD, nearer sellers sooner', async () => {
    const body = await promise('492001', [ids.cheapA, ids.cheapB]);
    expect(body).toMatchObject({
      success: true,
      pincode: '492001',
      city: 'Raipur',
      state: 'Chhattisgarh',
      serviceable: true,
      codAvailable: true,
    });
    expect(body.promises.map((p) => p.productId)).toEqual([ids.cheapA, ids.cheapB]);
    for (const p of body.promises) {
      expect(p).toMatchObject({ serviceable: true, codAvailable: true });
      expect(p.deliveryBy).toBe(p.window?.to);
    }
  });

  it('is local from a seller in the same sorting district', async () => {
    const [mumbai] = (await promise('400020', [ids.cheapA])).promises;
    const [delhi] = (await promise('110001', [ids.cheapA])).promises;
    expect(mumbai!.deliveryBy! < delhi!.deliveryBy!).toBe(true);
  });

  it('offers no COD for a product above the COD limit, and none to the Andaman islands', async () => {
    const mainland = await promise('110001', [ids.dearA, ids.cheapA]);
    expect(mainland.promises.map((p) => [p.productId, p.codAvailable])).toEqual([
      [ids.dearA, false],
      [ids.cheapA, true],
    ]);
    const islands = await promise('744101', [ids.cheapA]);
    expect(islands).toMatchObject({ city: 'South Andaman', serviceable: true, codAvailable: false });
    expect(islands.promises[0]).toMatchObject({ serviceable: true, codAvailable: false });
  });

  it('answers an unknown pincode 200, not serviceable, with no dates', async () => {
    for (const pincode of ['110099', '999999']) {
      const body = await promise(pincode, [ids.cheapA]);
      expect(body).toMatchObject({ city: null, state: null, serviceable: false, codAvailable: false });
      expect(body.promises).toEqual([
        { productId: ids.cheapA, serviceable: false, codAvailable: false, deliveryBy: null, window: null },
      ]);
    }
  });

  it('leaves out unpublished and unknown products, and asks once for a repeated id', async () => {
    const body = await promise('560001', [ids.cheapB, ids.hidden, 'no_such_product', ids.cheapB]);
    expect(body.promises.map((p) => p.productId)).toEqual([ids.cheapB]);
  });

  it.each([
    ['pincode=12ab56&productIds=x', LOCATION_MESSAGES.enterValidPincode],
    ['pincode=000000&productIds=x', LOCATION_MESSAGES.enterValidPincode],
    ['productIds=x', undefined],
    ['pincode=492001', undefined],
    ['pincode=492001&productIds=,,', undefined],
    [
      `pincode=492001&productIds=${Array.from({ length: MAX_PROMISE_PRODUCTS + 1 }, (_, i) => `p${i}`).join(',')}`,
      undefined,
    ],
  ])('refuses %s with 400', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/delivery/promise?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    if (message) expect(body.error).toBe(message);
  });
});
