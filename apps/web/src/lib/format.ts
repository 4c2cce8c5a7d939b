// Display formatting for prices and dates: prices always in ₹ with en-IN digit grouping; dates in the shopper's
// language as written in India (hi-IN, ta-IN…), with the same Latin digits as the prices beside them.
import i18next from 'i18next';
import { formatInr } from '@haat/domain/money/money';

export { formatInr };

/** The Intl locale of dates for a language ('en' → 'en-IN-u-nu-latn', 'bn' → 'bn-IN-u-nu-latn'); by default the
 * current interface language. Latin digits: Bengali, Marathi or Urdu dates would otherwise switch numerals. */
export function dateLocale(language: string = i18next.resolvedLanguage ?? i18next.language ?? 'en'): string {
  const code = language.split('-')[0] || 'en';
  return `${code}-IN-u-nu-latn`;
}

export function formatDate(date: Date | string | number, locale = dateLocale()): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(date),
  );
}
