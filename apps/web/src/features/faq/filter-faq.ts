// The FAQ filter (docs/behaviour/static-pages.md#faq): a category chip and a case-insensitive match on question or
// answer.
import type { FaqCategory, FaqItem } from './faq-items.ts';

export interface FaqFilter {
  query: string;
  category: FaqCategory;
}

/** Lower case, and every hyphen or dash as '-', so "5-7" finds the non-breaking "5‑7" shown on screen. */
export function normalizeForSearch(text: string): string {
  return text.toLocaleLowerCase().replace(/[\u2010-\u2015]/g, '-');
}

export function filterFaq(items: readonly FaqItem[], { query, category }: FaqFilter): FaqItem[] {
  const needle = normalizeForSearch(query.trim());
  return items.filter(
    (item) =>
      (category === 'all' || item.category === category) &&
      (needle === '' ||
        normalizeForSearch(item.question).includes(needle) ||
        normalizeForSearch(item.answer).includes(needle)),
  );
}
