import { describe, expect, it } from 'vitest';
import { COD_LIMIT_RUPEES, ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
import { quoteFixture } from '../../testing/quote-arbitrary.ts';
import { codBlockReason, deliveryRefusalMessage, serviceProblem } from './delivery-service.ts';

const delhi = { pincode: '110001', city: 'New Delhi', state: 'Delhi', serviceable: true, codAvailable: true };
const portBlair = { ...delhi, pincode: '744101', city: 'Port Blair', codAvailable: false };
const fieldPost = { ...delhi, pincode: '930001', city: 'APS', serviceable: false, codAvailable: false };
const unknown = {
  ...delhi,
  pincode: '999999',
  city: null,
  state: null,
  serviceable: false,
  codAvailable: false,
};

describe('serviceProblem', () => {
  it('is null while unknown or when served; names unknown and unserved pincodes apart', () => {
    expect(serviceProblem(null)).toBeNull();
    expect(serviceProblem(delhi)).toBeNull();
    expect(serviceProblem(portBlair)).toBeNull();
    expect(serviceProblem(fieldPost)).toBe(DELIVERY_MESSAGES.notServiceable);
    expect(serviceProblem(unknown)).toBe(DELIVERY_MESSAGES.unknownPincode);
  });
});

describe('codBlockReason', () => {
  const quote = quoteFixture({ pincode: '110001' });
  const overLimit = {
    ...quote,
    cashOnDelivery: { allowed: false, reason: 'limit' as const, limit: COD_LIMIT_RUPEES },
  };

  it('allows cash where the pincode takes it and the quote allows it', () => {
    expect(codBlockReason(delhi, quote)).toBeNull();
  });

  it('gives the pincode as the reason where it takes no cash, whatever the quote', () => {
    expect(codBlockReason(portBlair, quote)).toBe(DELIVERY_MESSAGES.codUnavailable);
    expect(codBlockReason(fieldPost, quote)).toBe(DELIVERY_MESSAGES.notServiceable);
  });

  it('gives the COD limit when the quote says the total is above it, also before the pincode is known', () => {
    expect(codBlockReason(delhi, overLimit)).toBe(ORDER_MESSAGES.codLimit(COD_LIMIT_RUPEES));
    expect(codBlockReason(null, quote)).toBeNull();
    expect(codBlockReason(null, overLimit)).toBe(ORDER_MESSAGES.codLimit(COD_LIMIT_RUPEES));
  });
});

describe('deliveryRefusalMessage', () => {
  it("maps the server's 422 codes to the domain's messages", () => {
    expect(deliveryRefusalMessage('PINCODE_NOT_SERVICEABLE')).toBe(DELIVERY_MESSAGES.notServiceable);
    expect(deliveryRefusalMessage('COD_NOT_AVAILABLE')).toBe(DELIVERY_MESSAGES.codUnavailable);
    expect(deliveryRefusalMessage('OUT_OF_STOCK')).toBeNull();
    expect(deliveryRefusalMessage(undefined)).toBeNull();
  });
});
