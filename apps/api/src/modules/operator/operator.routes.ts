// The operator console's API under /api/operator (docs/behaviour/operator.md): sign-in in two steps, then every route
// behind a full operator session (password and TOTP). Shoppers' tokens, seller API keys and Seller Central sessions
// are all signed out here (docs/decisions/0019-operator-console.md).
import { STATUTORY_KINDS } from '@haat/domain/settlements/statutory-rates';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type {
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
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

/** What a console route's schema says besides its tags and responses, which are every console route's. */
interface ConsoleSchema {
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}
/** The request a console route's answer reads: params, query and body typed by its schema. */
type ConsoleRequest<S extends ConsoleSchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;

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

    /**
     * A console route behind the full operator session (the one shape of every read and decision below): free JSON
     * under `{ success: true }`, the errors every operator route documents.
     */
    function consoleRoute<S extends ConsoleSchema>(
      method: 'GET' | 'POST',
      url: string,
      schema: S,
      answer: (request: ConsoleRequest<S>) => Promise<object>,
    ): void {
      const routeSchema: FastifySchema = { tags, ...schema, response: { 200: anyJson, ...errors } };
      app.route({
        method,
        url,
        onRequest: authenticate,
        schema: routeSchema,
        // Fastify has validated the request against S by now; its types cannot follow a schema that is a type
        // parameter, so they are restated here.
        handler: async (request) => ({
          success: true as const,
          ...(await answer(request as unknown as ConsoleRequest<S>)),
        }),
      });
    }

    // ---------- sellers ----------
    consoleRoute(
      'GET',
      '/operator/sellers',
      {
        summary: 'Sellers by review state (waiting first), or suspended, with GSTIN, PAN, bank and address',
        querystring: z.object({
          status: z
            .enum(['pending_review', 'approved', 'rejected', 'suspended', 'all'])
            .default('pending_review'),
          q: z.string().max(100).optional(),
        }),
      },
      async (request) => ({ sellers: await listSellers(db, request.query.status, request.query.q) }),
    );

    consoleRoute(
      'GET',
      '/operator/sellers/:id',
      { summary: 'One seller', params: idParam },
      async (request) => ({
        seller: await getSeller(db, request.params.id),
      }),
    );

    consoleRoute(
      'POST',
      '/operator/sellers/:id/review',
      {
        summary: 'Approve a seller waiting for review, or reject with the reason the seller reads',
        params: idParam,
        body: decisionBody,
      },
      async (request) => ({
        seller: await decideSeller(db, currentOperator(request), request.params.id, request.body),
      }),
    );

    consoleRoute(
      'POST',
      '/operator/sellers/:id/suspend',
      {
        summary:
          'Suspend a seller: their listings leave the storefront at once; their placed orders stay theirs',
        params: idParam,
        body: reasonBody,
      },
      async (request) => ({
        seller: await suspendSeller(db, currentOperator(request), request.params.id, request.body.reason),
      }),
    );

    consoleRoute(
      'POST',
      '/operator/sellers/:id/reinstate',
      {
        summary: 'Reinstate a suspended seller: their approved listings return to the storefront',
        params: idParam,
        body: reasonBody,
      },
      async (request) => ({
        seller: await reinstateSeller(db, currentOperator(request), request.params.id, request.body.reason),
      }),
    );

    // ---------- listings ----------
    consoleRoute(
      'GET',
      '/operator/listings',
      { summary: 'Listings waiting for review, oldest first' },
      async () => ({
        listings: await pendingListingQueue(db),
      }),
    );

    consoleRoute(
      'GET',
      '/operator/listings/:id',
      { summary: 'One listing with all its variants, for the preview', params: idParam },
      async (request) => ({ listing: await listingForReview(db, request.params.id) }),
    );

    consoleRoute(
      'POST',
      '/operator/listings/:id/review',
      {
        summary: 'Approve a listing (live at once) or reject it with the reason the seller reads',
        params: idParam,
        body: decisionBody,
      },
      async (request) => ({
        listing: await decideListing(db, currentOperator(request), request.params.id, request.body),
      }),
    );

    // ---------- orders, parcels, returns, shoppers ----------
    consoleRoute(
      'GET',
      '/operator/search',
      {
        summary: 'Find orders, parcels, returns and shoppers by number, id, AWB, e-mail, phone or name',
        querystring: z.object({ q: z.string().max(200).default('') }),
      },
      (request) => findAnything(db, request.query.q),
    );

    consoleRoute(
      'GET',
      '/operator/orders/:id',
      { summary: 'One order with its parcels, timeline, refunds, returns and shopper', params: idParam },
      (request) => orderForOperator(db, request.params.id),
    );

    consoleRoute(
      'POST',
      '/operator/orders/:id/cancel',
      {
        summary: "Cancel an order on the shopper's behalf (as the shopper's own cancel), with a reason",
        params: idParam,
        body: reasonBody,
      },
      (request) =>
        cancelForShopper(
          db,
          currentOperator(request),
          request.params.id,
          request.body.reason,
          config.publicUrl,
        ),
    );

    consoleRoute(
      'POST',
      '/operator/returns/:id/refund',
      {
        summary:
          "Refund a picked-up return on the seller's behalf (as the seller's own decision), with a reason",
        params: idParam,
        body: reasonBody,
      },
      (request) =>
        refundReturnForShopper(
          db,
          currentOperator(request),
          request.params.id,
          request.body.reason,
          config.publicUrl,
        ),
    );

    consoleRoute(
      'GET',
      '/operator/shoppers/:id',
      { summary: 'One shopper and their orders', params: idParam },
      (request) => shopperForOperator(db, request.params.id),
    );

    // ---------- commission (docs/behaviour/seller-portal.md#commission-rates) ----------
    consoleRoute(
      'GET',
      '/operator/commission',
      {
        summary:
          "Commission rates (the marketplace's and sellers' overrides, with their history) and TCS/TDS rates",
        querystring: z.object({ sellerId: z.string().max(64).optional() }),
      },
      (request) => commissionOverview(db, request.query.sellerId),
    );

    consoleRoute(
      'POST',
      '/operator/commission',
      {
        summary: 'Add a commission rate for a category (and a seller), effective now or from a later date',
        body: z.object({
          sellerId: z.string().max(64).nullable().optional(),
          categoryPath: z.string().max(200).optional(),
          rateBps: z.number(),
          effectiveFrom: z.string().max(40).optional(),
          note: z.string().max(500).optional(),
        }),
      },
      async (request) => ({ rate: await addCommissionRate(db, currentOperator(request), request.body) }),
    );

    consoleRoute(
      'POST',
      '/operator/statutory-rates',
      {
        summary: 'Add a GST TCS or income-tax TDS rate from a date (a change in the law)',
        body: z.object({
          kind: z.enum(STATUTORY_KINDS),
          rateBps: z.number(),
          effectiveFrom: z.string().max(40).optional(),
          note: z.string().max(500).optional(),
        }),
      },
      async (request) => ({ rate: await addStatutoryRate(db, currentOperator(request), request.body) }),
    );

    // ---------- audit ----------
    const auditFilter = {
      subjectType: z.string().max(40).optional(),
      subjectId: z.string().max(100).optional(),
      action: z.string().max(60).optional(),
    };
    consoleRoute(
      'GET',
      '/operator/audit',
      {
        summary: 'The audit trail, newest first, 50 a page',
        querystring: z.object({
          before: z.coerce.number().int().positive().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          ...auditFilter,
        }),
      },
      (request) => auditPage(db, request.query),
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
