// POST /api/orders/shipping-estimate through HTTP: one row per seller from the catalogue's prices and weights
// and the sellers' pincodes, free above ₹999, the fallback flag, validation, and unknown products.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHIPPING_MESSAGES,
  shippingEstimateResponseSchema,
} from '@haat/domain/shipping/shipping-estimate.schema';
import { sellers } from '../../db/schema/sellers.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { insertFixtureProducts } from '../catalog/catalog.fixtures.ts';
import { LIMITS, newShopper, type Shopper } from '../cart/cart.test-support.ts';
import { quoteParcels } from './shipping.service.ts';

const URL = '/api/orders/shipping-estimate';
/** Monday 23 November 2026, 10:00 IST. */
const NOW = new Date('2026-11-23T04:30:00Z');

describe(`shipping estimate (${testDatabaseKind})`, () => {
  let t: TestApp;
  let shopper: Shopper;

  beforeAll(async () => {
    t = await buildTestApp(LIMITS);
    await t.database.db.insert(sellers).values([
      {
        id: 'sel_blr',
        legalName: 'Bengaluru Bazaar Private Limited',
        displayName: 'Bengaluru Bazaar',
        gstin: '29AABCB1234C1Z5',
        state: 'Karnataka',
        stateCode: '29',
        city: 'Bengaluru',
        pincode: '560034',
      },
      {
        id: 'sel_del',
        legalName: 'Dilli Traders LLP',
        displayName: 'Dilli Traders',
        gstin: '07AABCD1234C1Z5',
        state: 'Delhi',
        stateCode: '07',
        city: 'New Delhi',
        pincode: '110001',
      },
    ]);
    await insertFixtureProducts(t.database.db, [
      { id: 'sh_kettle', sellerId: 'sel_blr', sellingPricePaise: 20_000, shippingWeightGrams: 700 },
      {
        id: 'sh_tea',
        sellerId: 'sel_blr',
        sellingPricePaise: 10_000,
        shippingWeightGrams: 300,
        freeShipping: true,
      },
      { id: 'sh_rug', sellerId: 'sel_del', sellingPricePaise: 30_000, shippingWeightGrams: 1_200 },
      {
        id: 'sh_tv',
        sellerId: 'sel_del',
        sellingPricePaise: 150_000,
        mrpPaise: 160_000,
        shippingWeightGrams: 12_000,
      },
      { id: 'sh_gone', sellerId: 'sel_del', isPublished: false },
    ]);
    shopper = await newShopper(t);
  }, 120_000);
  afterAll(async () => t?.close());

  const estimate = async (body: unknown) => {
    const res = await shopper.call('POST', URL, body);
    expect(res.statusCode, res.body).toBe(200);
    return shippingEstimateResponseSchema.parse(res.json());
  };

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { items: [], shippingPincode: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('quotes one row per seller in cart order, priced by zone and weight, in rupees', async () => {
    const body = await estimate({
      items: [
        { productId: 'sh_kettle', quantity: 1 },
        { productId: 'sh_rug', quantity: 1 },
        { productId: 'sh_tea', quantity: 2 },
        { productId: 'sh_kettle', quantity: 1 },
      ],
      shippingPincode: '560001',
    });
    expect(
      body.breakdown.map((r) => [r.sellerId, r.sellerName, r.items, r.weightGrams, r.zone, r.rate]),
    ).toEqual([
      // 2 kettles 1.4 kg chargeable (tea ships free): local ₹40 + 2 × ₹20.
      ['sel_blr', 'Bengaluru Bazaar', 4, 2_000, 'local', 80],
      // 1.2 kg Delhi to Bengaluru: national ₹80 + 2 × ₹40.
      ['sel_del', 'Dilli Traders', 1, 1_200, 'national', 160],
    ]);
    expect(body.shippingCost).toBe(240);
    expect(body).toMatchObject({ success: true, fallback: false, freeShipping: false });
    expect(typeof body.estimatedDelivery.from).toBe('string');
  });

  it('ships free above ₹999 and flags an unknown pincode region', async () => {
    const free = await estimate({ items: [{ productId: 'sh_tv', quantity: 1 }], shippingPincode: '781001' });
    expect(free).toMatchObject({ shippingCost: 0, freeShipping: true, fallback: false });
    expect(free.breakdown[0]).toMatchObject({ zone: 'special', rate: 0, weightGrams: 12_000 });

    const unknown = await estimate({
      items: [{ productId: 'sh_rug', quantity: 1 }],
      shippingPincode: '290001',
    });
    expect(unknown).toMatchObject({ fallback: true, shippingCost: 160 });
  });

  it('answers 404 for an unknown or withdrawn product and 400 for bad input', async () => {
    for (const productId of ['sh_nothing', 'sh_gone']) {
      const res = await shopper.call('POST', URL, {
        items: [{ productId, quantity: 1 }],
        shippingPincode: '560001',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'Product not found' });
    }
    const pin = await shopper.call('POST', URL, {
      items: [{ productId: 'sh_rug', quantity: 1 }],
      shippingPincode: '0123',
    });
    expect(pin.statusCode).toBe(400);
    expect(pin.json().error).toBe(SHIPPING_MESSAGES.pincodeInvalid);
    const empty = await shopper.call('POST', URL, { items: [], shippingPincode: '560001' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(SHIPPING_MESSAGES.itemsRequired);
  });

  it('quoteParcels reads the sellers and prices what the caller priced', async () => {
    const quote = await quoteParcels(
      t.database.db,
      [
        {
          sellerId: 'sel_del',
          lines: [
            {
              productId: 'sh_rug',
              quantity: 2,
              unitPricePaise: 30_000,
              weightGrams: 1_200,
              freeShipping: false,
            },
          ],
        },
      ],
      '110017',
      NOW,
    );
    expect(quote.parcels).toEqual([
      {
        sellerId: 'sel_del',
        sellerName: 'Dilli Traders',
        items: 2,
        weightGrams: 2_400,
        ratePaise: 4_000 + 4 * 2_000,
        zone: 'local',
        estimatedDelivery: { from: '2026-11-24', to: '2026-11-25' },
      },
    ]);
    await expect(
      quoteParcels(t.database.db, [{ sellerId: 'sel_none', lines: [] }], '110017', NOW),
    ).rejects.toThrow();
  });
});
