// GET /api/tracking/order/{orderId} (the signed-in shopper's tracking page, docs/behaviour/tracking.md#calls) and
// POST /api/tracking/lookup (the /track-order page's guest lookup, rate limited like the contact form since order
// numbers are an enumeration target).
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { trackingResponseSchema } from '@haat/domain/orders/order.schema';
import { trackOrderRequestSchema, trackOrderResponseSchema } from '@haat/domain/orders/track-order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import type { GuestOrderLookup } from './tracking.repository.ts';
import { trackGuestOrder, trackOwnOrder } from './tracking.service.ts';

const orderParamsSchema = z.object({ orderId: z.string().trim().min(1).max(64) });

export function trackingRoutes({
  config,
  db,
  lookup,
}: {
  config: Config;
  db: Db;
  lookup: GuestOrderLookup;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tracking/order/:orderId',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['orders'],
          summary:
            "The signed-in shopper's order tracking: progress, events newest first, delivery info, parcels",
          params: orderParamsSchema,
          response: { 200: trackingResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return trackOwnOrder(db, currentUser(request).id, request.params.orderId);
      },
    );

    app.post(
      '/tracking/lookup',
      {
        bodyLimit: 4 * 1024,
        config: { rateLimit: { max: config.formRateLimit.max, timeWindow: config.formRateLimit.windowMs } },
        schema: {
          tags: ['orders'],
          summary:
            'Find an order by order number and the e-mail or phone used at checkout: status, progress, events and city',
          body: trackOrderRequestSchema,
          response: {
            200: trackOrderResponseSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return trackGuestOrder(lookup, request.body);
      },
    );
  };
}
