// Seller Central's CSV upload of listings (docs/behaviour/seller-portal.md#bulk-upload): the template, and the file
// sent as text/csv for a dry run or an import, on the portal's session of an approved seller.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  LISTING_CSV_LIMITS,
  listingCsvQuerySchema,
  listingCsvResultSchema,
  listingCsvTemplate,
} from '@haat/domain/sellers/listing-csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { mediaResponse } from '../../http/openapi-document.ts';
import { currentPortalSeller, portalAuthenticator, requireListingAllowed } from './seller-portal-auth.ts';
import { uploadListingsCsv } from './seller-upload.service.ts';

const tags = ['seller-portal'];

export function sellerUploadRoutes({ db }: { db: Db }): FastifyPluginAsyncZod {
  const authenticate = portalAuthenticator(db);
  return async (app) => {
    // Encapsulated: only this plugin's routes read text/csv, as a string of at most LISTING_CSV_LIMITS.maxBytes.
    app.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: LISTING_CSV_LIMITS.maxBytes },
      (_request, body, done) => done(null, body),
    );

    app.get(
      '/seller-portal/listings/upload/template',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'The CSV template: the header and an example listing of two variants',
          response: {
            200: mediaResponse(['text/csv'], 'The template (Content-Disposition: attachment)', {
              binary: false,
            }),
            401: apiErrorSchema,
          },
        },
      },
      async (_request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="haat-listings-template.csv"')
          .send(listingCsvTemplate()),
    );

    app.post(
      '/seller-portal/listings/upload',
      {
        onRequest: authenticate,
        bodyLimit: LISTING_CSV_LIMITS.maxBytes,
        schema: {
          tags,
          summary:
            'Listings from a CSV file (text/csv, at most 2 MB and 2,000 rows): dryRun=true checks every row; ' +
            'otherwise the valid listings are written in one transaction as drafts (submit=true: for review), ' +
            'groups already listed by SKU are skipped, groups with errors are not imported',
          consumes: ['text/csv'],
          querystring: listingCsvQuerySchema,
          body: z.string(),
          response: {
            200: listingCsvResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            409: apiErrorSchema,
            413: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const { sellerId } = currentPortalSeller(request);
        await requireListingAllowed(db, sellerId);
        return uploadListingsCsv(db, sellerId, request.body, request.query);
      },
    );
  };
}
