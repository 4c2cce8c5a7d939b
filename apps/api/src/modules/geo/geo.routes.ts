// The India data routes (docs/architecture.md#india-data, issue 9): GET /api/pincode/{code} in India Post's answer
// shape, GET /api/geo/reverse (nearest pincode to a point) and GET /api/delivery/promise (a page of products to a
// pincode). All public; the directory changes only with a new data package, so lookups may be cached for a day.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  pincodeLookupResponseSchema,
  pincodeParamsSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeResponseSchema,
} from '@haat/domain/location/pincode.schema';
import {
  deliveryPromiseQuerySchema,
  deliveryPromiseResponseSchema,
} from '@haat/domain/shipping/delivery-promise.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { deliveryPromise } from './delivery-promise.service.ts';
import { lookupPincode, reverseGeocode } from './geo.service.ts';

export const DIRECTORY_CACHE_CONTROL = 'public, max-age=86400';

export interface GeoRouteDeps {
  db: Db;
  /** The clock; tests pass their own. */
  now?: () => Date;
}

export function geoRoutes({ db, now = () => new Date() }: GeoRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pincode/:code',
      {
        schema: {
          tags: ['location'],
          summary:
            "A pincode's post offices (principal office first) from the bundled India Post directory, in India Post's answer shape",
          params: pincodeParamsSchema,
          response: { 200: pincodeLookupResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const answer = await lookupPincode(db, request.params.code);
        reply.header('cache-control', DIRECTORY_CACHE_CONTROL);
        return answer;
      },
    );

    app.get(
      '/geo/reverse',
      {
        schema: {
          tags: ['location'],
          summary:
            'The nearest pincode to a point (city, locality, state, postcode), within 50 km, from the bundled directory',
          querystring: reverseGeocodeQuerySchema,
          response: { 200: reverseGeocodeResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const answer = await reverseGeocode(db, request.query.lat, request.query.lon);
        reply.header('cache-control', DIRECTORY_CACHE_CONTROL);
        return answer;
      },
    );

    app.get(
      '/delivery/promise',
      {
        schema: {
          tags: ['shipping'],
          summary:
            'Whether each of up to 60 products reaches a pincode, the delivery date and whether cash on delivery is offered',
          querystring: deliveryPromiseQuerySchema,
          response: { 200: deliveryPromiseResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        // Dates move with the clock (6 PM cut-off) and products with their sellers: not cached.
        reply.header('cache-control', 'no-store');
        return deliveryPromise(db, request.query, now());
      },
    );
  };
}
