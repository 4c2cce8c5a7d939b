// Dates in all 14 languages, with the browser's locale data and without it (docs/behaviour/languages.md#dates-and-numbers).
// "Without" stubs Intl.DateTimeFormat the way browsers without Punjabi, Nepali, Assamese or Odia data behave: a
// Punjabi or Nepali date comes out as "M12 1, Tue" under the language's own tag, an Assamese or Odia one in en-US.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { LANGUAGE_CODES } from '@haat/domain/shell/languages';
import { formatDate, formatDateIn, formatDateTime, formatInr, intlSpeaks } from './format.ts';

const RealDateTimeFormat = Intl.DateTimeFormat;
/** Browsers without data for these: two resolve the tag but have no names, two fall back to English. */
const NO_NAMES = new Set(['pa', 'ne']);
const FALLS_BACK = new Set(['as', 'or']);

function browserWithout(languages: readonly string[]) {
  const missing = new Set(languages);
  const Fake = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    const tag = String(Array.isArray(locales) ? locales[0] : (locales ?? 'en'));
    const code = tag.split('-')[0]!;
    if (!missing.has(code)) return new RealDateTimeFormat(locales, options);
    if (FALLS_BACK.has(code)) return new RealDateTimeFormat('en-US', options);
    // No names: the root locale's "M12" months and English weekdays, under the language's own tag.
    const root = new RealDateTimeFormat('en-US', options);
    const fake = Object.create(root) as Intl.DateTimeFormat;
    const parts = (date?: Date | number) =>
      root
        .formatToParts(date)
        .map((p) =>
          p.type === 'month' ? { ...p, value: `M${new Date(date ?? Date.now()).getUTCMonth() + 1}` } : p,
        );
    fake.formatToParts = parts;
    fake.format = (date?: Date | number) =>
      parts(date)
        .map((p) => p.value)
        .join('');
    fake.resolvedOptions = () => ({ ...root.resolvedOptions(), locale: tag });
    return fake;
  } as unknown as typeof Intl.DateTimeFormat;
  vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: Fake });
}

// 1 December 2026 (a Tuesday), noon in India.
const DAY = new Date('2026-12-01T06:30:00Z');
const SCRIPTS: Record<string, RegExp> = {
  en: /^[\p{Script=Latin}\d\s,.:]+$/u,
  hi: /\p{Script=Devanagari}/u,
  mr: /\p{Script=Devanagari}/u,
  ne: /\p{Script=Devanagari}/u,
  bn: /\p{Script=Bengali}/u,
  as: /\p{Script=Bengali}/u,
  pa: /\p{Script=Gurmukhi}/u,
  gu: /\p{Script=Gujarati}/u,
  or: /\p{Script=Oriya}/u,
  ta: /\p{Script=Tamil}/u,
  te: /\p{Script=Telugu}/u,
  kn: /\p{Script=Kannada}/u,
  ml: /\p{Script=Malayalam}/u,
  ur: /\p{Script=Arabic}/u,
};
/** The words of a date: in the language's script, never a Latin month, weekday or "M12". */
function expectInScript(text: string, code: string) {
  expect(text, code).toMatch(SCRIPTS[code]!);
  if (code !== 'en') expect(text, code).not.toMatch(/\p{Script=Latin}/u);
  expect(text).toContain('1');
  expect(text).not.toMatch(/[\u0966-\u096F\u09E6-\u09EF\u06F0-\u06F9\u0660-\u0669]/); // Latin digits only
}

/** The language's catalogue, as changeLanguage loads it (without its font, which a date does not need). */
const catalogues = import.meta.glob<{ default: { translation: Record<string, string> } }>(
  '../i18n/locales/*.json',
);
async function changeLanguage(code: string) {
  if (code !== 'en' && !i18next.hasResourceBundle(code, 'translation')) {
    const loaded = await catalogues[`../i18n/locales/${code}.json`]!();
    i18next.addResourceBundle(code, 'translation', loaded.default.translation);
  }
  await i18next.changeLanguage(code);
}

describe('dates through the one formatter', () => {
  beforeAll(async () => {
    for (const code of LANGUAGE_CODES) await changeLanguage(code);
  }, 120_000);

  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it.each(LANGUAGE_CODES)(
    '%s: with the browser’s data, dates read in the language',
    async (code) => {
      await changeLanguage(code);
      expect(intlSpeaks(code)).toBe(true);
      const long = formatDate(DAY);
      expectInScript(long, code);
      expect(long).toContain('2026');
      expectInScript(formatDateIn('day', DAY, { timeZone: 'Asia/Kolkata' }), code);
      expectInScript(formatDateTime(DAY), code);
    },
    20_000,
  );

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en'))(
    '%s: without the browser’s data, the store’s own names say the same date',
    async (code) => {
      await changeLanguage(code);
      const withData = formatDate(DAY);
      browserWithout([code]);
      expect(intlSpeaks(code)).toBe(false);
      const long = formatDate(DAY);
      expectInScript(long, code);
      // The store's names and templates are CLDR's: the long date reads exactly as the browser's would.
      expect(long).toBe(withData);
      const day = formatDateIn('day', DAY, { timeZone: 'Asia/Kolkata' });
      expectInScript(day, code);
      expect(day).not.toMatch(/M12|Tue|Dec/);
      expect(day).toContain(i18next.t('December'));
      expect(day).toContain(i18next.t('Tue'));
      expect(formatDateTime(DAY)).toBe(`${long}${code === 'ur' ? '،' : ','} 12:00`);
    },
    20_000,
  );

  it('fixes "M12 1, Tue ਤੱਕ ਡਿਲੀਵਰੀ": the Punjabi delivery line is one template around a Punjabi date', async () => {
    await changeLanguage('pa');
    browserWithout(['pa', 'ne', 'as', 'or']);
    for (const code of NO_NAMES) expect(intlSpeaks(code)).toBe(false);
    for (const code of FALLS_BACK) expect(intlSpeaks(code)).toBe(false);
    expect(intlSpeaks('hi')).toBe(true);
    const date = formatDateIn('day', DAY, { timeZone: 'Asia/Kolkata' });
    expect(date).toBe('ਮੰਗਲ, 1 ਦਸੰਬਰ');
    expect(i18next.t('Delivery by {{date}}', { date })).toBe('ਮੰਗਲ, 1 ਦਸੰਬਰ ਤੱਕ ਡਿਲੀਵਰੀ');
  });

  it('a date nobody can read is no date, and prices stay ₹ with en-IN digits in every language', async () => {
    await changeLanguage('bn');
    expect(formatDate('not a date')).toBe('');
    expect(formatInr(1299)).toBe('₹1,299');
    expect(formatInr(15106)).toBe('₹15,106');
  });
});
