// Guest order tracking: one answer for "no such order" and "wrong contact", so the lookup reveals nothing
// about which order numbers exist.
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import type { TrackOrderRequest } from '@haat/domain/orders/track-order.schema';
import { MESSAGES } from '@haat/domain/validation/messages';
import { AppError } from '../../http/app-error.ts';
import type { GuestOrderLookup, GuestTrackedOrder } from './tracking.repository.ts';

/** E-mails compare case-insensitively; phone numbers without spaces, dashes or brackets. */
export function normaliseContact(contact: string): string {
  const trimmed = contact.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/[\s()-]/g, '');
}

export async function trackGuestOrder(
  lookup: GuestOrderLookup,
  input: TrackOrderRequest,
): Promise<GuestTrackedOrder> {
  const order = await lookup.findGuestOrder(input.orderNumber, normaliseContact(input.contact));
  if (!order) throw AppError.notFound(MESSAGES.trackOrder.notFound, ERROR_CODES.orderNotFound);
  return order;
}
