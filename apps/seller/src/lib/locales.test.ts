// Hindi covers every text of the portal: each t('…') key in the source, and each message the API and the domain's
// forms answer that the portal shows (docs/behaviour/seller-portal.md#languages).
import path from 'node:path';
import { AUTH_MESSAGES } from '@haat/domain/auth/auth-messages';
import { LISTING_MESSAGES } from '@haat/domain/sellers/listing.schema';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import { STATUS_TEXTS } from '@haat/domain/orders/order-status';
import { SELLER_ORDER_MESSAGES } from '@haat/domain/sellers/seller-orders.schema';
import { SELLER_MESSAGES } from '@haat/domain/sellers/seller-portal-messages';
import { NETWORK_MESSAGE } from '@haat/staff-ui/api';
import { describeHindi } from '@haat/staff-ui/testing/locales';
import hi from '../locales/hi.json';

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

describeHindi({
  appName: 'the portal',
  src: path.resolve(import.meta.dirname, '..'),
  translation: hi.translation,
  messages: [
    ...Object.values(SELLER_MESSAGES),
    ...Object.values(LISTING_MESSAGES),
    ...Object.values(SELLER_ORDER_MESSAGES),
    ORDER_MESSAGES.notFound,
    'Tracking number and carrier are required to dispatch an order',
    'Check the fields marked in red',
    ...USED_AUTH.map((k) => AUTH_MESSAGES[k]),
    NETWORK_MESSAGE,
    // The tracking events of the order page (t(statusText(code))).
    ...Object.values(STATUS_TEXTS),
  ],
});
