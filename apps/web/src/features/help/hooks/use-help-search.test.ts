// The help search: all words must match, title matches rank first, and the result list is capped.
import { describe, expect, it } from 'vitest';
import { HELP_SEARCH_LIMIT, searchHelp, type HelpSearchEntry } from './use-help-search.ts';

const entry = (id: string, title: string, text = '', context = 'Topic'): HelpSearchEntry => ({
  id,
  title,
  context,
  to: `/${id}`,
  text,
});

describe('searchHelp', () => {
  const entries = [
    entry('a', 'Refund timelines', 'cards wallets bank'),
    entry('b', 'Cancelling an order', 'refund within business days'),
    entry('c', 'Gift wrapping', 'per item'),
  ];

  it('returns nothing for an empty or blank query', () => {
    expect(searchHelp(entries, '')).toEqual([]);
    expect(searchHelp(entries, '   ')).toEqual([]);
  });

  it('matches case-insensitively across title, context and text, requiring every word', () => {
    expect(searchHelp(entries, 'REFUND').map((e) => e.id)).toEqual(['a', 'b']);
    expect(searchHelp(entries, 'refund business').map((e) => e.id)).toEqual(['b']);
    expect(searchHelp(entries, 'refund gift')).toEqual([]);
    expect(searchHelp(entries, 'topic gift').map((e) => e.id)).toEqual(['c']);
  });

  it('ranks title matches above body matches', () => {
    const ranked = searchHelp([entry('body', 'Orders', 'refund'), entry('title', 'Refunds')], 'refund');
    expect(ranked.map((e) => e.id)).toEqual(['title', 'body']);
  });

  it('caps the results', () => {
    const many = Array.from({ length: HELP_SEARCH_LIMIT + 5 }, (_, i) => entry(String(i), `Delivery ${i}`));
    expect(searchHelp(many, 'delivery')).toHaveLength(HELP_SEARCH_LIMIT);
  });
});
