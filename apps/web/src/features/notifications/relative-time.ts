// When a notice happened, as /notification says it (docs/behaviour/account.md#notifications): 'Just now' under a
// minute, then minutes, hours, and days up to 6, in the shopper's language (Intl); from 7 days on, the date itself.

import i18next from 'i18next';
import { dateLocale, formatDateIn, intlSpeaks } from '../../lib/format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'ago'; value: number; unit: 'minute' | 'hour' | 'day' }
  | { kind: 'date'; date: Date };

/** Which words a time takes; a time a little in the future (a skewed clock) is 'Just now'. */
export function relativeTimeOf(date: Date | string, now: Date): RelativeTime {
  const at = new Date(date);
  const elapsed = now.getTime() - at.getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return { kind: 'justNow' };
  if (elapsed < HOUR) return { kind: 'ago', value: Math.floor(elapsed / MINUTE), unit: 'minute' };
  if (elapsed < DAY) return { kind: 'ago', value: Math.floor(elapsed / HOUR), unit: 'hour' };
  if (elapsed < 7 * DAY) return { kind: 'ago', value: Math.floor(elapsed / DAY), unit: 'day' };
  return { kind: 'date', date: at };
}

/** The locale for Intl: the language as written in India ('hi-IN'), with Latin digits (lib/format.ts). */
export function intlLocaleOf(language: string): string {
  return dateLocale(language);
}

/** "5 minutes ago", "2 hours ago", "3 days ago", or "14 Nov 2026"; `justNow` is the translated 'Just now'. */
export function formatRelativeTime(date: Date | string, now: Date, locale: string, justNow: string): string {
  const when = relativeTimeOf(date, now);
  if (when.kind === 'justNow') return justNow;
  if (when.kind === 'date') return formatDateIn('medium', when.date, { language: locale });
  if (intlSpeaks(locale))
    return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-when.value, when.unit);
  // A browser without the language's data would say "5 minutes ago" in English: the catalogue's words instead
  // (docs/behaviour/languages.md#dates-and-numbers).
  const t = i18next.getFixedT(locale.split('-')[0] ?? 'en');
  if (when.unit === 'minute') return t('{{count}} minutes ago', { count: when.value });
  if (when.unit === 'hour') return t('{{count}} hours ago', { count: when.value });
  return t('{{count}} days ago', { count: when.value });
}
