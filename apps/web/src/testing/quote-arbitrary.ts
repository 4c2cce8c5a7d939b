// Random server quotes (POST /api/checkout/quote's contract) for the components that show one: each money field
// drawn on its own, so a component that added anything up instead of showing the field would be caught.
import fc from 'fast-check';
import { checkoutQuoteSchema, type CheckoutQuote } from '@haat/domain/checkout/checkout-quote.schema';

const rupees = fc.integer({ min: 0, max: 20_000_000 }).map((p) => p / 100);
const positive = fc.integer({ min: 1, max: 20_000_000 }).map((p) => p / 100);

export const quoteArbitrary: fc.Arbitrary<CheckoutQuote> = fc
  .record({
    itemCount: fc.integer({ min: 1, max: 40 }),
    subtotal: positive,
    mrpSavings: rupees,
    savings: rupees,
    shipping: fc.oneof(fc.constant(0), positive, fc.constant(null)),
    discount: rupees,
    couponCode: fc.option(fc.constantFrom('FREESHIP', 'ASHA15', 'SAVE100'), { nil: null }),
    tax: rupees,
    total: positive,
    hint: fc.option(fc.record({ remaining: positive, percent: fc.integer({ min: 0, max: 99 }) }), {
      nil: null,
    }),
  })
  .map((r) =>
    checkoutQuoteSchema.parse({
      lines: [],
      excluded: [],
      parcels: [
        {
          sellerId: 's1',
          sellerName: 'Asha Audio',
          items: r.itemCount,
          weightGrams: 700,
          subtotal: r.subtotal,
          shipping: r.shipping,
          shippingReason: r.shipping === null ? 'no_pincode' : r.shipping === 0 ? 'free_products' : 'charged',
          discount: r.discount,
          total: r.total,
          zone: r.shipping === null ? null : 'national',
          estimatedDelivery: r.shipping === null ? null : { from: '2026-12-02', to: '2026-12-05' },
        },
      ],
      itemCount: r.itemCount,
      subtotal: r.subtotal,
      mrpSavings: r.mrpSavings,
      savings: r.savings,
      shipping: r.shipping,
      discount: r.discount,
      couponCode: r.couponCode,
      couponRefusal: null,
      tax: r.tax,
      total: r.total,
      fallback: false,
      estimatedDelivery: r.shipping === null ? null : { from: '2026-12-02', to: '2026-12-05' },
      cashOnDelivery: r.shipping === null ? null : { allowed: true, reason: null, limit: 50_000 },
      freeShippingHint:
        r.hint && r.shipping !== 0
          ? { threshold: 500, remaining: r.hint.remaining, percent: r.hint.percent }
          : null,
      pincode: r.shipping === null ? null : '110001',
      serviceable: r.shipping === null ? null : true,
    }),
  );

/**
 * The server's quote of one ₹1,299 kettle (cartLineFixture) as the API answers it: ₹49 delivery once a pincode is
 * given, ₹100 off with a coupon; a stand-in for POST /api/checkout/quote in component tests.
 */
export function quoteFixture({
  pincode,
  couponCode,
  fallback = false,
}: { pincode?: string; couponCode?: string; fallback?: boolean } = {}): CheckoutQuote {
  const shipping = pincode ? 49 : null;
  const discount = couponCode ? 100 : 0;
  const window = pincode ? { from: '2026-03-05', to: '2026-03-07' } : null;
  return checkoutQuoteSchema.parse({
    lines: [
      {
        productId: 'prod-kettle-1',
        sellerId: 'seller-1',
        name: 'Kettle',
        quantity: 1,
        unitPrice: 1299,
        mrp: 1599,
        lineTotal: 1299,
        discount,
      },
    ],
    excluded: [],
    parcels: [
      {
        sellerId: 'seller-1',
        sellerName: 'Sharma Appliances',
        items: 1,
        weightGrams: 1200,
        subtotal: 1299,
        shipping,
        shippingReason: pincode ? 'charged' : 'no_pincode',
        discount,
        total: 1299 + (shipping ?? 0) - discount,
        zone: pincode ? 'state' : null,
        estimatedDelivery: window,
      },
    ],
    itemCount: 1,
    subtotal: 1299,
    mrpSavings: 300,
    savings: 300 + discount,
    shipping,
    discount,
    couponCode: couponCode ?? null,
    couponRefusal: null,
    tax: 198.15,
    total: 1299 + (shipping ?? 0) - discount,
    fallback,
    estimatedDelivery: window,
    cashOnDelivery: pincode ? { allowed: true, reason: null, limit: 50_000 } : null,
    freeShippingHint: null,
    pincode: pincode ?? null,
    serviceable: pincode ? true : null,
  });
}
