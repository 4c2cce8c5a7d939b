// Seller Central's return policy (docs/behaviour/seller-portal.md#return-policy): the seller's policy as the seller
// API reads and sets it (docs/behaviour/returns.md#seller-return-policy), on the portal's session.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { returnPolicySchema } from '@haat/domain/returns/return-policy';
import { sellerReturnPolicyResponseSchema } from '@haat/domain/returns/return.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { putSellerPolicy, sellerPolicy } from '../returns/return-policies.ts';
import { currentPortalSeller, portalAuthenticator, requireApproved } from './seller-portal-auth.ts';

const tags = ['seller-portal'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export function sellerReturnPolicyRoutes({ db }: { db: Db }): FastifyPluginAsyncZod {
  const authenticate = portalAuthenticator(db);
  return async (app) => {
    app.get(
      '/seller-portal/return-policy',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The seller's return policy (the store's default until the seller sets one)",
          response: { 200: sellerReturnPolicyResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { sellerId } = currentPortalSeller(request);
        await requireApproved(db, sellerId);
        return { success: true as const, policy: await sellerPolicy(db, sellerId) };
      },
    );

    app.put(
      '/seller-portal/return-policy',
      {
        onRequest: authenticate,
        bodyLimit: 16 * 1024,
        schema: {
          tags,
          summary:
            "Set the seller's return policy for every listing, for requests made from now on (window 0–90 days, " +
            'restocking fee 0–50 %)',
          body: returnPolicySchema,
          response: { 200: sellerReturnPolicyResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { sellerId } = currentPortalSeller(request);
        await requireApproved(db, sellerId);
        return { success: true as const, policy: await putSellerPolicy(db, sellerId, request.body) };
      },
    );
  };
}
