import { describe, expect, it } from 'vitest';
import { breakdownBars, initialsOf } from './review-display.ts';

describe('breakdownBars', () => {
  it('lists 5 → 1 with whole-percent shares of all ratings', () => {
    expect(breakdownBars({ 5: 6, 4: 2, 3: 1, 2: 0, 1: 1 })).toEqual([
      { stars: 5, count: 6, percent: 60 },
      { stars: 4, count: 2, percent: 20 },
      { stars: 3, count: 1, percent: 10 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 10 },
    ]);
  });

  it('draws empty bars when there are no ratings', () => {
    expect(breakdownBars({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 }).map((bar) => bar.percent)).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Asha Rao')).toBe('AR');
    expect(initialsOf('  rahul  kumar singh ')).toBe('RS');
    expect(initialsOf('Meera')).toBe('M');
  });

  it('keeps whole letters of Indic names and answers ? for an empty name', () => {
    expect(initialsOf('अनिल')).toBe('अ');
    expect(initialsOf(' ')).toBe('?');
  });
});
