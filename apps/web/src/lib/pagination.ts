// The pure rules of the pagination control (docs/behaviour/catalogue.md#pagination-control): which page buttons show,
// the 'Showing X to Y of Z results' numbers, whether a page change is accepted, and jump-to-page validation.

/** All page buttons show at this many pages or fewer (docs/behaviour/catalogue.md#limits). */
export const ALL_PAGES_UP_TO = 7;
/** Pages shown either side of the current one in a long run. */
export const PAGE_WINDOW = 2;
/** The jump-to-page form appears above this many pages (docs/behaviour/catalogue.md#pagination-control). */
export const JUMP_TO_PAGE_ABOVE = 10;

export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'before' | 'after' };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The buttons of the control: every page up to 7 pages; beyond that the first and last page and two pages either
 * side of the current one, with an ellipsis for each gap. A gap of a single page shows that page instead: an
 * ellipsis standing for one page would hide it for nothing.
 */
export function pageWindow(currentPage: number, totalPages: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  if (total <= ALL_PAGES_UP_TO) return range(1, total).map((page) => ({ kind: 'page', page }));

  let from = Math.max(2, current - PAGE_WINDOW);
  let to = Math.min(total - 1, current + PAGE_WINDOW);
  if (from === 3) from = 2;
  if (to === total - 2) to = total - 1;

  const items: PageItem[] = [{ kind: 'page', page: 1 }];
  if (from > 2) items.push({ kind: 'ellipsis', key: 'before' });
  for (const page of range(from, to)) items.push({ kind: 'page', page });
  if (to < total - 1) items.push({ kind: 'ellipsis', key: 'after' });
  items.push({ kind: 'page', page: total });
  return items;
}

/** 'Showing X to Y of Z results': X and Y are 1-based item positions; an empty result shows 0 to 0. */
export function resultRange(
  currentPage: number,
  pageSize: number,
  totalItems: number,
): { from: number; to: number; total: number } {
  if (totalItems <= 0 || pageSize <= 0) return { from: 0, to: 0, total: Math.max(0, totalItems) };
  const from = Math.min((currentPage - 1) * pageSize + 1, totalItems);
  return { from, to: Math.min(currentPage * pageSize, totalItems), total: totalItems };
}

/**
 * docs/behaviour/catalogue.md#listing-state: a page change is accepted only within 1 to total and different from the
 * current page.
 */
export function isPageChange(target: number, currentPage: number, totalPages: number): boolean {
  return Number.isInteger(target) && target >= 1 && target <= totalPages && target !== currentPage;
}

export type JumpResult = { ok: true; page: number } | { ok: false; error: 'invalid' };

/**
 * docs/behaviour/catalogue.md#pagination-control: a whole number from 1 to the total pages (blanks around it are
 * fine).
 */
export function parseJumpToPage(input: string, totalPages: number): JumpResult {
  const value = input.trim();
  if (!/^\d+$/.test(value)) return { ok: false, error: 'invalid' };
  const page = Number(value);
  return page >= 1 && page <= totalPages ? { ok: true, page } : { ok: false, error: 'invalid' };
}
