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
