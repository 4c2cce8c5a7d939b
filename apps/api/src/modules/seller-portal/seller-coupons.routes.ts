// Seller Central's coupons under /api/seller-portal/coupons (docs/behaviour/seller-portal.md#coupons): the seller's
// own coupons only, for an approved seller.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  sellerCouponActiveRequestSchema,
  sellerCouponInputSchema,
  sellerCouponResponseSchema,
  sellerCouponsResponseSchema,
} from '@haat/domain/sellers/seller-coupons.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { currentPortalSeller, portalAuthenticator, requireApproved } from './seller-portal-auth.ts';
import {
  createSellerCoupon,
  getSellerCoupon,
  listSellerCoupons,
  setSellerCouponActive,
  updateSellerCouponTerms,
} from './seller-coupons.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['seller-portal'];
const params = z.object({ id: z.string().min(1).max(40) });

export function sellerCouponRoutes({ db }: { db: Db }): FastifyPluginAsyncZod {
  const authenticate = portalAuthenticator(db);
  const approvedSeller = async (request: Parameters<typeof authenticate>[0]) => {
    const { sellerId } = currentPortalSeller(request);
    await requireApproved(db, sellerId);
    return sellerId;
  };
  return async (app) => {
    app.get(
      '/seller-portal/coupons',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The seller's coupons, newest first, each with its state today",
          response: { 200: sellerCouponsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        coupons: await listSellerCoupons(db, await approvedSeller(request)),
      }),
    );

    app.post(
      '/seller-portal/coupons',
      {
        onRequest: authenticate,
        bodyLimit: 16 * 1024,
        schema: {
          tags,
          summary: 'A new coupon of the seller (its code unique on Haat), active from its first day',
          body: sellerCouponInputSchema,
          response: { 201: sellerCouponResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const coupon = await createSellerCoupon(db, await approvedSeller(request), request.body);
        return reply.status(201).send({ success: true as const, coupon });
      },
    );

    app.get(
      '/seller-portal/coupons/:id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'One of the seller’s coupons; 404 for anyone else’s',
          params,
          response: { 200: sellerCouponResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        coupon: await getSellerCoupon(db, await approvedSeller(request), request.params.id),
      }),
    );

    app.put(
      '/seller-portal/coupons/:id',
      {
        onRequest: authenticate,
        bodyLimit: 16 * 1024,
        schema: {
          tags,
          summary: "New terms for one of the seller's coupons (a used coupon keeps its code)",
          params,
          body: sellerCouponInputSchema,
          response: { 200: sellerCouponResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        coupon: await updateSellerCouponTerms(
          db,
          await approvedSeller(request),
          request.params.id,
          request.body,
        ),
      }),
    );

    app.patch(
      '/seller-portal/coupons/:id',
      {
        onRequest: authenticate,
        bodyLimit: 1024,
        schema: {
          tags,
          summary: 'Deactivate a coupon (isActive false) or activate it again',
          params,
          body: sellerCouponActiveRequestSchema,
          response: { 200: sellerCouponResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        coupon: await setSellerCouponActive(
          db,
          await approvedSeller(request),
          request.params.id,
          request.body.isActive,
        ),
      }),
    );
  };
}
