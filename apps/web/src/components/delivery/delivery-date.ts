// How a delivery promise's date reads: "Today", "Tomorrow" or "Wed, 25 Nov" (in the interface language). The server's dates are
// calendar days in India's time zone, so "today" is India's today too, wherever the browser's clock is set.
import { currentLanguage, formatDateIn } from '../../lib/format.ts';

export type DeliveryDay =
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  /** The formatted date, e.g. 'Wed, 25 Nov'. */
  | { kind: 'date'; text: string };

const INDIA_TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' to a UTC midnight timestamp; null for anything else. */
function calendarDay(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time;
}

/** India's calendar date at `now`, as YYYY-MM-DD (en-CA writes dates that way). */
export function indiaToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: INDIA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The day a "Delivery by …" line names; null when the date is not a YYYY-MM-DD calendar date. */
export function deliveryDay(iso: string, now: Date, language = currentLanguage()): DeliveryDay | null {
  const day = calendarDay(iso);
  const today = calendarDay(indiaToday(now));
  if (day === null || today === null) return null;
  const ahead = Math.round((day - today) / DAY_MS);
  if (ahead === 0) return { kind: 'today' };
  if (ahead === 1) return { kind: 'tomorrow' };
  return { kind: 'date', text: formatDateIn('day', new Date(day), { language, timeZone: 'UTC' }) };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Delivery by Wed, 25 Nov" (or "… Today" / "… Tomorrow") through the page's t(); null for a malformed date. */
export function deliveryByText(iso: string, now: Date, t: Translate, message: string): string | null {
  const day = deliveryDay(iso, now);
  if (!day) return null;
  const date = day.kind === 'date' ? day.text : day.kind === 'today' ? t('Today') : t('Tomorrow');
  return t(message, { date });
}
