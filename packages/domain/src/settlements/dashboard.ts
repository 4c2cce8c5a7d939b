// Seller Central's dashboard (docs/behaviour/seller-portal.md#dashboard): what to ship today and what is late, low
// stock, sales over the last 30 days, rating and return rate. The rules the API and the page share.
import { z } from 'zod';
import { orderStatusCodeSchema } from '../orders/order.schema.ts';

/** A parcel is to be dispatched within 2 days of the order (the marketplace's dispatch promise to shoppers). */
export const DISPATCH_WITHIN_HOURS = 48;
/** A live variant with this many units or fewer is low on stock. */
export const LOW_STOCK_AT = 5;
/** The days the sales chart covers, today included (IST). */
export const SALES_DAYS = 30;
/** The days the return rate looks back over (deliveries in them, and the returns asked for in them). */
export const RETURN_RATE_DAYS = 90;

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** When a parcel placed at `placedAt` must be dispatched by. */
export function dispatchDeadline(placedAt: Date): Date {
  return new Date(placedAt.getTime() + DISPATCH_WITHIN_HOURS * 3_600_000);
}

/** The end of today in India (the next IST midnight), as an instant. */
export function endOfIstDay(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS + DAY_MS - IST_OFFSET_MS);
}

export type DispatchUrgency = 'late' | 'today' | 'later';

/** Late: past its deadline; today: due before tonight's midnight (IST); later otherwise. */
export function dispatchUrgency(placedAt: Date, now: Date): DispatchUrgency {
  const deadline = dispatchDeadline(placedAt).getTime();
  if (deadline < now.getTime()) return 'late';
  return deadline < endOfIstDay(now).getTime() ? 'today' : 'later';
}

/** The IST dates of the last SALES_DAYS days, oldest first, ending today. */
export function salesDays(now: Date): string[] {
  const today = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return Array.from({ length: SALES_DAYS }, (_, i) =>
    new Date(today - (SALES_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Returns asked for over deliveries, as a percentage with one decimal; null before any delivery. */
export function returnRatePercent(returns: number, deliveries: number): number | null {
  if (deliveries <= 0) return null;
  return Math.round((returns / deliveries) * 1_000) / 10;
}

const parcelRef = z.object({
  subOrderId: z.string(),
  orderNumber: z.string(),
  /** When it must be dispatched by. */
  dispatchBy: z.string(),
  /** The spec's display string of statusCode (ADR 0023). */
  status: z.string(),
  statusCode: orderStatusCodeSchema,
});

export const sellerDashboardSchema = z.object({
  toShipToday: z.array(parcelRef),
  late: z.array(parcelRef),
  /** Every parcel still to dispatch, whatever its deadline. */
  toDispatch: z.number().int(),
  lowStock: z.array(
    z.object({
      productId: z.string(),
      groupId: z.string().nullable(),
      name: z.string(),
      sku: z.string(),
      stock: z.number().int(),
    }),
  ),
  /** One entry per IST day of the last 30, oldest first: the orders placed and their amount (cancelled left out). */
  sales: z.array(z.object({ date: z.string(), orders: z.number().int(), amount: z.number() })),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  returns: z.object({
    deliveries: z.number().int(),
    returns: z.number().int(),
    ratePercent: z.number().nullable(),
  }),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

export const sellerDashboardResponseSchema = z.object({ dashboard: sellerDashboardSchema });
export type SellerDashboardResponse = z.infer<typeof sellerDashboardResponseSchema>;
