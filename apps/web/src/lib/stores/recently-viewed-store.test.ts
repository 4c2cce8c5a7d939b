// Recently viewed ordering: most recent first, no duplicates, the newest 12 (issue 4 item 4).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseRecentlyViewed, RECENTLY_VIEWED_MAX, withRecentlyViewed } from './recently-viewed-store.ts';

const id = fc.stringMatching(/^[a-z0-9]{1,4}$/);

describe('withRecentlyViewed', () => {
  it('puts the visit first and moves a repeat visit to the front instead of listing it twice', () => {
    expect(withRecentlyViewed([], 'a')).toEqual(['a']);
    expect(withRecentlyViewed(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(withRecentlyViewed(['a'], '  ')).toEqual(['a']);
  });

  it('drops the oldest beyond 12', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `p${i}`);
    const next = withRecentlyViewed(twelve, 'new');
    expect(next).toHaveLength(12);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('p11');
  });

  it('equals the distinct visits, newest first, cut at 12, for any sequence of visits', () => {
    fc.assert(
      fc.property(fc.array(id, { maxLength: 60 }), (visits) => {
        const list = visits.reduce<string[]>((ids, visit) => withRecentlyViewed(ids, visit), []);
        const expected = [...new Set([...visits].reverse())].slice(0, RECENTLY_VIEWED_MAX);
        expect(list).toEqual(expected);
      }),
    );
  });
});

describe('normaliseRecentlyViewed', () => {
  it('keeps strings only, distinct, at most 12', () => {
    const stored = ['a', 'a', 7, ' b ', ...Array.from({ length: 20 }, (_, i) => `x${i}`)];
    const clean = normaliseRecentlyViewed(stored);
    expect(clean.slice(0, 3)).toEqual(['a', 'b', 'x0']);
    expect(clean).toHaveLength(12);
  });
});
