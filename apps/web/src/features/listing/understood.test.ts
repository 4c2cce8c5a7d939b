// How the results page names what a search understood (docs/behaviour/search.md#results-page-notices).
import { describe, expect, it } from 'vitest';
import { leafPaths } from '@haat/domain/catalog/category-tree';
import type { UnderstoodPart } from '@haat/domain/search/search-interpretation.schema';
import {
  categoryPathName,
  noticeTemplate,
  partPhrase,
  readPriceValue,
  shownParts,
  undoHref,
} from './understood.ts';

const part = (kind: UnderstoodPart['kind'], words: string, value: string): UnderstoodPart => ({
  kind,
  words,
  value,
  undo: { q: 'x' },
});

describe('categoryPathName', () => {
  it.each([
    ['electronics/wearables/smart-watches', 'Smart Watches'],
    ['mobile-phones/smartphones', 'Smartphones'],
    ['fashion', 'Fashion'],
  ])('names %s as the tree does: %s', (path, name) => {
    expect(categoryPathName(path)).toBe(name);
  });

  it('names every leaf path of the tree', () => {
    for (const path of leafPaths()) expect(categoryPathName(path), path).toBeTruthy();
  });

  it('names no path the tree lacks', () => {
    expect(categoryPathName('electronics/no-such-thing')).toBeUndefined();
    expect(categoryPathName('nowhere')).toBeUndefined();
    expect(categoryPathName('electronics/wearables/no-such-item')).toBeUndefined();
  });
});

describe('readPriceValue', () => {
  it.each([
    ['-2000', { kind: 'under', max: 2000 }],
    ['500-', { kind: 'over', min: 500 }],
    ['20000-30000', { kind: 'between', min: 20000, max: 30000 }],
    ['low', { kind: 'low' }],
    ['-', undefined],
    ['cheap', undefined],
    ['', undefined],
  ])('reads %j', (value, reading) => {
    expect(readPriceValue(value)).toEqual(reading);
  });
});

describe('partPhrase', () => {
  it('falls back to the words typed when the value cannot be named', () => {
    expect(partPhrase(part('type', 'gizmo', 'nowhere/at-all'))).toEqual({ text: 'gizmo' });
    expect(partPhrase(part('price', '2k se kam', 'garbled'))).toEqual({ text: '2k se kam' });
    expect(partPhrase(part('audience', 'for aliens', 'aliens'))).toEqual({ text: 'for aliens' });
  });

  it('reads a price as a phrase with the amounts as values', () => {
    expect(partPhrase(part('price', '2k se kam', '-2000'))).toEqual({
      key: 'under {{price}}',
      values: { price: 2000 },
    });
    expect(partPhrase(part('price', 'sasta', 'low'))).toEqual({ key: 'at low prices' });
  });
});

describe('noticeTemplate', () => {
  it('has one template with a type and one without, the first part of a kind filling its slot', () => {
    const type = { part: part('type', 'tv', 'electronics/televisions'), phrase: { text: 'TV' } };
    const under = { part: part('price', 'under 2000', '-2000'), phrase: { text: 'a' } };
    const under2 = { part: part('price', 'under 3000', '-3000'), phrase: { text: 'b' } };
    expect(noticeTemplate([type, under, under2]).key).toContain('{{type}}');
    expect(noticeTemplate([type, under, under2]).slots.price).toBe(under);
    expect(noticeTemplate([under]).key).toContain('products');
  });
});

describe('shownParts', () => {
  it('names nothing to undo after a relaxation', () => {
    const query = {
      original: 'a',
      searched: 'a',
      rewritten: false,
      corrected: false,
      understood: [part('price', 'under 2000', '-2000')],
    };
    expect(shownParts(query)).toHaveLength(1);
    expect(shownParts({ ...query, relaxed: { dropped: [], priceWidened: true } })).toEqual([]);
  });
});

describe('undoHref', () => {
  it('keeps the other parameters, drops the page and the path term, sets exact only when asked', () => {
    const current = new URLSearchParams('q=tv+under+2000&brands=Sony&sort=price-low&page=3&exact=true');
    expect(undoHref('/search', current, { q: 'tv' })).toBe('/search?q=tv&brands=Sony&sort=price-low');
    expect(undoHref('/search', current, { q: 'tv under 2000', exact: true })).toBe(
      '/search?q=tv+under+2000&brands=Sony&sort=price-low&exact=true',
    );
    expect(undoHref('/all-products', new URLSearchParams('search=tv'), { q: 'tv' })).toBe(
      '/all-products?q=tv',
    );
  });
});
