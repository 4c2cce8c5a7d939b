// A tracking event's text in the shopper's language. The store writes its texts from the templates of
// @haat/domain/orders/tracking-texts; read back into template and values, they are translated like any text, with
// a return reason in the chosen language too. A seller's own words, and a note after a template, stay as written.
import { readTrackingText, TRACKING_TEXTS } from '@haat/domain/orders/tracking-texts';

type Translate = (key: string, values?: Record<string, string>) => string;

export function translateTrackingText(t: Translate, text: string): string {
  const read = readTrackingText(text);
  if (!read) return text;
  const { reason } = read.values;
  const translated = t(
    TRACKING_TEXTS[read.key],
    reason ? { ...read.values, reason: t(reason) } : read.values,
  );
  return read.note ? `${translated}. ${read.note}` : translated;
}
