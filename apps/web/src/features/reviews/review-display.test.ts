import { describe, expect, it } from 'vitest';
import { breakdownBars, initialsOf, reviewVariantParts } from './review-display.ts';

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

describe('reviewVariantParts (docs/behaviour/reviews.md#variants)', () => {
  it('names the options bought in picker order, colour first', () => {
    expect(
      reviewVariantParts({
        name: '8 GB + 256 GB, Blue',
        options: { storage: '8 GB + 256 GB', condition: 'Refurbished', colour: 'Blue' },
      }),
    ).toEqual([
      { label: 'Colour', value: 'Blue' },
      { label: 'Storage', value: '8 GB + 256 GB' },
      { label: 'Condition', value: 'Refurbished' },
    ]);
  });

  it('falls back to the variant name without options, and says nothing for a listing sold alone', () => {
    expect(reviewVariantParts({ name: 'Pack of 2', options: {} })).toEqual([
      { label: null, value: 'Pack of 2' },
    ]);
    expect(reviewVariantParts({ name: ' ', options: {} })).toEqual([]);
    expect(reviewVariantParts(null)).toEqual([]);
  });
});
