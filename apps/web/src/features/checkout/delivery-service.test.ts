import { describe, expect, it } from 'vitest';
import { COD_LIMIT_RUPEES, ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
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
  it('allows cash where the pincode takes it and the total is within the limit', () => {
    expect(codBlockReason(delhi, 1_000)).toBeNull();
    expect(codBlockReason(delhi, COD_LIMIT_RUPEES)).toBeNull();
  });

  it('gives the pincode as the reason where it takes no cash, whatever the total', () => {
    expect(codBlockReason(portBlair, 1_000)).toBe(DELIVERY_MESSAGES.codUnavailable);
    expect(codBlockReason(fieldPost, 1_000)).toBe(DELIVERY_MESSAGES.notServiceable);
  });

  it('gives the COD limit above it, and checks only the total until the pincode is known', () => {
    expect(codBlockReason(delhi, COD_LIMIT_RUPEES + 1)).toBe(ORDER_MESSAGES.codLimit(COD_LIMIT_RUPEES));
    expect(codBlockReason(null, 1_000)).toBeNull();
    expect(codBlockReason(null, COD_LIMIT_RUPEES + 1)).toBe(ORDER_MESSAGES.codLimit(COD_LIMIT_RUPEES));
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
