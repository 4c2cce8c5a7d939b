import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
import { deliveryByText, deliveryDay, indiaToday } from './delivery-date.ts';

/** 25 Nov 2026 is a Wednesday. 10:00 IST = 04:30 UTC. */
const morningInIndia = new Date('2026-11-22T04:30:00Z');

describe('indiaToday', () => {
  it("is India's calendar date, not UTC's", () => {
    // 20:00 UTC on the 22nd is 01:30 on the 23rd in India.
    expect(indiaToday(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(indiaToday(new Date('2026-11-22T18:29:00Z'))).toBe('2026-11-22');
  });
});

describe('deliveryDay', () => {
  it('names today and tomorrow, and writes later days as weekday, day and month', () => {
    expect(deliveryDay('2026-11-22', morningInIndia)).toEqual({ kind: 'today' });
    expect(deliveryDay('2026-11-23', morningInIndia)).toEqual({ kind: 'tomorrow' });
    expect(deliveryDay('2026-11-25', morningInIndia)).toEqual({ kind: 'date', text: 'Wed, 25 Nov' });
    expect(deliveryDay('2027-01-01', morningInIndia)).toEqual({ kind: 'date', text: 'Fri, 1 Jan' });
  });

  it('counts days from India after its midnight, even while it is still the day before in UTC', () => {
    const justAfterMidnightIst = new Date('2026-11-22T18:45:00Z'); // 00:15 on the 23rd in India
    expect(deliveryDay('2026-11-23', justAfterMidnightIst)).toEqual({ kind: 'today' });
    expect(deliveryDay('2026-11-24', justAfterMidnightIst)).toEqual({ kind: 'tomorrow' });
  });

  it('refuses what is not a calendar date', () => {
    expect(deliveryDay('', morningInIndia)).toBeNull();
    expect(deliveryDay('25/11/2026', morningInIndia)).toBeNull();
    expect(deliveryDay('2026-11-25T00:00:00Z', morningInIndia)).toBeNull();
  });
});

describe('deliveryByText', () => {
  const t = (key: string, options?: Record<string, unknown>) =>
    key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name]));

  it('fills the domain message with the day', () => {
    expect(deliveryByText('2026-11-25', morningInIndia, t, DELIVERY_MESSAGES.deliveryBy)).toBe(
      'Delivery by Wed, 25 Nov',
    );
    expect(deliveryByText('2026-11-23', morningInIndia, t, DELIVERY_MESSAGES.deliveryBy)).toBe(
      'Delivery by Tomorrow',
    );
    expect(deliveryByText('soon', morningInIndia, t, DELIVERY_MESSAGES.deliveryBy)).toBeNull();
  });
});
