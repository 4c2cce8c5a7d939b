// GET /api/users/coupons/available and POST /api/users/validate-coupon (docs/behaviour/cart.md#coupons, #calls),
// signed-in only.
import {
  availableCouponsQuerySchema,
  availableCouponsResponseSchema,
  validateCouponRequestSchema,
  validateCouponResponseSchema,
} from '@haat/domain/coupons/coupon.schema';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import { availableCoupons, validateCoupon } from './coupons.service.ts';

export interface CouponRouteDeps {
  db: Db;
  /** The clock; tests pass their own. */
  now?: () => Date;
}

/**
 * Validations per shopper a minute: plenty for a cart page that re-checks its coupon after each change, far
 * too few to enumerate codes. Counted per signed-in user (after app.authenticate, an onRequest hook), not per address, so the
 * many shoppers behind one carrier-grade NAT never share a count.
 */
export const VALIDATE_COUPON_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

const perUser = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);

export function couponRoutes({ db, now }: CouponRouteDeps): FastifyPluginAsyncZod {
  const deps = now ? { db, now } : { db };
  return async (app) => {
    app.get(
      '/users/coupons/available',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['coupons'],
          summary:
            'Coupons the signed-in shopper can use now (productIds=a,b narrows to those products), by seller, most valuable first',
          querystring: availableCouponsQuerySchema,
          response: { 200: availableCouponsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const coupons = await availableCoupons(deps, currentUser(request).id, request.query.productIds);
        return { success: true as const, coupons };
      },
    );

    app.post(
      '/users/validate-coupon',
      {
        onRequest: app.authenticate,
        // Checked in preHandler, after app.authenticate (onRequest), so the count is the shopper's.
        config: { rateLimit: { ...VALIDATE_COUPON_RATE_LIMIT, hook: 'preHandler', keyGenerator: perUser } },
        schema: {
          tags: ['coupons'],
          summary:
            'Check a coupon code against a cart priced by the server (orderAmount is ignored); refusals are 422 COUPON_<REASON>',
          body: validateCouponRequestSchema,
          response: {
            200: validateCouponResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            422: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request) => validateCoupon(deps, currentUser(request).id, request.body),
    );
  };
}
