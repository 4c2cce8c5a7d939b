// The seller's dashboard (docs/behaviour/seller-portal.md#dashboard), the portal's home for an approved seller.
import { paise, paiseToRupees } from '@haat/domain/money/money';
import { statusText, SUB_ORDER_STATUSES } from '@haat/domain/orders/order-status';
import {
  dispatchDeadline,
  dispatchUrgency,
  LOW_STOCK_AT,
  RETURN_RATE_DAYS,
  returnRatePercent,
  salesDays,
  type SellerDashboard,
} from '@haat/domain/settlements/dashboard';
import { istDate, istDayStart } from '@haat/domain/settlements/settlement';
import { SELLER_ORDER_TABS } from '@haat/domain/sellers/seller-orders.schema';
import type { Db } from '../../db/client.ts';
import {
  deliveriesAndReturnsSince,
  lowStock,
  parcelsToDispatch,
  salesSince,
  sellerRating,
} from './dashboard.repository.ts';

const DAY_MS = 86_400_000;
/** The most parcels each list shows; the count beside it says how many there are. */
const LIST_LIMIT = 10;

export async function sellerDashboard(db: Db, sellerId: string, now = new Date()): Promise<SellerDashboard> {
  const days = salesDays(now);
  const since = istDayStart(days[0]!)!;
  const [open, sold, low, rating, returns] = await Promise.all([
    parcelsToDispatch(db, sellerId, [...SELLER_ORDER_TABS.new, ...SELLER_ORDER_TABS.packed]),
    salesSince(db, sellerId, since, SUB_ORDER_STATUSES.cancelled),
    lowStock(db, sellerId, LOW_STOCK_AT, LIST_LIMIT),
    sellerRating(db, sellerId),
    deliveriesAndReturnsSince(db, sellerId, new Date(now.getTime() - RETURN_RATE_DAYS * DAY_MS), 'Rejected'),
  ]);
  const ref = (p: (typeof open)[number]) => ({
    subOrderId: p.subOrderId,
    orderNumber: p.orderNumber,
    dispatchBy: dispatchDeadline(p.placedAt).toISOString(),
    status: statusText(p.status),
    statusCode: p.status,
  });
  const byDay = new Map(days.map((day) => [day, { orders: 0, paise: 0 }]));
  for (const s of sold) {
    const day = byDay.get(istDate(s.placedAt));
    if (!day) continue;
    day.orders += 1;
    day.paise += s.subtotalPaise - s.discountPaise;
  }
  return {
    toShipToday: open
      .filter((p) => dispatchUrgency(p.placedAt, now) === 'today')
      .slice(0, LIST_LIMIT)
      .map(ref),
    late: open
      .filter((p) => dispatchUrgency(p.placedAt, now) === 'late')
      .slice(0, LIST_LIMIT)
      .map(ref),
    toDispatch: open.length,
    lowStock: low,
    sales: days.map((date) => {
      const day = byDay.get(date)!;
      return { date, orders: day.orders, amount: paiseToRupees(paise(day.paise)) };
    }),
    rating,
    returns: { ...returns, ratePercent: returnRatePercent(returns.returns, returns.deliveries) },
  };
}
