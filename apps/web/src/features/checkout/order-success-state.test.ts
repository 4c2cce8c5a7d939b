import { describe, expect, it } from 'vitest';
import { readOrderSuccessState } from './order-success-state.ts';

describe('order success state', () => {
  it('needs an order id and an amount', () => {
    expect(readOrderSuccessState(null)).toBeNull();
    expect(readOrderSuccessState({ orderId: 'abc', amount: 'x' })).toBeNull();
    expect(readOrderSuccessState({ amount: 10 })).toBeNull();
  });

  it('falls back to the last 8 characters of the id for the order number', () => {
    expect(readOrderSuccessState({ orderId: '0b6c1e2f-9a7d-4c55-8e01-5f3a9b7c2d14', amount: 499 })).toEqual({
      orderId: '0b6c1e2f-9a7d-4c55-8e01-5f3a9b7c2d14',
      orderNumber: '9B7C2D14',
      amount: 499,
      status: '',
    });
  });
});
