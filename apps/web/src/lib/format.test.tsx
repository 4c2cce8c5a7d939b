import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { dateLocale, formatDate, formatInr } from './format.ts';

describe('dates follow the interface language, prices do not', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('writes the date in the chosen language as used in India, with Latin digits', async () => {
    await i18next.init({ lng: 'en', resources: {} });
    expect(formatDate('2026-11-25T12:00:00Z')).toBe('25 November 2026');
    await i18next.changeLanguage('hi');
    expect(dateLocale()).toBe('hi-IN-u-nu-latn');
    expect(formatDate('2026-11-25T12:00:00Z')).toBe('25 नवंबर 2026');
    await i18next.changeLanguage('bn');
    // Bengali's own numerals would be the Intl default; the digits stay those of the prices.
    expect(formatDate('2026-11-25T12:00:00Z')).toMatch(/^25 নভেম্বর, 2026$/);
    expect(formatInr(1299)).toBe('₹1,299');
  });
});
