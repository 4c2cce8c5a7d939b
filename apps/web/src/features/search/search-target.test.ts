// Where the header search goes: /search?q= or, with a category chosen, that category's page
// (docs/behaviour/search.md#search-box).
import { describe, expect, it } from 'vitest';
import { searchTarget } from './search-target.ts';

describe('searchTarget', () => {
  it.each([
    ['  red saree ', '', '/search?q=red+saree'],
    ['iphone 15', 'mobile-phones', '/category/mobile-phones?query=iphone+15'],
    ['kadhai', 'home/kitchen', '/category/home/kitchen?query=kadhai'],
    ['a&b=c', '', '/search?q=a%26b%3Dc'],
    ['   ', '', null],
    ['', 'books', null],
  ])('searchTarget(%j, %j) → %s', (term, category, expected) => {
    expect(searchTarget(term, category)).toBe(expected);
  });
});
