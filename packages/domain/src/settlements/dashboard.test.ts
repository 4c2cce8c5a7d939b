import { describe, expect, it } from 'vitest';
import { dispatchUrgency, endOfIstDay, returnRatePercent, salesDays } from './dashboard.ts';

const d = (iso: string) => new Date(iso);

describe('the dashboard rules', () => {
  it('today ends at midnight in India', () => {
    expect(endOfIstDay(d('2026-11-29T04:00:00Z')).toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(endOfIstDay(d('2026-11-29T19:00:00Z')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('a parcel is late after 48 hours, due today when its 48 hours end before midnight', () => {
    const now = d('2026-11-29T06:00:00Z'); // 11:30 IST
    expect(dispatchUrgency(d('2026-11-27T05:00:00Z'), now)).toBe('late');
    expect(dispatchUrgency(d('2026-11-27T12:00:00Z'), now)).toBe('today');
    expect(dispatchUrgency(d('2026-11-28T06:00:00Z'), now)).toBe('later');
  });

  it('30 days of sales end today (IST), oldest first', () => {
    const days = salesDays(d('2026-11-29T20:00:00Z')); // 30 Nov 01:30 IST
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe('2026-11-30');
    expect(days[0]).toBe('2026-11-01');
  });

  it('the return rate has one decimal and none before any delivery', () => {
    expect(returnRatePercent(1, 3)).toBe(33.3);
    expect(returnRatePercent(0, 10)).toBe(0);
    expect(returnRatePercent(2, 0)).toBeNull();
  });
});
