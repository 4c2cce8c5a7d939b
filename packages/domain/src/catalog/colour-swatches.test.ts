import { describe, expect, it } from 'vitest';
import { luminance, mix, swatchHex, swatchHexes } from './colour-swatches.ts';

describe('swatchHex', () => {
  it('knows the makers’ names that no single word gives away', () => {
    expect(swatchHex('Desert Titanium')).toBe('#bfa48f');
    expect(swatchHex('Arctic White')).toBe('#f1f3f4');
    expect(swatchHex('Awesome Navy')).toBe('#2b3a5c');
    expect(swatchHex('Obsidian')).toBe('#202124');
  });

  it('reads a colour word in any other name, lighter or darker by its modifier', () => {
    expect(swatchHex('Glass Green')).toBe('#4f9a7d');
    expect(swatchHex('Cosmic Purple')).toBe(swatchHex('Purple'));
    expect(swatchHex('Indigo Block Print')).toBe(swatchHex('Indigo'));
    const blue = swatchHex('Blue')!;
    expect(luminance(swatchHex('Pale Blue')!)).toBeGreaterThan(luminance(blue));
    expect(luminance(swatchHex('Deep Blue')!)).toBeLessThan(luminance(blue));
  });

  it('answers null for names that hold no colour', () => {
    for (const name of ['Open Box', 'Refurbished', 'Multicolour', '', 'Pack of 2'])
      expect(swatchHex(name)).toBeNull();
  });

  it('gives each colour of a two-tone name, the first as the swatch', () => {
    expect(swatchHexes('White and Navy')).toEqual([swatchHex('White'), swatchHex('Navy')]);
    expect(swatchHex('Black and Red')).toBe(swatchHex('Black'));
  });

  it('the colours of one model are told apart', () => {
    const names = ['Onyx Black', 'Silver Shadow', 'Awesome Navy', 'Awesome Lilac', 'Mint'];
    expect(new Set(names.map(swatchHex)).size).toBe(names.length);
  });

  it('is case-insensitive and answers #rrggbb', () => {
    expect(swatchHex('arctic WHITE')).toBe(swatchHex('Arctic White'));
    for (const name of ['Rose Gold', 'Teal', 'Walnut', 'Midnight Zen'])
      expect(swatchHex(name)).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('mix', () => {
  it('mixes #rgb and #rrggbb colours', () => {
    expect(mix('#000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 0)).toBe('#ff0000');
  });
});
