// Tracking reads (Drizzle only, no rules): the guest lookup by order number plus the e-mail or phone used at
// checkout, with the order's parcels and events as the orders module reads them for the signed-in order page
// (docs/behaviour/tracking.md#tracking-per-parcel). The signed-in shopper's tracking reads its view (order-view.ts).
import type { GuestTrackedOrder } from '@haat/domain/orders/track-order.schema';
import { orderProgress, statusText } from '@haat/domain/orders/order-status';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { findSubOrders, findTrackingEvents } from '../orders/orders.repository.ts';

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
      // The orders module's own reads of the parcels (with their sellers) and the events, as the order page's.
      const [parcels, events] = await Promise.all([
        findSubOrders(db, [order.id]),
        findTrackingEvents(db, [order.id]),
      ]);
      return {
        orderNumber: order.orderNumber,
        orderDate: order.createdAt.toISOString(),
        // The stored code, and the spec's display string of it (ADR 0023).
        status: statusText(order.status),
        statusCode: order.status,
        progress: orderProgress(order.status),
        expectedDelivery: order.expectedDelivery?.toISOString() ?? null,
        deliveredAt: order.deliveredAt?.toISOString() ?? null,
        city: cityOf(order.shippingAddress),
        events: events.map((e) => ({
          status: statusText(e.status),
          statusCode: e.status,
          description: e.description,
          location: e.location,
          timestamp: e.createdAt.toISOString(),
          subOrderId: e.subOrderId,
        })),
        subOrders: parcels.map((p) => ({
          _id: p.id,
          sellerName: p.sellerName,
          status: statusText(p.status),
          statusCode: p.status,
        })),
      };
    },
  };
}
