import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEW_ACTIVITY_GROWTH_CAP, growthPercent } from './trending.growth.ts';

describe('growthPercent', () => {
  it('is the whole-percent change over the previous period', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(50, 100)).toBe(-50);
    expect(growthPercent(100, 100)).toBe(0);
    expect(growthPercent(2, 3)).toBe(-33);
    expect(growthPercent(1, 8)).toBe(-88);
    expect(growthPercent(0, 7)).toBe(-100);
  });

  it('counts +100 % per event when the previous period was empty, capped', () => {
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(1, 0)).toBe(100);
    expect(growthPercent(4, 0)).toBe(400);
    expect(growthPercent(10, 0)).toBe(NEW_ACTIVITY_GROWTH_CAP);
    expect(growthPercent(5000, 0)).toBe(NEW_ACTIVITY_GROWTH_CAP);
  });

  it('grows with the current activity and never falls below -100 %', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.nat(10_000), (a, b, previous) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(growthPercent(low, previous)).toBeLessThanOrEqual(growthPercent(high, previous));
        expect(growthPercent(low, previous)).toBeGreaterThanOrEqual(-100);
      }),
    );
  });
});
