import { describe, expect, it } from 'vitest';
import type { CartLine } from '@haat/domain/cart/cart';
import type { ShippingEstimateResponse } from '@haat/domain/shipping/shipping-estimate.schema';
import { ApiRequestError } from '../../lib/api-client.ts';
import {
  checkoutTotals,
  codAllowed,
  expectedDeliveryDate,
  formatDeliveryWindow,
  groupBySeller,
  shippingQuote,
} from './checkout-totals.ts';

const line = (id: string, price: number, quantity: number, sellerId = 's1'): CartLine => ({
  product: { _id: id, name: id, sellingPrice: price, sellerId } as CartLine['product'],
  quantity,
});

const window = { from: '2026-11-25', to: '2026-11-27' };
const estimate: ShippingEstimateResponse = {
  success: true,
  shippingCost: 40,
  breakdown: [
    {
      sellerId: 's1',
      sellerName: 'Kirana Co',
      items: 2,
      rate: 40,
      zone: 'state',
      weightGrams: 900,
      estimatedDelivery: window,
    },
    {
      sellerId: 's2',
      sellerName: 'Loom House',
      items: 1,
      rate: 0,
      zone: 'local',
      weightGrams: 300,
      estimatedDelivery: window,
    },
  ],
  estimatedDelivery: window,
  fallback: false,
  freeShipping: false,
};

describe('checkout totals', () => {
  const lines = [line('a', 199.5, 2), line('b', 333.33, 1, 's2')];

  it("uses the server's estimate and takes the coupon off, in paise", () => {
    const quote = shippingQuote({ data: estimate, error: null, lineCount: 2 });
    expect(checkoutTotals(lines, quote, 50)).toEqual({
      subtotal: 732.33,
      shipping: 40,
      couponDiscount: 50,
      total: 722.33,
      itemCount: 3,
    });
  });

  it('falls back to 50 per cart line with the server error, marked estimated', () => {
    const error = new ApiRequestError('x', 400, 'VALIDATION', 'shippingPincode', {
      error: 'Please enter a valid 6-digit pincode',
    });
    const quote = shippingQuote({ data: undefined, error, lineCount: 2 });
    expect(quote).toEqual({ state: 'estimated', cost: 100, message: 'Please enter a valid 6-digit pincode' });
    expect(checkoutTotals(lines, quote, 0).total).toBe(832.33);
  });

  it("says 'Failed to calculate shipping cost' when the server was not reached", () => {
    const quote = shippingQuote({ data: undefined, error: new ApiRequestError('x', 0), lineCount: 3 });
    expect(quote).toEqual({ state: 'estimated', cost: 150, message: 'Failed to calculate shipping cost' });
  });

  it('counts no shipping while the estimate is pending, and never goes below 0', () => {
    const quote = shippingQuote({ data: undefined, error: null, lineCount: 2 });
    expect(checkoutTotals(lines, quote, 0).shipping).toBeNull();
    expect(checkoutTotals(lines, quote, 5000).total).toBe(0);
  });

  it('refuses cash on delivery above the limit only', () => {
    expect(codAllowed(50_000)).toBe(true);
    expect(codAllowed(50_000.01)).toBe(false);
  });
});

describe('review groups and delivery date', () => {
  it('groups lines by seller in cart order with the estimate row', () => {
    const groups = groupBySeller(
      [line('a', 10, 1), line('b', 10, 1, 's2'), line('c', 10, 1)],
      estimate.breakdown,
    );
    expect(groups.map((g) => [g.sellerName, g.lines.length, g.shipping?.rate])).toEqual([
      ['Kirana Co', 2, 40],
      ['Loom House', 1, 0],
    ]);
  });

  it('expects delivery five days from today, across a month end', () => {
    expect(expectedDeliveryDate(new Date(2026, 10, 28, 10)).toDateString()).toBe(
      new Date(2026, 11, 3).toDateString(),
    );
  });
});

describe('delivery window', () => {
  it('reads the ISO dates as calendar days', () => {
    expect(formatDeliveryWindow({ from: '2026-11-25', to: '2026-11-27' })).toBe('Wed, 25 Nov – Fri, 27 Nov');
    expect(formatDeliveryWindow({ from: '2026-11-25', to: '2026-11-25' })).toBe('Wed, 25 Nov');
  });
});
