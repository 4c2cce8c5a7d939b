import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTrackingText } from '@haat/domain/orders/tracking-texts';
import hi from '../../i18n/locales/hi.json';
import { translateTrackingText } from './tracking-text.ts';

const hindi = (english: string) =>
  (hi.translation as Record<string, string>)[english] ?? `missing: ${english}`;

describe('translateTrackingText', () => {
  const i18n = i18next.createInstance();
  beforeAll(() =>
    i18n.init({
      lng: 'hi',
      resources: { hi },
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    }),
  );
  const t = (key: string, values?: Record<string, string>) => i18n.t(key, values);

  it('shows a text the store wrote in Hindi, with its values in place', () => {
    const text = formatTrackingText('dispatched', { carrier: 'Delhivery', trackingNumber: 'DL123' });
    const shown = translateTrackingText(t, text);
    expect(shown).toBe(
      hindi('Your order has been dispatched with {{carrier}} (tracking number {{trackingNumber}})')
        .replace('{{carrier}}', 'Delhivery')
        .replace('{{trackingNumber}}', 'DL123'),
    );
    expect(shown).not.toContain('Your order');
  });

  it('translates a return reason inside the text', () => {
    const text = formatTrackingText('returnRequestedMany', {
      returnNumber: 'RET-7',
      count: 2,
      reason: 'Defective/Damaged Product',
    });
    const shown = translateTrackingText(t, text);
    expect(shown).toContain('RET-7');
    expect(shown).toContain(hindi('Defective/Damaged Product'));
  });

  it("keeps a seller's note and a seller's own words as written", () => {
    const withNote = formatTrackingText('returnRejected', { returnNumber: 'RET-8' }, 'The seal was broken');
    expect(translateTrackingText(t, withNote)).toMatch(/RET-8.*\. The seal was broken$/);
    expect(translateTrackingText(t, 'Handed to the courier at the Andheri hub')).toBe(
      'Handed to the courier at the Andheri hub',
    );
  });
});
