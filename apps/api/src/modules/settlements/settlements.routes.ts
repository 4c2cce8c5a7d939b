// Seller Central's settlements and dashboard under /api/seller-portal (docs/behaviour/seller-portal.md#settlements,
// #dashboard): the weekly statements, one statement for a range of dates, its CSV, and the dashboard. The
// signed-in, approved seller's own only.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { sellerDashboardResponseSchema } from '@haat/domain/settlements/dashboard';
import {
  settlementListResponseSchema,
  settlementQuerySchema,
  settlementStatementResponseSchema,
} from '@haat/domain/settlements/settlement.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { mediaResponse } from '../../http/openapi-document.ts';
import {
  currentPortalSeller,
  portalAuthenticator,
  requireApproved,
} from '../seller-portal/seller-portal-auth.ts';
import { sellerDashboard } from './dashboard.service.ts';
import { listSettlements, settlementStatement, settlementStatementCsv } from './settlements.service.ts';

const tags = ['seller-portal'];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, apiErrorSchema]));

export function settlementRoutes({ db }: { db: Db }): FastifyPluginAsyncZod {
  const authenticate = portalAuthenticator(db);
  const approvedSeller = async (request: FastifyRequest) => {
    const { sellerId } = currentPortalSeller(request);
    await requireApproved(db, sellerId);
    return sellerId;
  };
  return async (app) => {
    app.get(
      '/seller-portal/dashboard',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "The seller's dashboard: parcels to ship today and late ones, low stock, sales over 30 days, rating and return rate",
          response: { 200: sellerDashboardResponseSchema, ...errors(401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { dashboard: await sellerDashboard(db, await approvedSeller(request)) };
      },
    );

    app.get(
      '/seller-portal/settlements',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "The seller's weekly settlement statements with lines, newest first, and today's TCS and TDS rates",
          response: { 200: settlementListResponseSchema, ...errors(401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listSettlements(db, await approvedSeller(request));
      },
    );

    app.get(
      '/seller-portal/settlements/statement',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'One statement for IST dates from..to (both included): a sale line per delivered sub-order, a reversal per refund, and the payout',
          querystring: settlementQuerySchema,
          response: { 200: settlementStatementResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return settlementStatement(db, await approvedSeller(request), request.query);
      },
    );

    app.get(
      '/seller-portal/settlements/statement.csv',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'The same statement as CSV (rupees, a total row), to download',
          querystring: settlementQuerySchema,
          response: {
            200: mediaResponse(['text/csv'], 'The statement as CSV (Content-Disposition: attachment)', {
              binary: false,
            }),
            ...errors(400, 401, 403),
          },
        },
      },
      async (request, reply) => {
        const csv = await settlementStatementCsv(db, await approvedSeller(request), request.query);
        const { from, to } = request.query;
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="settlement-${from}-to-${to}.csv"`)
          .type('text/csv; charset=utf-8')
          .send(csv);
      },
    );
  };
}
