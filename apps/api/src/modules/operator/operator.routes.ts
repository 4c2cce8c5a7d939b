// The operator console's API under /api/operator (docs/behaviour/operator.md): sign-in in two steps, then every route
// behind a full operator session (password and TOTP). Shoppers' tokens, seller API keys and Seller Central sessions
// are all signed out here (docs/decisions/0019-operator-console.md).
import { STATUTORY_KINDS } from '@haat/domain/settlements/statutory-rates';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bearerToken } from '../../http/auth.ts';
import { mediaResponse } from '../../http/openapi-document.ts';
import { authFormRateLimit } from '../auth/auth-rate-limit.ts';
import { auditCsv, auditPage } from './operator-audit.repository.ts';
import {
  currentOperator,
  operatorAuthenticator,
  operatorPasswordSignIn,
  operatorTotpSignIn,
  revokeOperatorSession,
} from './operator-auth.ts';
import {
  addCommissionRate,
  addStatutoryRate,
  cancelForShopper,
  commissionOverview,
  decideListing,
  decideSeller,
  findAnything,
  getSeller,
  listingForReview,
  listSellers,
  orderForOperator,
  pendingListingQueue,
  refundReturnForShopper,
  reinstateSeller,
  shopperForOperator,
  suspendSeller,
} from './operator.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['operator'];
const anyJson = z.any();
const idParam = z.object({ id: z.string().min(1).max(64) });
const reasonBody = z.object({ reason: z.string().max(2000).optional() });
const decisionBody = z.object({ approve: z.boolean(), reason: z.string().max(2000).optional() });
const operatorSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

export interface OperatorRouteDeps {
  db: Db;
  config: Pick<Config, 'authRateLimit' | 'publicUrl'>;
}

export function operatorRoutes({ db, config }: OperatorRouteDeps): FastifyPluginAsyncZod {
  const signInLimit = { rateLimit: authFormRateLimit(config, { signIn: true }) };
  const authenticate = operatorAuthenticator(db);
  return async (app) => {
    app.decorateRequest('consoleOperator', null);

    app.post(
      '/operator/sign-in',
      {
        config: signInLimit,
        schema: {
          tags,
          summary:
            'Operator sign-in, first step: e-mail and password; answers a token good only for the TOTP step',
          body: z.object({ email: z.string().max(200), password: z.string().max(200) }),
          response: {
            200: z.object({ success: z.literal(true), token: z.string(), next: z.literal('totp') }),
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        token: await operatorPasswordSignIn(db, request.body.email, request.body.password),
        next: 'totp' as const,
      }),
    );

    app.post(
      '/operator/sign-in/totp',
      {
        config: signInLimit,
        // A guest is signed out before the body is read: only a half (or full) session reaches the code check.
        onRequest: async (request) => {
          const token = bearerToken(request);
          if (!token?.startsWith('hos_')) await authenticate(request);
        },
        schema: {
          tags,
          summary: 'Operator sign-in, second step: the 6-digit code of the authenticator app',
          body: z.object({ code: z.string().max(12) }),
          response: { 200: z.object({ success: z.literal(true), operator: operatorSchema }), ...errors },
        },
      },
      async (request) => {
        const op = await operatorTotpSignIn(db, bearerToken(request), request.body.code.replace(/\s/g, ''));
        return { success: true as const, operator: { id: op.operatorId, email: op.email, name: op.name } };
      },
    );

    app.get(
      '/operator/me',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'The signed-in operator',
          response: { 200: z.object({ success: z.literal(true), operator: operatorSchema }), ...errors },
        },
      },
      async (request) => {
        const op = currentOperator(request);
        return { success: true as const, operator: { id: op.operatorId, email: op.email, name: op.name } };
      },
    );

    app.post(
      '/operator/sign-out',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Ends this console session',
          response: { 200: z.object({ success: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        await revokeOperatorSession(db, currentOperator(request).sessionId);
        return { success: true as const };
      },
    );

    // ---------- sellers ----------
    app.get(
      '/operator/sellers',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Sellers by review state (waiting first), or suspended, with GSTIN, PAN, bank and address',
          querystring: z.object({
            status: z
              .enum(['pending_review', 'approved', 'rejected', 'suspended', 'all'])
              .default('pending_review'),
            q: z.string().max(100).optional(),
          }),
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        sellers: await listSellers(db, request.query.status, request.query.q),
      }),
    );

    app.get(
      '/operator/sellers/:id',
      {
        onRequest: authenticate,
        schema: { tags, summary: 'One seller', params: idParam, response: { 200: anyJson, ...errors } },
      },
      async (request) => ({ success: true as const, seller: await getSeller(db, request.params.id) }),
    );

    app.post(
      '/operator/sellers/:id/review',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Approve a seller waiting for review, or reject with the reason the seller reads',
          params: idParam,
          body: decisionBody,
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        seller: await decideSeller(db, currentOperator(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/operator/sellers/:id/suspend',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Suspend a seller: their listings leave the storefront at once; their placed orders stay theirs',
          params: idParam,
          body: reasonBody,
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        seller: await suspendSeller(db, currentOperator(request), request.params.id, request.body.reason),
      }),
    );

    app.post(
      '/operator/sellers/:id/reinstate',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Reinstate a suspended seller: their approved listings return to the storefront',
          params: idParam,
          body: reasonBody,
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        seller: await reinstateSeller(db, currentOperator(request), request.params.id, request.body.reason),
      }),
    );

    // ---------- listings ----------
    app.get(
      '/operator/listings',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Listings waiting for review, oldest first',
          response: { 200: anyJson, ...errors },
        },
      },
      async () => ({ success: true as const, listings: await pendingListingQueue(db) }),
    );

    app.get(
      '/operator/listings/:id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'One listing with all its variants, for the preview',
          params: idParam,
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({ success: true as const, listing: await listingForReview(db, request.params.id) }),
    );

    app.post(
      '/operator/listings/:id/review',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Approve a listing (live at once) or reject it with the reason the seller reads',
          params: idParam,
          body: decisionBody,
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        listing: await decideListing(db, currentOperator(request), request.params.id, request.body),
      }),
    );

    // ---------- orders, parcels, returns, shoppers ----------
    app.get(
      '/operator/search',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Find orders, parcels, returns and shoppers by number, id, AWB, e-mail, phone or name',
          querystring: z.object({ q: z.string().max(200).default('') }),
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({ success: true as const, ...(await findAnything(db, request.query.q)) }),
    );

    app.get(
      '/operator/orders/:id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'One order with its parcels, timeline, refunds, returns and shopper',
          params: idParam,
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({ success: true as const, ...(await orderForOperator(db, request.params.id)) }),
    );

    app.post(
      '/operator/orders/:id/cancel',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "Cancel an order on the shopper's behalf (as the shopper's own cancel), with a reason",
          params: idParam,
          body: reasonBody,
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await cancelForShopper(
          db,
          currentOperator(request),
          request.params.id,
          request.body.reason,
          config.publicUrl,
        )),
      }),
    );

    app.post(
      '/operator/returns/:id/refund',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "Refund a picked-up return on the seller's behalf (as the seller's own decision), with a reason",
          params: idParam,
          body: reasonBody,
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await refundReturnForShopper(
          db,
          currentOperator(request),
          request.params.id,
          request.body.reason,
          config.publicUrl,
        )),
      }),
    );

    app.get(
      '/operator/shoppers/:id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'One shopper and their orders',
          params: idParam,
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({ success: true as const, ...(await shopperForOperator(db, request.params.id)) }),
    );

    // ---------- commission (docs/behaviour/seller-portal.md#commission-rates) ----------
    app.get(
      '/operator/commission',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "Commission rates (the marketplace's and sellers' overrides, with their history) and TCS/TDS rates",
          querystring: z.object({ sellerId: z.string().max(64).optional() }),
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await commissionOverview(db, request.query.sellerId)),
      }),
    );

    app.post(
      '/operator/commission',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Add a commission rate for a category (and a seller), effective now or from a later date',
          body: z.object({
            sellerId: z.string().max(64).nullable().optional(),
            categoryPath: z.string().max(200).optional(),
            rateBps: z.number(),
            effectiveFrom: z.string().max(40).optional(),
            note: z.string().max(500).optional(),
          }),
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        rate: await addCommissionRate(db, currentOperator(request), request.body),
      }),
    );

    app.post(
      '/operator/statutory-rates',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Add a GST TCS or income-tax TDS rate from a date (a change in the law)',
          body: z.object({
            kind: z.enum(STATUTORY_KINDS),
            rateBps: z.number(),
            effectiveFrom: z.string().max(40).optional(),
            note: z.string().max(500).optional(),
          }),
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        rate: await addStatutoryRate(db, currentOperator(request), request.body),
      }),
    );

    // ---------- audit ----------
    const auditFilter = {
      subjectType: z.string().max(40).optional(),
      subjectId: z.string().max(100).optional(),
      action: z.string().max(60).optional(),
    };
    app.get(
      '/operator/audit',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'The audit trail, newest first, 50 a page',
          querystring: z.object({
            before: z.coerce.number().int().positive().optional(),
            limit: z.coerce.number().int().min(1).max(200).default(50),
            ...auditFilter,
          }),
          response: { 200: anyJson, ...errors },
        },
      },
      async (request) => ({ success: true as const, ...(await auditPage(db, request.query)) }),
    );

    app.get(
      '/operator/audit.csv',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'The audit trail as CSV (newest first)',
          querystring: z.object(auditFilter),
          response: {
            200: mediaResponse(['text/csv'], 'The trail as CSV (Content-Disposition: attachment)', {
              binary: false,
            }),
            ...errors,
          },
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="haat-operator-audit-${new Date().toISOString().slice(0, 10)}.csv"`,
          )
          .header('cache-control', 'no-store')
          .send(await auditCsv(db, request.query)),
    );
  };
}
