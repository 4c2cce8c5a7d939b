// The server's sentences with data in them read in every language (docs/behaviour/languages.md#one-key-per-sentence):
// each message function of the shopper's tables is read back into its catalogue template, its data kept and isolated.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@haat/domain/addresses/address.schema';
import { CART_MESSAGES } from '@haat/domain/cart/cart-api.schema';
import { COUPON_MESSAGES } from '@haat/domain/coupons/coupon.schema';
import { COD_LIMIT_RUPEES, ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { RETURN_MESSAGES } from '@haat/domain/returns/return-policy';
import { RETURN_STATUS_MESSAGES } from '@haat/domain/returns/return-status';
import { LANGUAGE_CODES } from '@haat/domain/shell/languages';
import { isolate } from './built-messages.ts';

const catalogues = import.meta.glob<{ default: { translation: Record<string, string> } }>('./locales/*.json');

const NAME = 'Apple iPhone 16 Pro (1 TB, Black Titanium)';
/** Each message function a shopper can meet, called as the server calls it. */
const SAMPLES: Record<string, string[]> = {
  'ORDER_MESSAGES.codLimit': [ORDER_MESSAGES.codLimit(COD_LIMIT_RUPEES)],
  'ORDER_MESSAGES.insufficientStock': [
    ORDER_MESSAGES.insufficientStock(NAME, 2),
    ORDER_MESSAGES.insufficientStock(NAME, 0),
  ],
  'ORDER_MESSAGES.unavailable': [ORDER_MESSAGES.unavailable(NAME)],
  'CART_MESSAGES.quantityCapped': [CART_MESSAGES.quantityCapped(3)],
  'COUPON_MESSAGES.belowMinimum': [COUPON_MESSAGES.belowMinimum('₹15,106', '₹1,200.50')],
  'RETURN_MESSAGES.reasonNotAccepted': [RETURN_MESSAGES.reasonNotAccepted('Size/Fit Issue')],
  'RETURN_MESSAGES.windowClosed': [RETURN_MESSAGES.windowClosed(7), RETURN_MESSAGES.windowClosed(0)],
  'RETURN_MESSAGES.itemNotReturnable': [RETURN_MESSAGES.itemNotReturnable(NAME)],
  'RETURN_MESSAGES.quantityTooHigh': [
    RETURN_MESSAGES.quantityTooHigh(NAME, 1),
    RETURN_MESSAGES.quantityTooHigh(NAME, 3),
  ],
  'ADDRESS_MESSAGES.requiredFields': [ADDRESS_MESSAGES.requiredFields(['fullName', 'postalCode'])],
  'ADDRESS_MESSAGES.addFailed': [ADDRESS_MESSAGES.addFailed('Please enter a valid 6-digit pincode')],
};
/** Message functions only sellers and operators meet (their own apps translate them). */
const NOT_IN_THE_STOREFRONT = new Set([
  'RETURN_STATUS_MESSAGES.notAllowed',
  'RETURN_STATUS_MESSAGES.refundTooHigh',
]);

const TABLES = {
  ORDER_MESSAGES,
  CART_MESSAGES,
  COUPON_MESSAGES,
  RETURN_MESSAGES,
  RETURN_STATUS_MESSAGES,
  ADDRESS_MESSAGES,
};

describe('sentences the server builds', () => {
  beforeAll(async () => {
    for (const code of LANGUAGE_CODES) {
      if (code === 'en') continue;
      const loaded = await catalogues[`./locales/${code}.json`]!();
      i18next.addResourceBundle(code, 'translation', loaded.default.translation);
    }
  }, 120_000);

  it('every message function of the shopper’s tables has a sample here', () => {
    const functions = Object.entries(TABLES).flatMap(([table, messages]) =>
      Object.entries(messages)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => `${table}.${name}`),
    );
    expect(functions.filter((f) => !SAMPLES[f] && !NOT_IN_THE_STOREFRONT.has(f))).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s reads each of them in its own words',
    (code) => {
      const t = i18next.getFixedT(code);
      for (const message of Object.values(SAMPLES).flat()) {
        const text = t(message);
        expect(text, `${code}: ${message}`).not.toBe(message);
        // The product's own name is kept as written, isolated from the sentence's direction.
        if (message.includes(NAME)) expect(text).toContain(isolate(NAME));
        for (const amount of message.match(/₹[\d,.]+\d/g) ?? []) expect(text).toContain(amount);
      }
      // The values that are catalogue texts are translated too.
      expect(t(RETURN_MESSAGES.reasonNotAccepted('Size/Fit Issue'))).toContain(t('Size/Fit Issue'));
      expect(t(ADDRESS_MESSAGES.requiredFields(['fullName']))).toContain(t('Full Name'));
    },
  );

  it('English stays the sentence the server wrote', () => {
    const t = i18next.getFixedT('en');
    for (const message of Object.values(SAMPLES).flat()) expect(t(message)).toBe(message);
  });
});
