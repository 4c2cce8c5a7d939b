// Hindi covers every text of the portal: each t('…') key in the source, and each message the API and the domain's
// forms answer that the portal shows (docs/behaviour/seller-portal.md#languages).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@haat/domain/auth/auth-messages';
import { LISTING_MESSAGES } from '@haat/domain/sellers/listing.schema';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { SELLER_ORDER_MESSAGES } from '@haat/domain/sellers/seller-orders.schema';
import { SELLER_MESSAGES } from '@haat/domain/sellers/seller-portal-messages';
import hi from '../locales/hi.json';
import { NETWORK_MESSAGE } from './api.ts';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceKeys(): string[] {
  const keys = new Set<string>();
  for (const file of fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.') || file.startsWith('testing')) continue;
    const text = fs.readFileSync(path.join(SRC, file), 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)) keys.add(m[1] as string);
    for (const m of text.matchAll(/setNotice\('([^']*)'\)/g)) keys.add(m[1] as string);
  }
  return [...keys];
}

const USED_AUTH = [
  'emailRequired',
  'emailInvalid',
  'phoneRequired',
  'phoneInvalid',
  'passwordRequired',
  'passwordTooShort',
  'otpRequired',
  'otpSixDigits',
  'otpInvalid',
  'otpExpired',
  'otpAttemptsExceeded',
  'otpResendTooSoon',
  'tooManyAttempts',
] as const;

describe('Hindi', () => {
  const translation: Record<string, string> = hi.translation;
  it('translates every text of the portal', () => {
    const keys = sourceKeys();
    expect(keys.length).toBeGreaterThan(60);
    expect(keys.filter((k) => !translation[k])).toEqual([]);
  });

  it('translates every message the API and the forms answer', () => {
    const messages = [
      ...Object.values(SELLER_MESSAGES),
      ...Object.values(LISTING_MESSAGES),
      ...Object.values(SELLER_ORDER_MESSAGES),
      ORDER_MESSAGES.notFound,
      'Tracking number and carrier are required to dispatch an order',
      'Check the fields marked in red',
      ...USED_AUTH.map((k) => AUTH_MESSAGES[k]),
      NETWORK_MESSAGE,
    ];
    expect(messages.filter((m) => !translation[m])).toEqual([]);
  });

  it('keeps every placeholder of the English text', () => {
    for (const [en, text] of Object.entries(translation)) {
      const placeholders = (s: string) => [...s.matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort();
      expect(placeholders(text), en).toEqual(placeholders(en));
    }
  });
});
