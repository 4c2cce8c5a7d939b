// POST /api/tracking/lookup: the /track-order page's guest lookup. Rate limited like the contact form,
// since order numbers are an enumeration target.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { trackOrderRequestSchema } from '@haat/domain/orders/track-order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { GuestOrderLookup } from './tracking.repository.ts';
import { trackGuestOrder } from './tracking.service.ts';

export function trackingRoutes({
  config,
  lookup,
}: {
  config: Config;
  lookup: GuestOrderLookup;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/tracking/lookup',
      {
        bodyLimit: 4 * 1024,
        config: { rateLimit: { max: config.formRateLimit.max, timeWindow: config.formRateLimit.windowMs } },
        schema: {
          tags: ['orders'],
          summary: 'Find an order by order number and the e-mail or phone used at checkout',
          body: trackOrderRequestSchema,
          response: { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => trackGuestOrder(lookup, request.body),
    );
  };
}
