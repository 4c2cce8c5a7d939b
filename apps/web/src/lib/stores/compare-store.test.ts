// The compare list's rules: at most 4 distinct ids (docs/behaviour/compare.md#limits), toggling in and out, cleaning
// stored data.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, normaliseCompareIds, toggleCompareId } from './compare-store.ts';

const id = fc.stringMatching(/^[a-z0-9]{1,6}$/);

describe('toggleCompareId', () => {
  it('adds an absent id at the end and removes a present one', () => {
    expect(toggleCompareId(['a'], 'b')).toEqual({ ids: ['a', 'b'], result: 'added' });
    expect(toggleCompareId(['a', 'b'], 'a')).toEqual({ ids: ['b'], result: 'removed' });
  });

  it('refuses a fifth product and leaves the four alone', () => {
    expect(toggleCompareId(['a', 'b', 'c', 'd'], 'e')).toEqual({ ids: ['a', 'b', 'c', 'd'], result: 'full' });
    expect(toggleCompareId(['a', 'b', 'c', 'd'], 'c').result).toBe('removed');
  });

  it('never holds more than 4 ids or a duplicate, whatever the sequence of toggles', () => {
    fc.assert(
      fc.property(fc.array(id, { maxLength: 40 }), (toggles) => {
        let ids: string[] = [];
        for (const next of toggles) {
          const before = ids;
          const step = toggleCompareId(ids, next);
          ids = step.ids;
          expect(ids.length).toBeLessThanOrEqual(COMPARE_MAX);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.includes(next)).toBe(step.result === 'added');
          if (step.result === 'full') expect(ids).toEqual(before);
        }
      }),
    );
  });
});

describe('normaliseCompareIds', () => {
  it('keeps trimmed, distinct strings in order, at most 4', () => {
    expect(normaliseCompareIds([' a ', 'b', 'a', '', 3, null, 'c', 'd', 'e'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(id, fc.constant(' '), fc.integer())), (input) => {
        const once = normaliseCompareIds(input);
        expect(normaliseCompareIds(once)).toEqual(once);
      }),
    );
  });
});
