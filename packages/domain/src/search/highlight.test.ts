import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

describe('highlightParts', () => {
  it.each([
    [
      'Sony Headphones',
      'headph',
      [
        { text: 'Sony ', match: false },
        { text: 'Headph', match: true },
        { text: 'ones', match: false },
      ],
    ],
    [
      'Headphones',
      'HEAD',
      [
        { text: 'Head', match: true },
        { text: 'phones', match: false },
      ],
    ],
    [
      'boAt bass boost',
      'bo',
      [
        { text: 'bo', match: true },
        { text: 'At bass ', match: false },
        { text: 'bo', match: true },
        { text: 'ost', match: false },
      ],
    ],
    ['Kurta', 'saree', [{ text: 'Kurta', match: false }]],
    ['Kurta', '  ', [{ text: 'Kurta', match: false }]],
    ['Kurta', ' kurta ', [{ text: 'Kurta', match: true }]],
    ['', 'a', []],
  ])('%s with %s', (text, typed, parts) => {
    expect(highlightParts(text, typed)).toEqual(parts);
  });

  it('always joins back into the text, and every marked run equals the term', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, typed) => {
        const parts = highlightParts(text, typed);
        expect(parts.map((p) => p.text).join('')).toBe(text);
        for (const p of parts.filter((q) => q.match))
          expect(p.text.toLowerCase()).toBe(typed.trim().toLowerCase());
        for (const p of parts) expect(p.text.length).toBeGreaterThan(0);
      }),
    );
  });
});
