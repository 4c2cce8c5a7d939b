// Pagination rules (docs/behaviour/catalogue.md#pagination-control, #listing-state, #validation, #limits).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPageChange, pageWindow, parseJumpToPage, resultRange, type PageItem } from './pagination.ts';

const show = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…')).join(' ');

describe('pageWindow', () => {
  it('shows every page at 7 pages or fewer', () => {
    expect(show(pageWindow(1, 1))).toBe('1');
    expect(show(pageWindow(4, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('shows first, last and two either side of the current page with ellipses beyond 7', () => {
    expect(show(pageWindow(1, 20))).toBe('1 2 3 … 20');
    expect(show(pageWindow(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(pageWindow(20, 20))).toBe('1 … 18 19 20');
    expect(show(pageWindow(8, 8))).toBe('1 … 6 7 8');
  });

  it('shows the page itself where an ellipsis would stand for only one page', () => {
    expect(show(pageWindow(5, 20))).toBe('1 2 3 4 5 6 7 … 20');
    expect(show(pageWindow(16, 20))).toBe('1 … 14 15 16 17 18 19 20');
  });

  it('always holds 1, the last page and the current page in order, each once, at most 9 items', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (total, seed) => {
        const current = ((seed - 1) % total) + 1;
        const items = pageWindow(current, total);
        const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(items.length).toBeLessThanOrEqual(9);
        // Every page within two of the current one is a button; an ellipsis always hides at least two pages.
        for (let p = Math.max(1, current - 2); p <= Math.min(total, current + 2); p++)
          expect(pages).toContain(p);
        items.forEach((item, i) => {
          if (item.kind !== 'ellipsis') return;
          const before = items[i - 1];
          const after = items[i + 1];
          if (before?.kind !== 'page' || after?.kind !== 'page') throw new Error('ellipsis between pages');
          expect(after.page - before.page).toBeGreaterThan(2);
        });
      }),
    );
  });
});

describe('resultRange', () => {
  it('gives the first and last position shown and the total', () => {
    expect(resultRange(1, 20, 95)).toEqual({ from: 1, to: 20, total: 95 });
    expect(resultRange(5, 20, 95)).toEqual({ from: 81, to: 95, total: 95 });
    expect(resultRange(1, 20, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('isPageChange and parseJumpToPage', () => {
  it('accepts only a different page within 1 to total', () => {
    expect(isPageChange(2, 1, 5)).toBe(true);
    expect(isPageChange(1, 1, 5)).toBe(false);
    expect(isPageChange(0, 1, 5)).toBe(false);
    expect(isPageChange(6, 1, 5)).toBe(false);
    expect(isPageChange(2.5, 1, 5)).toBe(false);
  });

  it('accepts a whole number from 1 to total pages only', () => {
    expect(parseJumpToPage(' 12 ', 40)).toEqual({ ok: true, page: 12 });
    for (const input of ['', '0', '41', '-3', '2.5', 'abc', '1e1'])
      expect(parseJumpToPage(input, 40)).toEqual({ ok: false, error: 'invalid' });
  });
});
