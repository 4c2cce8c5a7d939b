// GET /api/users/orders/{id}/invoice (docs/behaviour/orders.md#invoices, issue 7): the order's GST tax invoices as
// one PDF download.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { orderIdParamsSchema } from '@haat/domain/orders/order.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import { mediaResponse } from '../../http/openapi-document.ts';
import { orderInvoice } from './invoices.service.ts';

export interface InvoiceRouteDeps {
  db: Db;
}

/** A download, not a page: the browser saves it under the order's number; never kept by a shared cache. */
function sendPdf(reply: FastifyReply, orderNumber: string, pdf: Buffer) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="invoice-${orderNumber}.pdf"`)
    .type('application/pdf')
    .send(pdf);
}

export function invoiceRoutes({ db }: InvoiceRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/orders/:id/invoice',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['orders'],
          summary:
            "The order's GST tax invoice (application/pdf): a page per seller with CGST + SGST or IGST by place of supply",
          params: orderIdParamsSchema,
          response: {
            200: mediaResponse(['application/pdf'], 'The invoice PDF (Content-Disposition: attachment)'),
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { orderNumber, pdf } = await orderInvoice(db, currentUser(request).id, request.params.id);
        return sendPdf(reply, orderNumber, pdf);
      },
    );
  };
}
