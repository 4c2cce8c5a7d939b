// The one formatter of dates and numbers a shopper reads (docs/behaviour/languages.md#dates-and-numbers): prices
// always in ₹ with en-IN digit grouping; dates in the shopper's language as written in India, with the same Latin
// digits as the prices beside them. A browser's Intl data is used only when it really speaks the language (the
// locale it resolves is that language, and its month and weekday names are in the language's script); otherwise
// the store's own month and weekday names and date templates from the catalogue are used, so a browser without
// Punjabi data never writes "M12 1, Tue".
import i18next from 'i18next';
import { formatInr } from '@haat/domain/money/money';
import { isLanguageCode, type LanguageCode } from '@haat/domain/shell/languages';
import { tk } from '../i18n/translation-key.ts';

export { formatInr };

/** The current interface language's code ('pa'), English when none is set. */
export function currentLanguage(): string {
  return (i18next.resolvedLanguage ?? i18next.language ?? 'en').split('-')[0] || 'en';
}

/** The Intl locale of dates for a language ('en' → 'en-IN-u-nu-latn', 'bn' → 'bn-IN-u-nu-latn'); by default the
 * current interface language. Latin digits: Bengali, Marathi or Urdu dates would otherwise switch numerals. */
export function dateLocale(language: string = currentLanguage()): string {
  const code = language.split('-')[0] || 'en';
  return `${code}-IN-u-nu-latn`;
}

/** Numbers other than prices (counts, ratings), en-IN grouping and Latin digits in every language. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat('en-IN', options).format(value);
}

/** "18%": a share, en-IN digits in every language. */
export function formatPercent(percent: number): string {
  return `${formatNumber(percent, { maximumFractionDigits: 1 })}%`;
}

/** The letters each language's month and weekday names are written in. */
const SCRIPT: Record<LanguageCode, RegExp> = {
  en: /^[A-Za-z.]+$/,
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  ne: /[\u0900-\u097F]/,
  bn: /[\u0980-\u09FF]/,
  as: /[\u0980-\u09FF]/,
  pa: /[\u0A00-\u0A7F]/,
  gu: /[\u0A80-\u0AFF]/,
  or: /[\u0B00-\u0B7F]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
  kn: /[\u0C80-\u0CFF]/,
  ml: /[\u0D00-\u0D7F]/,
  ur: /[\u0600-\u06FF]/,
};

// Per Intl.DateTimeFormat constructor, so a test that stubs Intl gets its own answers.
const spoken = new WeakMap<object, Map<string, boolean>>();

/** Whether this browser's Intl data writes dates in the language: it resolves to the language (not a fallback
 * such as en-US), and the month and weekday it names are in the language's script (not "M12" or "Tue"). */
export function intlSpeaks(language: string): boolean {
  const code = language.split('-')[0] || 'en';
  if (!isLanguageCode(code)) return false;
  let answers = spoken.get(Intl.DateTimeFormat);
  if (!answers) {
    answers = new Map();
    spoken.set(Intl.DateTimeFormat, answers);
  }
  let answer = answers.get(code);
  if (answer === undefined) {
    answer = checkIntl(code);
    answers.set(code, answer);
  }
  return answer;
}

function checkIntl(code: LanguageCode): boolean {
  try {
    const format = new Intl.DateTimeFormat(dateLocale(code), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    const resolved = format.resolvedOptions().locale.toLowerCase();
    if (resolved !== code && !resolved.startsWith(`${code}-`)) return false;
    const parts = format.formatToParts(new Date(Date.UTC(2026, 11, 1)));
    const month = parts.find((p) => p.type === 'month')?.value ?? '';
    const weekday = parts.find((p) => p.type === 'weekday')?.value ?? '';
    const script = SCRIPT[code];
    return script.test(month) && script.test(weekday) && !/^M\d/.test(month);
  } catch {
    return false;
  }
}

// The store's own names, translated in the catalogue of each language (CLDR's names for India).
const MONTHS = [
  tk('January'),
  tk('February'),
  tk('March'),
  tk('April'),
  tk('May'),
  tk('June'),
  tk('July'),
  tk('August'),
  tk('September'),
  tk('October'),
  tk('November'),
  tk('December'),
];
const WEEKDAYS = [tk('Sun'), tk('Mon'), tk('Tue'), tk('Wed'), tk('Thu'), tk('Fri'), tk('Sat')];
// The order of a date's parts is the language's, so each shape is one template.
const LONG_DATE = tk('{{day}} {{month}} {{year}}');
const DAY_DATE = tk('{{weekday}}, {{day}} {{month}}');
const DATE_TIME = tk('{{date}}, {{time}}');

interface DateParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The calendar parts of an instant, in a time zone (the browser's when none is given); en-US is in every
 * browser's data. */
function partsOf(date: Date, timeZone?: string): DateParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')) - 1,
    day: Number(get('day')),
    weekday: WEEKDAY_INDEX[get('weekday')] ?? 0,
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
  };
}

export type DateStyle =
  /** 25 November 2026 */
  | 'long'
  /** 25 Nov 2026 (the store's own names give the month in full) */
  | 'medium'
  /** Wed, 25 Nov: a delivery day */
  | 'day'
  /** 25 Nov 2026, 17:05: a tracking event, a notice */
  | 'dateTime';

export interface DateOptions {
  /** The interface language by default. */
  language?: string;
  /** The browser's time zone by default; 'UTC' for a calendar date held as UTC midnight. */
  timeZone?: string;
}

const INTL_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  // A 24-hour clock: several languages' data write "PM" in Latin letters, and the store's own names need no words
  // for morning and evening.
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  },
};

/** A date in the shopper's language: the browser's Intl when it speaks the language, the store's names else. */
export function formatDateIn(
  style: DateStyle,
  date: Date | string | number,
  { language = currentLanguage(), timeZone }: DateOptions = {},
): string {
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) return '';
  const code = language.split('-')[0] || 'en';
  if (intlSpeaks(code)) {
    return new Intl.DateTimeFormat(dateLocale(code), { ...INTL_OPTIONS[style], timeZone }).format(at);
  }
  const fixed = i18next.getFixedT(code);
  // A date's parts are the date's own words, not values from elsewhere: no isolates between them.
  const t = (key: string, values?: Record<string, unknown>) =>
    fixed(key, { ...values, interpolation: { escapeValue: false } });
  const p = partsOf(at, timeZone);
  const month = t(MONTHS[p.month] ?? '');
  if (style === 'day') return t(DAY_DATE, { weekday: t(WEEKDAYS[p.weekday] ?? ''), day: p.day, month });
  const long = t(LONG_DATE, { day: p.day, month, year: p.year });
  if (style === 'long' || style === 'medium') return long;
  const time = `${p.hour}:${String(p.minute).padStart(2, '0')}`;
  return t(DATE_TIME, { date: long, time });
}

/** "25 November 2026" in the interface language (or `language`). */
export function formatDate(date: Date | string | number, language?: string): string {
  return formatDateIn('long', date, { language });
}

/** "25 Nov 2026, 10:05" (24-hour) in India's time (couriers, sellers and the server speak IST). */
export function formatDateTime(date: Date | string | number, language?: string): string {
  return formatDateIn('dateTime', date, { language, timeZone: 'Asia/Kolkata' });
}
