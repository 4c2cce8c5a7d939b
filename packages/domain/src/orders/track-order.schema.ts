// Guest order tracking (/track-order): an order number plus the e-mail or phone used at checkout.
import { z } from 'zod';
import { MESSAGES } from '../validation/messages.ts';

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

/** One step of a guest-tracked order: what happened, where and when (not who moved it). */
export const guestTrackingEventSchema = z.object({
  status: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  timestamp: z.string(),
});

/**
 * What POST /api/tracking/lookup shows a guest who knows the order number and the buyer's e-mail or phone: the
 * order's progress and events and the delivery city, never the address lines, the phone or the items.
 */
export const guestTrackedOrderSchema = z.object({
  orderNumber: z.string(),
  orderDate: z.string(),
  status: z.string(),
  /** Percent for the progress bar (docs/behaviour/tracking.md#progress); 0 hides it (cancelled, returned). */
  progress: z.number().int(),
  expectedDelivery: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  city: z.string(),
  /** Newest first. */
  events: z.array(guestTrackingEventSchema),
});
export type GuestTrackedOrder = z.infer<typeof guestTrackedOrderSchema>;

export const trackOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: guestTrackedOrderSchema,
});
export type TrackOrderResponse = z.infer<typeof trackOrderResponseSchema>;
