// GET /api/images/products/:productId.svg: the generated artwork of a seeded product (ARCHITECTURE §4).
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findArtworkFacts } from './images.repository.ts';
import { renderProductArtwork } from './product-artwork.ts';

const PRODUCT_NOT_FOUND = 'Product not found';

export function imageRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/images/products/:productId.svg',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Generated artwork of a product (SVG)',
          params: z.object({ productId: z.string().min(1).max(100) }),
          response: {
            200: z.string().describe('image/svg+xml'),
            304: z.null().describe('Not modified'),
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const facts = await findArtworkFacts(database.db, request.params.productId);
        if (!facts) throw AppError.notFound(PRODUCT_NOT_FOUND);
        const svg = renderProductArtwork(facts);
        const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
        reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
        return reply.type('image/svg+xml; charset=utf-8').send(svg);
      },
    );
  };
}
