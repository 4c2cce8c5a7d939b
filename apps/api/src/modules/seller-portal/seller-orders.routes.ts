// Seller Central's orders and returns under /api/seller-portal (docs/behaviour/seller-portal.md#orders): the seller
// API's moves and return decisions with the portal's session instead of a key, the counts by tab, the shipping
// label and the sub-order's GST invoice as PDFs. Only the signed-in seller's own, for an approved seller.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  sellerReturnDecisionSchema,
  sellerReturnListQuerySchema,
  sellerReturnResponseSchema,
} from '@haat/domain/returns/return.schema';
import {
  sellerOrderDetailResponseSchema,
  sellerOrdersQuerySchema,
  sellerOrdersResponseSchema,
  sellerPortalStatusRequestSchema,
  sellerReturnsQueueResponseSchema,
} from '@haat/domain/sellers/seller-orders.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { mediaResponse } from '../../http/openapi-document.ts';
import { sellerSubOrderInvoice } from '../invoices/invoices.service.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import { currentPortalSeller, portalAuthenticator, requireApproved } from './seller-portal-auth.ts';
import {
  portalDecideReturn,
  portalMoveOrder,
  portalOrder,
  portalOrders,
  returnsQueue,
  shippingLabel,
} from './seller-orders.service.ts';

const tags = ['seller-portal'];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, apiErrorSchema]));
const subOrderParams = z.object({ subOrderId: z.string().trim().min(1).max(64) });
const returnParams = z.object({ id: z.string().trim().min(1).max(64) });
const pdf = (what: string) => mediaResponse(['application/pdf'], `${what} (Content-Disposition: attachment)`);

/** A download the portal saves or opens; private to the seller, never kept by a shared cache. */
function sendPdf(reply: FastifyReply, filename: string, body: Buffer) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .type('application/pdf')
    .send(body);
}

export function sellerOrderRoutes({
  db,
  mail,
  siteUrl,
}: {
  db: Db;
  mail: MailKicker;
  /** The store's public address for the links in the buyer's mails (config.publicUrl). */
  siteUrl?: string;
}): FastifyPluginAsyncZod {
  const authenticate = portalAuthenticator(db);
  const approvedSeller = async (request: FastifyRequest) => {
    const { sellerId } = currentPortalSeller(request);
    await requireApproved(db, sellerId);
    return sellerId;
  };
  return async (app) => {
    app.get(
      '/seller-portal/orders',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "The seller's sub-orders of one tab (new, packed, dispatched, delivered, cancelled), newest first, with every tab's count",
          querystring: sellerOrdersQuerySchema,
          response: { 200: sellerOrdersResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return portalOrders(db, await approvedSeller(request), request.query);
      },
    );

    app.get(
      '/seller-portal/orders/:subOrderId',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "One of the seller's sub-orders: items, amounts, events, and the address while it is to be shipped",
          params: subOrderParams,
          response: { 200: sellerOrderDetailResponseSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return portalOrder(db, await approvedSeller(request), request.params.subOrderId);
      },
    );

    app.post(
      '/seller-portal/orders/:subOrderId/status',
      {
        onRequest: authenticate,
        bodyLimit: 8 * 1024,
        schema: {
          tags,
          summary:
            'Move a sub-order as the seller API does: packed (with carrier and AWB for the label), dispatched, out_for_delivery, delivered, or cancelled before dispatch with a reason the shopper reads',
          params: subOrderParams,
          body: sellerPortalStatusRequestSchema,
          response: { 200: sellerOrderDetailResponseSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const answer = await portalMoveOrder(
          db,
          await approvedSeller(request),
          request.params.subOrderId,
          request.body,
          siteUrl,
        );
        // The buyer's mail was queued in the move's transaction; deliver it now rather than at the next round.
        mail.kick();
        return answer;
      },
    );

    app.get(
      '/seller-portal/orders/:subOrderId/label',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'The shipping label (4 × 6 in PDF) with the AWB as a Code 128 barcode; 409 before the AWB is given',
          params: subOrderParams,
          response: { 200: pdf('The label PDF'), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const label = await shippingLabel(db, await approvedSeller(request), request.params.subOrderId);
        return sendPdf(reply, `label-${label.awb.replace(/[^A-Za-z0-9-]/g, '')}.pdf`, label.pdf);
      },
    );

    app.get(
      '/seller-portal/orders/:subOrderId/invoice',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The sub-order's GST tax invoice (the page of the shopper's invoice for this seller)",
          params: subOrderParams,
          response: { 200: pdf('The invoice PDF'), ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const invoice = await sellerSubOrderInvoice(
          db,
          await approvedSeller(request),
          request.params.subOrderId,
        );
        return sendPdf(reply, `invoice-${invoice.orderNumber}.pdf`, invoice.pdf);
      },
    );

    app.get(
      '/seller-portal/returns',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "The seller's return requests, newest first, optionally of one status, with the seller's return policy",
          querystring: sellerReturnListQuerySchema,
          response: { 200: sellerReturnsQueueResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return returnsQueue(db, await approvedSeller(request), request.query);
      },
    );

    app.post(
      '/seller-portal/returns/:id/decision',
      {
        onRequest: authenticate,
        bodyLimit: 8 * 1024,
        schema: {
          tags,
          summary:
            'Decide a return request as the seller API does: approve, reject, pick_up, refund (at most paid less the fee) or exchange',
          params: returnParams,
          body: sellerReturnDecisionSchema,
          response: { 200: sellerReturnResponseSchema, ...errors(400, 401, 403, 404, 422) },
        },
      },
      async (request) => {
        const answer = await portalDecideReturn(
          db,
          await approvedSeller(request),
          request.params.id,
          request.body,
          siteUrl,
        );
        mail.kick();
        return answer;
      },
    );
  };
}
