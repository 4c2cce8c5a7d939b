// Guest order tracking (/track-order): an order number plus the e-mail or phone used at checkout.
import { z } from 'zod';
import { MESSAGES } from '../validation/messages.ts';
import { orderStatusCodeSchema, trackingEventStatusCodeSchema } from './order.schema.ts';

export const trackOrderRequestSchema = z.object({
  orderNumber: z
    .string({ error: MESSAGES.trackOrder.orderNumberRequired })
    .trim()
    .min(1, { error: MESSAGES.trackOrder.orderNumberRequired })
    .max(40, { error: 'Order number is too long' }),
  contact: z
    .string({ error: MESSAGES.trackOrder.contactRequired })
    .trim()
    .min(1, { error: MESSAGES.trackOrder.contactRequired })
    .max(254, { error: 'Please enter a valid email address or phone number' }),
});

export type TrackOrderRequest = z.infer<typeof trackOrderRequestSchema>;

/** One step of a guest-tracked order: what happened, where and when (not who moved it), and to which parcel. */
export const guestTrackingEventSchema = z.object({
  status: z.string(),
  statusCode: trackingEventStatusCodeSchema,
  description: z.string(),
  location: z.string().nullable(),
  timestamp: z.string(),
  /** The parcel it moved (one of subOrders), or null for a step of the whole order (placed, paid). */
  subOrderId: z.string().nullable(),
});

/**
 * A parcel of the order as a guest sees it: its seller's name and status, the signed-in tracking page's parcel
 * fields (docs/behaviour/tracking.md#tracking-per-parcel), without amounts, invoice or items.
 */
export const guestParcelSchema = z.object({
  _id: z.string(),
  sellerName: z.string(),
  status: z.string(),
  statusCode: orderStatusCodeSchema,
});

/**
 * What POST /api/tracking/lookup shows a guest who knows the order number and the buyer's e-mail or phone: the
 * order's progress, its parcels (seller and status) with their events, and the delivery city, never the address
 * lines, the phone or the items.
 */
export const guestTrackedOrderSchema = z.object({
  orderNumber: z.string(),
  orderDate: z.string(),
  status: z.string(),
  statusCode: orderStatusCodeSchema,
  /** Percent for the progress bar (docs/behaviour/tracking.md#progress); 0 hides it (cancelled, returned). */
  progress: z.number().int(),
  expectedDelivery: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  city: z.string(),
  /** Newest first. */
  events: z.array(guestTrackingEventSchema),
  /** One per seller, oldest first, as the order page lists them. */
  subOrders: z.array(guestParcelSchema),
});
export type GuestTrackedOrder = z.infer<typeof guestTrackedOrderSchema>;

export const trackOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: guestTrackedOrderSchema,
});
export type TrackOrderResponse = z.infer<typeof trackOrderResponseSchema>;
