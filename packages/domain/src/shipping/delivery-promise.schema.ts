// GET /api/delivery/promise (issue 9): the delivery promise of up to 60 products (a page of cards) to one pincode.
import { z } from 'zod';
import { PINCODE_PATTERN } from '../addresses/address.schema.ts';
import { LOCATION_MESSAGES } from '../location/location-messages.ts';
import { deliveryWindowSchema } from './shipping-estimate.schema.ts';

export const MAX_PROMISE_PRODUCTS = 60;

export const deliveryPromiseQuerySchema = z.object({
  pincode: z.string().trim().regex(PINCODE_PATTERN, LOCATION_MESSAGES.enterValidPincode),
  /** Comma-separated product ids, as cards on a page ask for them together. */
  productIds: z
    .string()
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(64)).min(1).max(MAX_PROMISE_PRODUCTS)),
});

export const productDeliveryPromiseSchema = z.object({
  productId: z.string(),
  serviceable: z.boolean(),
  codAvailable: z.boolean(),
  /** YYYY-MM-DD: the last day of the window ("Delivery by …"); null when not serviceable. */
  deliveryBy: z.string().nullable(),
  window: deliveryWindowSchema.nullable(),
});
export type ProductDeliveryPromiseAnswer = z.infer<typeof productDeliveryPromiseSchema>;

export const deliveryPromiseResponseSchema = z.object({
  success: z.literal(true),
  pincode: z.string(),
  /** From the directory; null when the pincode is not in it. */
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** The pincode itself: in the directory and reached by our couriers. */
  serviceable: z.boolean(),
  codAvailable: z.boolean(),
  /** Ids that are not published products are left out. */
  promises: z.array(productDeliveryPromiseSchema),
});
export type DeliveryPromiseResponse = z.infer<typeof deliveryPromiseResponseSchema>;
