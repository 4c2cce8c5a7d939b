import { describe, expect, it } from 'vitest';
import type { CartLine } from '@haat/domain/cart/cart';
import type { ShippingEstimateResponse } from '@haat/domain/shipping/shipping-estimate.schema';
import { ApiRequestError } from '../../lib/api-client.ts';
import { COD_LIMIT_RUPEES, ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
import { quoteFixture } from '../../testing/quote-arbitrary.ts';
import {
  codQuoteReason,
  expectedDeliveryDate,
  formatDeliveryWindow,
  groupBySeller,
  quotedLineTotals,
  shippingFromQuote,
  totalsFromQuote,
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

describe('checkout figures from the quote', () => {
  const quote = quoteFixture({ pincode: '400001', couponCode: 'SAVE100' });

  it('copies the quote’s totals and delivery rows, adding nothing up', () => {
    expect(totalsFromQuote(quote)).toEqual({
      subtotal: 1299,
      shipping: 49,
      couponDiscount: 100,
      total: 1248,
      itemCount: 1,
    });
    expect(shippingFromQuote({ quote, error: null })).toEqual({
      state: 'ready',
      cost: 49,
      breakdown: [
        {
          sellerId: 'seller-1',
          sellerName: 'Sharma Appliances',
          items: 1,
          rate: 49,
          zone: 'state',
          weightGrams: 1200,
          estimatedDelivery: { from: '2026-03-05', to: '2026-03-07' },
        },
      ],
      fallback: false,
    });
  });

  it('is pending while no pincode is quoted, and failed with the reason (and no amount) when the call fails', () => {
    expect(shippingFromQuote({ quote: quoteFixture(), error: null })).toEqual({ state: 'pending' });
    const error = new ApiRequestError('x', 400, 'VALIDATION', 'pincode', {
      error: 'Please enter a valid pincode',
    });
    expect(shippingFromQuote({ quote: undefined, error })).toEqual({
      state: 'failed',
      message: 'Please enter a valid pincode',
    });
    expect(shippingFromQuote({ quote: undefined, error: new ApiRequestError('x', 0) })).toEqual({
      state: 'failed',
      message: 'Failed to calculate shipping cost',
    });
  });

  it('takes cash on delivery’s answer from the quote', () => {
    expect(codQuoteReason(quote)).toBeNull();
    expect(codQuoteReason(undefined)).toBeNull();
    const over = {
      ...quote,
      cashOnDelivery: { allowed: false, reason: 'limit' as const, limit: COD_LIMIT_RUPEES },
    };
    expect(codQuoteReason(over)).toBe(ORDER_MESSAGES.codLimit(COD_LIMIT_RUPEES));
    const noCash = {
      ...quote,
      cashOnDelivery: { allowed: false, reason: 'pincode' as const, limit: COD_LIMIT_RUPEES },
    };
    expect(codQuoteReason(noCash)).toBe(DELIVERY_MESSAGES.codUnavailable);
  });

  it('gives each line’s total as quoted', () => {
    expect(quotedLineTotals(quote).get('prod-kettle-1')).toBe(1299);
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
