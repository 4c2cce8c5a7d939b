// Hindi covers every text of the console (docs/behaviour/operator.md#console): each t('…') key in the source, and
// the messages of the domain's forms and the network the console shows.
import path from 'node:path';
import { STATUS_TEXTS } from '@haat/domain/orders/order-status';
import { COMMISSION_MESSAGES } from '@haat/domain/settlements/commission-rates';
import { NETWORK_MESSAGE } from '@haat/staff-ui/api';
import { describeHindi } from '@haat/staff-ui/testing/locales';
import hi from '../locales/hi.json';

describeHindi({
  appName: 'the console',
  src: path.resolve(import.meta.dirname, '..'),
  translation: hi.translation,
  messages: [
    ...Object.values(COMMISSION_MESSAGES).filter((m) => typeof m === 'string'),
    NETWORK_MESSAGE,
    // The statuses of orders, parcels and tracking events (t(statusText(code))).
    ...Object.values(STATUS_TEXTS),
  ],
});
