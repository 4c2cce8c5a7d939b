// Tracking reads (Drizzle only, no rules): the guest lookup by order number plus the e-mail or phone used at
// checkout. The signed-in shopper's tracking reads the orders module's view (order-view.ts).
import type { GuestTrackedOrder } from '@haat/domain/orders/track-order.schema';
import { orderProgress } from '@haat/domain/orders/order-status';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, trackingEvents } from '../../db/schema/orders.ts';

export type { GuestTrackedOrder };

export interface GuestOrderLookup {
  /**
   * `contacts` are the spellings the buyer's contact may be stored under (normaliseContact): a lower-case e-mail,
   * or a phone number as +91XXXXXXXXXX and as its 10 digits.
   */
  findGuestOrder(orderNumber: string, contacts: readonly string[]): Promise<GuestTrackedOrder | null>;
}

/** The delivery city of a stored shipping address; nothing else of it leaves for a guest. */
function cityOf(shippingAddress: unknown): string {
  const city = (shippingAddress as { city?: unknown } | null)?.city;
  return typeof city === 'string' ? city : '';
}

export function createGuestOrderLookup(db: Db): GuestOrderLookup {
  return {
    findGuestOrder: async (orderNumber, contacts) => {
      if (contacts.length === 0) return null;
      const [order] = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          createdAt: orders.createdAt,
          status: orders.status,
          expectedDelivery: orders.expectedDelivery,
          deliveredAt: orders.deliveredAt,
          shippingAddress: orders.shippingAddress,
        })
        .from(orders)
        .where(
          and(
            // Order numbers are upper-case ('HT0123456789'); a guest may type them in any case.
            eq(orders.orderNumber, orderNumber.toUpperCase()),
            or(inArray(orders.contactEmail, [...contacts]), inArray(orders.contactPhone, [...contacts])),
          ),
        )
        .limit(1);
      if (!order) return null;
      const events = await db
        .select({
          status: trackingEvents.status,
          description: trackingEvents.description,
          location: trackingEvents.location,
          createdAt: trackingEvents.createdAt,
        })
        .from(trackingEvents)
        .where(eq(trackingEvents.orderId, order.id))
        .orderBy(desc(trackingEvents.createdAt), desc(trackingEvents.id));
      return {
        orderNumber: order.orderNumber,
        orderDate: order.createdAt.toISOString(),
        status: order.status,
        progress: orderProgress(order.status),
        expectedDelivery: order.expectedDelivery?.toISOString() ?? null,
        deliveredAt: order.deliveredAt?.toISOString() ?? null,
        city: cityOf(order.shippingAddress),
        events: events.map((e) => ({
          status: e.status,
          description: e.description,
          location: e.location,
          timestamp: e.createdAt.toISOString(),
        })),
      };
    },
  };
}
