// Display formatting for prices and dates; prices always in ₹ with en-IN digit grouping.
import { formatInr } from '@haat/domain/money/money';

export { formatInr };

export function formatDate(date: Date | string | number, locale = 'en-IN'): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(date),
  );
}
