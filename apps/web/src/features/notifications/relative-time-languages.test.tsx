// A notice's age in a browser without the language's date data (docs/behaviour/languages.md#dates-and-numbers):
// the catalogue's words, the same as the browser's own where it has them, never English "5 minutes ago".
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const LANGUAGES = ['pa', 'ne', 'as', 'or'] as const;
const SCRIPT = {
  pa: /\p{Script=Gurmukhi}/u,
  ne: /\p{Script=Devanagari}/u,
  as: /\p{Script=Bengali}/u,
  or: /\p{Script=Oriya}/u,
};
const catalogues = import.meta.glob<{ default: { translation: Record<string, string> } }>(
  '../../i18n/locales/*.json',
);
const RealDateTimeFormat = Intl.DateTimeFormat;
const RealRelativeTimeFormat = Intl.RelativeTimeFormat;

/** A browser that falls back to English for the language's dates and relative times. */
function browserWithout(code: string) {
  const Fake = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    const tag = String(Array.isArray(locales) ? locales[0] : (locales ?? 'en'));
    return new RealDateTimeFormat(tag.startsWith(code) ? 'en-US' : locales, options);
  } as unknown as typeof Intl.DateTimeFormat;
  const FakeRelative = function (locales?: string | string[], options?: Intl.RelativeTimeFormatOptions) {
    const tag = String(Array.isArray(locales) ? locales[0] : (locales ?? 'en'));
    return new RealRelativeTimeFormat(tag.startsWith(code) ? 'en-US' : locales, options);
  } as unknown as typeof Intl.RelativeTimeFormat;
  vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: Fake, RelativeTimeFormat: FakeRelative });
}

const NOW = new Date('2026-12-01T12:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('a notice’s age without the browser’s data', () => {
  beforeAll(async () => {
    for (const code of LANGUAGES) {
      const loaded = await catalogues[`../../i18n/locales/${code}.json`]!();
      i18next.addResourceBundle(code, 'translation', loaded.default.translation);
    }
  }, 60_000);

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(LANGUAGES)('%s reads it in its own words', (code) => {
    const locale = `${code}-IN-u-nu-latn`;
    const ages = [1, 5, 120, 3 * 24 * 60];
    const withData = ages.map((minutes) => formatRelativeTime(ago(minutes), NOW, locale, 'now'));
    browserWithout(code);
    const without = ages.map((minutes) => formatRelativeTime(ago(minutes), NOW, locale, 'now'));
    expect(without).toEqual(withData);
    for (const text of without) {
      expect(text).toMatch(SCRIPT[code]);
      expect(text).not.toMatch(/\p{Script=Latin}/u);
    }
    expect(without[3]).toContain('3');
  });
});
