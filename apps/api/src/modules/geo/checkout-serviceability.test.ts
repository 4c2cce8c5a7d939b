// Checkout applies the delivery promise's rules (issue 9): an address whose pincode we do not deliver to is refused
// for cash on delivery and for a gateway payment alike; a prepaid-only pincode refuses cash but not a card; the
// shipping estimate says both, and stays an estimate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { COD_LIMIT_RUPEES, ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { DELIVERY_ERROR_CODES, DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
import { shippingEstimateResponseSchema } from '@haat/domain/shipping/shipping-estimate.schema';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { LIMITS, newShopper } from '../cart/cart.test-support.ts';
import { COD_LIMIT_CODE } from '../checkout/cash-on-delivery.ts';
import {
  addAddress,
  fillCart,
  insertTwoSellerCatalogue,
  orderOf,
  placeCodOrder,
  stockOf,
  type CheckoutShopper,
  type TwoSellerCatalogue,
} from '../orders/orders.test-support.ts';
import { PAYMENT_TEST_ENV } from '../payments/payments.test-support.ts';

describe(`checkout and the pincode's service (${testDatabaseKind})`, () => {
  let t: TestApp;
  let catalogue: TwoSellerCatalogue;

  beforeAll(async () => {
    t = await buildTestApp({ ...PAYMENT_TEST_ENV, ...LIMITS });
    catalogue = await insertTwoSellerCatalogue(t, { a1: 100, a2: 100, b1: 100 });
  });
  afterAll(async () => t?.close());

  /** A shopper with one ₹299 line in the cart and an address at this pincode. */
  async function shopperAt(postalCode: string, over: Record<string, unknown> = {}): Promise<CheckoutShopper> {
    const shopper = await newShopper(t);
    const addressId = await addAddress(shopper, { postalCode, ...over });
    await fillCart(shopper, [[catalogue.a2.id, 1]]);
    return { ...shopper, addressId };
  }

  const refusal = (res: { statusCode: number; body: string; json(): unknown }, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return apiErrorSchema.parse(res.json());
  };

  it.each([
    // An Army Postal Service pincode, and one India Post never allotted: no courier of ours goes there.
    ['999001', { city: 'Field Post Office', state: 'Delhi' }],
    ['110099', {}],
  ])(
    'refuses cash on delivery to %s: 422 not serviceable, field shippingAddress, stock untouched',
    async (pin, over) => {
      const shopper = await shopperAt(pin, over);
      const body = refusal(await placeCodOrder(t, shopper), 422);
      expect(body).toEqual({
        success: false,
        error: DELIVERY_MESSAGES.notServiceable,
        code: DELIVERY_ERROR_CODES.notServiceable,
        field: 'shippingAddress',
      });
      expect(await stockOf(t, catalogue.a2.id)).toEqual({ [catalogue.a2.id]: 100 });
    },
  );

  it('refuses to open a gateway payment for a pincode we do not serve', async () => {
    const shopper = await shopperAt('999001', { city: 'Field Post Office', state: 'Delhi' });
    const res = await shopper.call('POST', '/api/payment/create-order', {
      currency: 'INR',
      shippingAddress: { _id: shopper.addressId },
    });
    expect(refusal(res, 422)).toMatchObject({
      error: DELIVERY_MESSAGES.notServiceable,
      code: DELIVERY_ERROR_CODES.notServiceable,
      field: 'shippingAddress',
    });
  });

  it('refuses cash on delivery to Port Blair (prepaid only) but opens a card payment there', async () => {
    const shopper = await shopperAt('744101', {
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
    });
    expect(refusal(await placeCodOrder(t, shopper), 422)).toMatchObject({
      error: DELIVERY_MESSAGES.codUnavailable,
      code: DELIVERY_ERROR_CODES.codUnavailable,
    });
    const res = await shopper.call('POST', '/api/payment/create-order', {
      currency: 'INR',
      shippingAddress: { _id: shopper.addressId },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('still places cash on delivery to Raipur, and keeps the COD-limit message for the amount', async () => {
    const raipur = await shopperAt('492001', { city: 'Raipur', state: 'Chhattisgarh' });
    const order = orderOf(await placeCodOrder(t, raipur));
    expect(order.shippingAddress.postalCode).toBe('492001');

    const bulk = await shopperAt('492001', { city: 'Raipur', state: 'Chhattisgarh' });
    // 41 units of ₹1,234.50 pass ₹50,000: Raipur takes cash, but not this much of it.
    await fillCart(bulk, [[catalogue.a1.id, Math.ceil((COD_LIMIT_RUPEES * 100) / catalogue.a1.pricePaise)]]);
    expect(refusal(await placeCodOrder(t, bulk), 422)).toMatchObject({
      error: ORDER_MESSAGES.codLimit(COD_LIMIT_RUPEES),
      code: COD_LIMIT_CODE,
    });
  });

  it('shows serviceable and COD in the shipping estimate, which stays an estimate', async () => {
    const shopper = await newShopper(t);
    const estimate = async (shippingPincode: string) => {
      const res = await shopper.call('POST', '/api/orders/shipping-estimate', {
        items: [{ productId: catalogue.a2.id, quantity: 1 }],
        shippingPincode,
      });
      expect(res.statusCode, res.body).toBe(200);
      return shippingEstimateResponseSchema.parse(res.json());
    };
    expect(await estimate('492001')).toMatchObject({ serviceable: true, codAvailable: true });
    expect(await estimate('744101')).toMatchObject({ serviceable: true, codAvailable: false });
    expect(await estimate('999001')).toMatchObject({ serviceable: false, codAvailable: false });
  });
});
