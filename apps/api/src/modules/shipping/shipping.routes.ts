// POST /api/orders/shipping-estimate (docs/behaviour/checkout.md#shipping-estimate, issue 7): the per-seller delivery
// charge and dates, signed-in only.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  shippingEstimateRequestSchema,
  shippingEstimateResponseSchema,
} from '@haat/domain/shipping/shipping-estimate.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { estimateShipping } from './shipping.service.ts';

export interface ShippingRouteDeps {
  db: Db;
  /** The clock; tests pass their own. */
  now?: () => Date;
}

export function shippingRoutes({ db, now = () => new Date() }: ShippingRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/orders/shipping-estimate',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['shipping'],
          summary:
            "Delivery charge per seller's parcel (zone from the two pincodes, 500 g slabs) and delivery dates, priced by the server",
          body: shippingEstimateRequestSchema,
          response: {
            200: shippingEstimateResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return estimateShipping(db, request.body, now());
      },
    );
  };
}
