// The promotions come back each period: the deals from midnight in India every day, free delivery every Monday.
import { describe, expect, it } from 'vitest';
import { istMidnight, istWeekStart, promotionNotices } from './promotion-notices.ts';

describe('istMidnight', () => {
  it.each([
    // 22 Nov 2026, 00:10 in India is 21 Nov 18:40 UTC.
    ['2026-11-21T18:40:00.000Z', '2026-11-21T18:30:00.000Z'],
    ['2026-11-22T12:00:00.000Z', '2026-11-21T18:30:00.000Z'],
    ['2026-11-22T18:29:59.000Z', '2026-11-21T18:30:00.000Z'],
    ['2026-11-22T18:30:00.000Z', '2026-11-22T18:30:00.000Z'],
  ])('%s → %s', (now, midnight) => {
    expect(new Date(istMidnight(new Date(now))).toISOString()).toBe(midnight);
  });
});

describe('istWeekStart', () => {
  it('is Monday midnight in India for every day of that week', () => {
    // Monday 16 Nov 2026 in India starts 15 Nov 18:30 UTC.
    for (const day of ['2026-11-16T05:00:00Z', '2026-11-19T05:00:00Z', '2026-11-22T17:00:00Z'])
      expect(new Date(istWeekStart(new Date(day))).toISOString()).toBe('2026-11-15T18:30:00.000Z');
    expect(new Date(istWeekStart(new Date('2026-11-22T19:00:00Z'))).toISOString()).toBe(
      '2026-11-22T18:30:00.000Z',
    );
  });
});

describe('promotionNotices', () => {
  it('gives the deals and the free-delivery notice, with the product cards’ ₹500', () => {
    const [deals, delivery] = promotionNotices(new Date('2026-11-22T12:00:00Z'));
    expect(deals).toMatchObject({ id: 'promo-deals-2026-11-22', type: 'promotion', actionLink: '/deals' });
    expect(delivery).toMatchObject({
      id: 'promo-free-delivery-2026-11-16',
      title: 'Free delivery on orders above {{amount}}',
      params: { amount: '₹500' },
    });
  });

  it('gives the deals a new id the next day, so it is unread again', () => {
    const today = promotionNotices(new Date('2026-11-22T12:00:00Z'))[0]!.id;
    const tomorrow = promotionNotices(new Date('2026-11-23T12:00:00Z'))[0]!.id;
    expect(tomorrow).not.toBe(today);
  });
});
