// Order tracking: the signed-in shopper's tracking page (GET /api/tracking/order/{orderId}) and the guest lookup of
// /track-order, which answers one way for "no such order" and "wrong contact" so it reveals nothing about which
// order numbers exist.
import { normalizeEmail, normalizePhone } from '@haat/domain/auth/auth-rules';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { orderProgress } from '@haat/domain/orders/order-status';
import { ORDER_MESSAGES, type TrackingResponse } from '@haat/domain/orders/order.schema';
import type { TrackOrderRequest, TrackOrderResponse } from '@haat/domain/orders/track-order.schema';
import { MESSAGES } from '@haat/domain/validation/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loadUserOrderView } from '../orders/order-view.ts';
import type { GuestOrderLookup } from './tracking.repository.ts';

export const TRACKING_MESSAGES = { retrieved: 'Tracking information retrieved' } as const;

/**
 * The spellings a buyer's contact is stored under: e-mails lower-case (normalizeEmail); phone numbers as
 * normalizePhone writes them (+919876543210), plus the bare 10 digits an address form keeps.
 */
export function normaliseContact(contact: string): string[] {
  const trimmed = contact.trim();
  if (trimmed.includes('@')) return [normalizeEmail(trimmed)];
  const phone = normalizePhone(trimmed);
  const spellings = [phone];
  if (/^\+91[0-9]{10}$/.test(phone)) spellings.push(phone.slice(3));
  return spellings;
}

/** 'ht 0123-456789' or '#HT0123456789' as printed on a mail: the stored 'HT0123456789'. */
export function normaliseOrderNumber(orderNumber: string): string {
  return orderNumber.replace(/[\s#-]/g, '').toUpperCase();
}

export async function trackGuestOrder(
  lookup: GuestOrderLookup,
  input: TrackOrderRequest,
): Promise<TrackOrderResponse> {
  const order = await lookup.findGuestOrder(
    normaliseOrderNumber(input.orderNumber),
    normaliseContact(input.contact),
  );
  if (!order)
    throw AppError.notFound({ message: MESSAGES.trackOrder.notFound, code: ERROR_CODES.orderNotFound });
  return { success: true, message: TRACKING_MESSAGES.retrieved, data: order };
}

/** The tracking page's data for the shopper's own order; anyone else's, or no order, is 404 'Order not found'. */
export async function trackOwnOrder(db: Db, userId: string, orderId: string): Promise<TrackingResponse> {
  // loadUserOrderView answers undefined for a malformed id, an unknown order and another shopper's alike.
  const order = await loadUserOrderView(db, userId, orderId);
  if (!order) throw AppError.notFound({ message: ORDER_MESSAGES.notFound, code: ERROR_CODES.orderNotFound });
  return {
    success: true,
    message: TRACKING_MESSAGES.retrieved,
    data: {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      status: order.status,
      statusCode: order.statusCode,
      progress: orderProgress(order.statusCode),
      trackingNumber: order.trackingNumber,
      carrier: order.carrier,
      isRealTimeTracking: order.isRealTimeTracking,
      // Newest first whatever order the view keeps them in.
      events: order.trackingEvents.toSorted((a, b) => b.timestamp.localeCompare(a.timestamp)),
      deliveryInfo: order.deliveryInfo,
      expectedDelivery: order.expectedDelivery,
      lastUpdated: order.lastUpdated,
      subOrders: order.subOrders,
    },
  };
}
