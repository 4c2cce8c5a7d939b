// Words and numbers the settlement pages share (docs/behaviour/seller-portal.md#settlements): signed rupees, a
// range of IST dates, and the CSV download with the session's bearer.
import { download } from '../lib/api.ts';
import { inr } from './order-labels.tsx';

/** Rupees with a true minus sign for reversals: "−₹519", never "₹-519". */
export const signedInr = (rupees: number) => (rupees < 0 ? `−${inr(-rupees)}` : inr(rupees));

const dayOf = (date: string) => new Date(`${date}T00:00:00+05:30`);

/** "23 Nov – 29 Nov 2026" in the portal's language, as India's calendar reads the dates. */
export function dateRange(from: string, to: string, language: string): string {
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
  const long = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return from === to ? long.format(dayOf(from)) : `${short.format(dayOf(from))} – ${long.format(dayOf(to))}`;
}

/** Today's date in India, 'YYYY-MM-DD'. */
export function istToday(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The statement's CSV, fetched with the bearer (a link cannot carry it) and saved under its own name. */
export async function downloadStatementCsv(from: string, to: string): Promise<void> {
  await download(
    `/seller-portal/settlements/statement.csv?from=${from}&to=${to}`,
    `settlement-${from}-to-${to}.csv`,
    'text/csv',
  );
}
