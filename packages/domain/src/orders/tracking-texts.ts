// The texts the store writes into an order's tracking events, as templates with {{placeholders}} (i18next's
// syntax). The API stores the English text, which mails and sellers read as it is; the web reads a stored text
// back into its template and values (readTrackingText) and shows it in the shopper's language. A seller's own
// words match no template and are shown as written.

export const TRACKING_TEXTS = {
  placedCashOnDelivery: 'Your order has been placed and confirmed. Pay in cash when it is delivered.',
  paymentReceived: 'Payment received. The seller is preparing your order.',
  packed: 'Your order has been packed by the seller and is ready for dispatch',
  dispatched: 'Your order has been dispatched with {{carrier}} (tracking number {{trackingNumber}})',
  outForDelivery: 'Your order is out for delivery and will reach you today',
  delivered: 'Your order has been delivered',
  deliveredTo: 'Your order has been delivered and was received by {{recipient}}',
  cancelledBySeller: 'Your order has been cancelled by the seller',
  cancelledByCustomer: 'Cancelled by the customer',
  cancelledByCustomerBecause: 'Cancelled by the customer: {{reason}}',
  returnRequestedOne: 'Return {{returnNumber}} requested for 1 item ({{reason}})',
  returnRequestedMany: 'Return {{returnNumber}} requested for {{count}} items ({{reason}})',
  returnRequested: 'Return {{returnNumber}} requested',
  returnApproved: 'Return {{returnNumber}} was approved by the seller; the parcel will be picked up',
  returnRejected: 'Return {{returnNumber}} was rejected by the seller',
  returnPickedUp: 'The parcel of return {{returnNumber}} was picked up',
  returnRefunded:
    'A refund of {{amount}} for return {{returnNumber}} is on its way to the original payment method',
  returnClosedWithoutRefund: 'Return {{returnNumber}} was closed with no refund due',
  returnExchanged: 'Return {{returnNumber}} was closed with an exchange',
  parcelReturnedAndRefunded: 'Every item of this parcel was returned and refunded',
} as const;

export type TrackingTextKey = keyof typeof TRACKING_TEXTS;
export type TrackingTextValues = Record<string, string | number>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The English text of a template with its values; a seller's `note` follows it as its own sentence. */
export function formatTrackingText(
  key: TrackingTextKey,
  values: TrackingTextValues = {},
  note?: string,
): string {
  const text = TRACKING_TEXTS[key].replace(PLACEHOLDER, (_, name: string) => String(values[name] ?? ''));
  return note ? `${text}. ${note}` : text;
}

export interface ReadTrackingText {
  key: TrackingTextKey;
  values: Record<string, string>;
  /** A seller's note written after the template's text, as written. */
  note?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a pattern, the longest first, so 'Return X requested for 1 item (…)' is not read as 'Return X requested'. */
const PATTERNS = (Object.entries(TRACKING_TEXTS) as [TrackingTextKey, string][])
  .sort(([, a], [, b]) => b.length - a.length)
  .map(([key, template]) => {
    const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    const body = template
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
      .join('');
    return { key, names, pattern: new RegExp(`^${body}(?:\\. (.+))?$`, 's') };
  });

/** The template and values a stored text was written from; null for a text of the seller's own. */
export function readTrackingText(text: string): ReadTrackingText | null {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    const note = match[names.length + 1];
    return note === undefined ? { key, values } : { key, values, note };
  }
  return null;
}
