// The seller API's returns (issue 8, docs/architecture.md#real-where-the-spec-simulated): `Authorization: Bearer
// <seller api key>`, the seller's own return requests, their decisions, and the seller's return policy.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { returnPolicySchema } from '@haat/domain/returns/return-policy';
import {
  sellerReturnDecisionSchema,
  sellerReturnListQuerySchema,
  sellerReturnListResponseSchema,
  sellerReturnPolicyResponseSchema,
  sellerReturnResponseSchema,
} from '@haat/domain/returns/return.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import { currentSeller, sellerAuthenticator, type SellerAuthOptions } from '../sellers/seller-auth.ts';
import { putSellerPolicy, sellerPolicy } from './return-policies.ts';
import { decideSellerReturn, getSellerReturn, listSellerReturns } from './seller-returns.ts';

const tags = ['seller', 'returns'];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, apiErrorSchema]));
const returnParamsSchema = z.object({ id: z.string().max(64) });

export function sellerReturnsRoutes({
  db,
  mail,
  siteUrl,
  acceptDevKeys,
}: {
  db: Db;
  mail: MailKicker;
  /** The store's public address for the links in the buyer's mails (config.publicUrl). */
  siteUrl?: string;
} & SellerAuthOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.decorateRequest('seller', null);
    const authenticateSeller = sellerAuthenticator(db, { acceptDevKeys });

    app.get(
      '/seller/returns',
      {
        onRequest: authenticateSeller,
        schema: {
          tags,
          summary: "The seller's return requests, newest first, optionally of one status",
          querystring: sellerReturnListQuerySchema,
          response: { 200: sellerReturnListResponseSchema, ...errors(400, 401) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listSellerReturns(db, currentSeller(request).id, request.query);
      },
    );

    app.get(
      '/seller/returns/:id',
      {
        onRequest: authenticateSeller,
        schema: {
          tags,
          summary: "One of the seller's return requests (another seller's is 404 RETURN_NOT_FOUND)",
          params: returnParamsSchema,
          response: { 200: sellerReturnResponseSchema, ...errors(401, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getSellerReturn(db, currentSeller(request).id, request.params.id);
      },
    );

    app.post(
      '/seller/returns/:id/decision',
      {
        onRequest: authenticateSeller,
        bodyLimit: 8 * 1024,
        schema: {
          tags,
          summary:
            'Move a return request: approve or reject (units given back), pick_up, then refund (refundAmount in ₹, at ' +
            'most what was paid for the returned lines less the restocking fee; the most by default) or exchange; ' +
            '422 RETURN_STATUS_CONFLICT for a step it cannot take',
          params: returnParamsSchema,
          body: sellerReturnDecisionSchema,
          response: { 200: sellerReturnResponseSchema, ...errors(400, 401, 404, 422) },
        },
      },
      async (request) => {
        const answer = await decideSellerReturn(
          db,
          currentSeller(request),
          request.params.id,
          request.body,
          siteUrl,
        );
        // The buyer's mail was queued in the decision's transaction; deliver it now rather than at the next round.
        mail.kick();
        return answer;
      },
    );

    app.get(
      '/seller/return-policy',
      {
        onRequest: authenticateSeller,
        schema: {
          tags,
          summary: "The seller's return policy (the store's default until the seller sets one)",
          response: { 200: sellerReturnPolicyResponseSchema, ...errors(401) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true as const, policy: await sellerPolicy(db, currentSeller(request).id) };
      },
    );

    app.put(
      '/seller/return-policy',
      {
        onRequest: authenticateSeller,
        bodyLimit: 16 * 1024,
        schema: {
          tags,
          summary:
            "Set the seller's return policy for requests made from now on (window 0–90 days, restocking fee 0–50 %)",
          body: returnPolicySchema,
          response: { 200: sellerReturnPolicyResponseSchema, ...errors(400, 401) },
        },
      },
      async (request) => ({
        success: true as const,
        policy: await putSellerPolicy(db, currentSeller(request).id, request.body),
      }),
    );
  };
}
