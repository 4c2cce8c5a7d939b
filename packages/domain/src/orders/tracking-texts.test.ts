import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTrackingText, readTrackingText, TRACKING_TEXTS, type TrackingTextKey } from './tracking-texts';

const keys = Object.keys(TRACKING_TEXTS) as TrackingTextKey[];
const placeholders = (key: TrackingTextKey) =>
  [...TRACKING_TEXTS[key].matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
/** Values as the store writes them: names, codes, amounts and reasons, without a sentence break inside. */
const value = fc.stringMatching(/^[A-Za-z0-9₹][A-Za-z0-9₹,:()' -]{0,24}[A-Za-z0-9)]$/);

describe('tracking texts', () => {
  it.each([
    [
      'dispatched',
      { carrier: 'Delhivery', trackingNumber: 'DL123' },
      'Your order has been dispatched with Delhivery (tracking number DL123)',
    ],
    [
      'returnRequestedOne',
      { returnNumber: 'RET-1', reason: 'Damaged' },
      'Return RET-1 requested for 1 item (Damaged)',
    ],
    [
      'returnRefunded',
      { amount: '₹1,234.50', returnNumber: 'RET-1' },
      'A refund of ₹1,234.50 for return RET-1 is on its way to the original payment method',
    ],
  ] as const)('writes %s in English as stored', (key, values, text) => {
    expect(formatTrackingText(key, values)).toBe(text);
    expect(readTrackingText(text)).toEqual({ key, values });
  });

  it('reads the longer of two templates that start alike', () => {
    expect(readTrackingText('Return RET-9 requested for 3 items (Wrong size)')).toEqual({
      key: 'returnRequestedMany',
      values: { returnNumber: 'RET-9', count: '3', reason: 'Wrong size' },
    });
    expect(readTrackingText('Return RET-9 requested')?.key).toBe('returnRequested');
    expect(readTrackingText('Your order has been delivered')?.key).toBe('delivered');
  });

  it("keeps a seller's note after the template as written", () => {
    expect(readTrackingText('Return RET-2 was rejected by the seller. The seal was broken')).toEqual({
      key: 'returnRejected',
      values: { returnNumber: 'RET-2' },
      note: 'The seal was broken',
    });
  });

  it("reads a seller's own words as no template", () => {
    expect(readTrackingText('Handed to the courier at the Andheri hub')).toBeNull();
    expect(readTrackingText('Your order has been delivered to the neighbour')).toBeNull();
  });

  it('property: every template reads back into its key, values and note', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.option(value, { nil: undefined }),
        fc.array(value, { minLength: 4, maxLength: 4 }),
        (key, note, pool) => {
          const names = placeholders(key);
          const values = Object.fromEntries(names.map((name, i) => [name, pool[i]!]));
          const read = readTrackingText(formatTrackingText(key, values, note));
          expect(read).not.toBeNull();
          // Two templates may write the same text ('requested for 1 item' with count 1 is the one-item text).
          expect(formatTrackingText(read!.key, read!.values, read!.note)).toBe(
            formatTrackingText(key, values, note),
          );
        },
      ),
    );
  });
});
