import type { OrderStatus } from '@haat/domain/orders/order-status';
import { describe, expect, it } from 'vitest';
import { recentDelivered } from './recent-delivered.ts';

const order = (
  id: string,
  statusCode: OrderStatus,
  deliveredAt: string | null,
  orderDate = '2026-01-01T10:00:00Z',
) => ({
  id,
  statusCode,
  deliveredAt,
  orderDate,
  createdAt: orderDate,
});

describe('recent delivered orders on the profile', () => {
  it('keeps delivered orders only, latest delivery first, at most three', () => {
    const orders = [
      order('a', 'delivered', '2026-03-01T10:00:00Z'),
      order('b', 'dispatched', null),
      order('c', 'delivered', '2026-03-05T10:00:00Z'),
      order('d', 'cancelled', null),
      order('e', 'delivered', '2026-02-01T10:00:00Z'),
      order('f', 'delivered', '2026-03-03T10:00:00Z'),
    ];
    expect(recentDelivered(orders).map((o) => o.id)).toEqual(['c', 'f', 'a']);
  });

  it('falls back to the order date when the delivery time is unknown, and answers none when none arrived', () => {
    const orders = [
      order('old', 'delivered', null, '2025-12-01T10:00:00Z'),
      order('new', 'delivered', null, '2026-01-10T10:00:00Z'),
    ];
    expect(recentDelivered(orders).map((o) => o.id)).toEqual(['new', 'old']);
    expect(recentDelivered([order('x', 'confirmed', null)])).toEqual([]);
  });
});
