// The FAQ filter on the real entries, interpolated by a real i18next instance as the page does.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAQ_SOURCES, translateFaqItems, type FaqItem } from './faq-items.ts';
import { filterFaq, normalizeForSearch } from './filter-faq.ts';

let items: FaqItem[];

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: {} } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  items = translateFaqItems((key, values) => i18n.t(key, values), 'en');
});

describe('FAQ entries', () => {
  it('are fifteen with unique ids and fully interpolated numbers', () => {
    expect(items).toHaveLength(15);
    expect(new Set(items.map((i) => i.id)).size).toBe(15);
    for (const item of items) expect(`${item.question} ${item.answer}`).not.toMatch(/\{\{|\}\}/);
    expect(items.find((i) => i.id === 'change-cancel-order')?.answer).toContain('within 1 hour');
    expect(items.find((i) => i.id === 'reset-password')?.answer).toContain('24 hours');
    expect(items.find((i) => i.id === 'delete-account')?.answer).toContain('within 30 days');
    expect(normalizeForSearch(items.find((i) => i.id === 'refund-time')?.answer ?? '')).toContain(
      '5-7 business days',
    );
    expect(items.find((i) => i.id === 'return-policy')?.answer).toContain('7 days');
    expect(items.find((i) => i.id === 'shipping-cost')?.answer).toContain('₹499');
  });
});

describe('filterFaq', () => {
  it('returns everything for an empty search on All', () => {
    expect(filterFaq(items, { query: '  ', category: 'all' })).toHaveLength(FAQ_SOURCES.length);
  });

  it('narrows the list for "refund", matching questions or answers', () => {
    const result = filterFaq(items, { query: 'refund', category: 'all' });
    expect(result.length).toBeGreaterThan(0);
    expect(result.length).toBeLessThan(items.length);
    expect(result.map((i) => i.id)).toContain('refund-time');
    for (const item of result) expect(`${item.question} ${item.answer}`.toLowerCase()).toContain('refund');
    // Matched in the answer only: the return-policy question does not say "refund".
    expect(result.map((i) => i.id)).toContain('return-policy');
  });

  it('finds nothing for nonsense', () => {
    expect(filterFaq(items, { query: 'zxqvbnm', category: 'all' })).toEqual([]);
  });

  it('ignores case', () => {
    const lower = filterFaq(items, { query: 'cash on delivery', category: 'all' });
    expect(lower.length).toBeGreaterThan(0);
    expect(filterFaq(items, { query: 'CASH ON Delivery', category: 'all' })).toEqual(lower);
  });

  it('finds ranges typed with a plain hyphen although the page shows a non-breaking one', () => {
    expect(filterFaq(items, { query: '5-7 business', category: 'all' }).map((i) => i.id)).toEqual([
      'refund-time',
    ]);
  });

  it('combines category and search', () => {
    const paymentOnly = filterFaq(items, { query: '', category: 'payment' });
    expect(paymentOnly.length).toBeGreaterThan(0);
    expect(paymentOnly.every((i) => i.category === 'payment')).toBe(true);

    const refundAll = filterFaq(items, { query: 'refund', category: 'all' });
    const refundPayment = filterFaq(items, { query: 'refund', category: 'payment' });
    expect(refundPayment.length).toBeGreaterThan(0);
    expect(refundPayment.length).toBeLessThan(refundAll.length);
    expect(refundPayment.every((i) => i.category === 'payment' && refundAll.includes(i))).toBe(true);
    expect(filterFaq(items, { query: 'refund', category: 'security' })).toEqual([]);
  });
});
