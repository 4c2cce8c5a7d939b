// The two fixed promotion notices of /notification (docs/behaviour/account.md#notifications). Each is dated from the
// calendar in India so it comes back as a fresh, unread notice when its period starts: the deals every day, free
// delivery every week.
import { formatInr } from '@haat/domain/money/money';
import { SHIPPING_STATEMENTS } from '@haat/domain/pricing/shipping-statements';
import type { NotificationDraft } from './notification.ts';
import { tk } from '../../i18n/translation-key.ts';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in India of the day `now` falls on, as a timestamp. */
export function istMidnight(now: Date): number {
  return Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

/** Midnight in India of the Monday starting the week `now` falls in. */
export function istWeekStart(now: Date): number {
  const midnight = istMidnight(now);
  const weekday = new Date(midnight + IST_OFFSET_MS).getUTCDay(); // 0 Sunday … 6 Saturday, in India
  return midnight - ((weekday + 6) % 7) * DAY_MS;
}

const isoDay = (at: number) => new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10);

export function promotionNotices(now: Date): NotificationDraft[] {
  const dealsFrom = istMidnight(now);
  const weekFrom = istWeekStart(now);
  return [
    {
      id: `promo-deals-${isoDay(dealsFrom)}`,
      type: 'promotion',
      title: tk("Today's deals are live"),
      message: tk(
        'Fresh price drops on electronics, fashion, home and more, from sellers across India. Grab them before they sell out.',
      ),
      params: {},
      date: new Date(dealsFrom).toISOString(),
      actionLink: '/deals',
      actionText: tk('Shop Deals'),
      orderData: null,
    },
    {
      id: `promo-free-delivery-${isoDay(weekFrom)}`,
      type: 'promotion',
      // The product cards' and menu's statement (docs/architecture.md#real-where-the-spec-simulated): free above 500.
      title: tk('Free delivery on orders above {{amount}}'),
      message: tk(
        'Skip the shipping fee on everyday essentials, gifts and more. Add a little more to your cart to cross the free delivery mark.',
      ),
      params: { amount: formatInr(SHIPPING_STATEMENTS.productCard.freeFrom) },
      date: new Date(weekFrom).toISOString(),
      actionLink: '/all-products',
      actionText: tk('Start Shopping'),
      orderData: null,
    },
  ];
}
