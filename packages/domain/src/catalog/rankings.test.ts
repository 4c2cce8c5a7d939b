import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLEARANCE_MAX_STOCK,
  TRENDING_LIMIT,
  compareTrending,
  dealOfTheDay,
  growthPercentOf,
  isClearance,
  isDeal,
  isFlashDeal,
  isTrendingCandidate,
  onePerGroup,
  rankTrending,
  type DealFacts,
  type TrendingCandidate,
} from './rankings.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const DAY = 86_400_000;

const row = (over: Partial<TrendingCandidate> & { id: string }): TrendingCandidate => ({
  groupKey: over.id,
  views: 100,
  sales: 0,
  previousViews: 50,
  previousSales: 0,
  listedDaysAgo: 100,
  ...over,
});

describe('trending candidates (week: 7 days)', () => {
  it.each([
    ['doubled, busy enough, listed long ago', row({ id: 'a' }), true],
    ['exactly +20 %', row({ id: 'a', views: 60, previousViews: 50 }), true],
    ['+19.9 %', row({ id: 'a', views: 1199, previousViews: 1000 }), false],
    ['flat', row({ id: 'a', views: 50, previousViews: 50 }), false],
    ['falling', row({ id: 'a', views: 40, previousViews: 50 }), false],
    ['too quiet: 34 against a minimum of 35', row({ id: 'a', views: 34, previousViews: 10 }), false],
    ['35 exactly', row({ id: 'a', views: 35, previousViews: 10 }), true],
    ['nothing the week before (a ratio needs a base)', row({ id: 'a', previousViews: 0 }), false],
    ['listed 12 days ago: the previous week is not whole', row({ id: 'a', listedDaysAgo: 12 }), false],
    ['listed 13 days ago', row({ id: 'a', listedDaysAgo: 13 }), true],
    ['sales weigh five views', row({ id: 'a', views: 0, sales: 12, previousViews: 50 }), true],
  ])('%s', (_, r, expected) => {
    expect(isTrendingCandidate(r, 7)).toBe(expected);
  });

  it('shows growth of views + 5 × sales in whole percent', () => {
    expect(growthPercentOf(row({ id: 'a', views: 100, sales: 10, previousViews: 50 }))).toBe(200);
    expect(growthPercentOf(row({ id: 'a', views: 2, previousViews: 3 }))).toBe(-33);
    expect(growthPercentOf(row({ id: 'a', views: 10, previousViews: 0 }))).toBe(0);
  });
});

describe('rankTrending', () => {
  it('ranks by growth, then by activity, then by id; keeps the best listing of each group', () => {
    const rows = [
      row({ id: 'steady-big', views: 1000, previousViews: 800 }), // +25 %
      row({ id: 'tripled', views: 300, previousViews: 100 }), // +200 %
      row({ id: 'tripled-small', views: 60, previousViews: 20 }), // +200 %, less activity
      row({ id: 'b-variant', groupKey: 'tripled', views: 90, previousViews: 60 }), // same model, +50 %
      row({ id: 'quiet', views: 20, previousViews: 2 }), // below the minimum
    ];
    expect(rankTrending(rows, 7).map((r) => r.id)).toEqual(['tripled', 'tripled-small', 'steady-big']);
  });

  const candidate = fc.record({
    id: fc.stringMatching(/^p[0-9]{1,4}$/),
    groupKey: fc.constantFrom('g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8'),
    views: fc.nat(5000),
    sales: fc.nat(200),
    previousViews: fc.nat(5000),
    previousSales: fc.nat(200),
    listedDaysAgo: fc.nat(90),
  });

  it('answers candidates only, one per group, in trending order, at most the limit', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 300 }), fc.constantFrom(1, 7, 30), (rows, days) => {
        const ranked = rankTrending(rows, days);
        expect(ranked.length).toBeLessThanOrEqual(TRENDING_LIMIT);
        expect(new Set(ranked.map((r) => r.groupKey)).size).toBe(ranked.length);
        for (const r of ranked) expect(isTrendingCandidate(r, days)).toBe(true);
        for (let i = 1; i < ranked.length; i++) {
          expect(compareTrending(ranked[i - 1]!, ranked[i]!)).toBeLessThanOrEqual(0);
          // Shown growth never rises down the list.
          expect(growthPercentOf(ranked[i - 1]!)).toBeGreaterThanOrEqual(growthPercentOf(ranked[i]!));
        }
        // Every group with a candidate is listed (the limit aside), by its best listing.
        const groups = new Set(rows.filter((r) => isTrendingCandidate(r, days)).map((r) => r.groupKey));
        expect(ranked.length).toBe(Math.min(groups.size, TRENDING_LIMIT));
      }),
    );
  });

  it('onePerGroup keeps the first of each group', () => {
    expect(
      onePerGroup([
        { id: 'a', groupKey: 'x' },
        { id: 'b', groupKey: 'y' },
        { id: 'c', groupKey: 'x' },
      ]).map((r) => r.id),
    ).toEqual(['a', 'b']);
  });
});

const facts = (over: Partial<DealFacts & { id: string }> = {}): DealFacts & { id: string } => ({
  id: 'p',
  discountPercent: 45,
  createdAt: new Date(NOW.getTime() - 200 * DAY),
  stock: 10,
  saleEndsAt: null,
  ...over,
});

describe('deal sets', () => {
  it.each([
    ['45 % off', facts(), true],
    ['40 % off', facts({ discountPercent: 40 }), true],
    ['39 % off', facts({ discountPercent: 39 }), false],
  ])('deal: %s', (_, p, expected) => expect(isDeal(p)).toBe(expected));

  it.each([
    ['no sale end', facts(), false],
    ['ends in an hour', facts({ saleEndsAt: new Date(NOW.getTime() + 3_600_000) }), true],
    ['ended a second ago', facts({ saleEndsAt: new Date(NOW.getTime() - 1000) }), false],
    ['ends now', facts({ saleEndsAt: NOW }), false],
    ['at MRP', facts({ discountPercent: 0, saleEndsAt: new Date(NOW.getTime() + 3_600_000) }), false],
  ])('flash deal: %s', (_, p, expected) => expect(isFlashDeal(p, NOW)).toBe(expected));

  it.each([
    ['200 days old, 50 % off, 10 left', facts({ discountPercent: 50 }), true],
    ['179 days old', facts({ discountPercent: 50, createdAt: new Date(NOW.getTime() - 179 * DAY) }), false],
    ['49 % off', facts({ discountPercent: 49 }), false],
    [
      `${CLEARANCE_MAX_STOCK + 1} left`,
      facts({ discountPercent: 60, stock: CLEARANCE_MAX_STOCK + 1 }),
      false,
    ],
    ['sold out', facts({ discountPercent: 60, stock: 0 }), false],
  ])('clearance: %s', (_, p, expected) => expect(isClearance(p, NOW)).toBe(expected));

  it('deal of the day is the deepest running flash deal, the one ending first on a tie', () => {
    const soon = new Date(NOW.getTime() + 3_600_000);
    const later = new Date(NOW.getTime() + 7_200_000);
    const products = [
      facts({ id: 'deep-but-over', discountPercent: 80, saleEndsAt: new Date(NOW.getTime() - 1) }),
      facts({ id: 'deal-later', discountPercent: 60, saleEndsAt: later }),
      facts({ id: 'deal-soon', discountPercent: 60, saleEndsAt: soon }),
      facts({ id: 'not-flash', discountPercent: 70 }),
      facts({ id: 'shallow', discountPercent: 30, saleEndsAt: soon }),
    ];
    expect(dealOfTheDay(products, NOW)?.id).toBe('deal-soon');
    expect(dealOfTheDay([facts()], NOW)).toBeUndefined();
  });
});
