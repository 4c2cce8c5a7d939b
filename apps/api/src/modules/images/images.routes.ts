// GET /api/images/products/:productId.svg and /:productId/:view.svg: the generated gallery of a seeded product
// (docs/behaviour/product.md#pictures): 1 front, 2 back or side, 3 close-up, 4 in the box;
// /:productId/:view-:width.(webp|avif): the same picture rasterised at a card's or gallery's width (raster.ts);
// /:productId/og.png: the front as the PNG link previews need (og-image.ts).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { mediaResponse, notModifiedResponse } from '../../http/openapi-document.ts';
import {
  ARTWORK_VERSION,
  PICTURE_FORMATS,
  PICTURE_TYPES,
  PICTURE_WIDTHS,
  type PictureFormat,
} from '@haat/domain/catalog/product-picture';
import { ARTWORK_VIEWS, renderArtworkView } from './artwork-views.ts';
import { findArtworkFacts } from './images.repository.ts';
import { OgImageCache } from './og-image.ts';
import { RasterCache, rasteriseSvg } from './raster.ts';

const PRODUCT_NOT_FOUND = 'Product not found';
const IMAGE_NOT_FOUND = 'Image not found';
/**
 * The artwork only changes when the product's brand, category or variant does, which a seeded catalogue
 * never does: browsers and CDNs keep it for 30 days and revalidate by ETag after that.
 */
export const ARTWORK_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
/**
 * A raster URL carrying the drawing's version (?v=ARTWORK_VERSION) names these bytes for good: the drawing
 * changes only with a new version, and no route edits the facts it reads (docs/behaviour/product.md#pictures).
 */
export const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `1-320.webp`: the view, a width the web asks for, a format sharp encodes. */
const RASTER_FILE = new RegExp(
  `^([1-${ARTWORK_VIEWS.length}])-(${PICTURE_WIDTHS.join('|')})\\.(${PICTURE_FORMATS.join('|')})$`,
);

export interface ImageRouteOptions {
  /** Where rasterised copies are kept between restarts (DATA_DIR/image-cache); null keeps them in memory only. */
  cacheDir?: string | null;
}

/** Ids as the catalogue writes them; anything else is refused before the database is asked. */
export const imageProductId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Product id must be 1 to 100 letters, digits, _ or -');

const responses = {
  200: mediaResponse(['image/svg+xml'], 'The artwork as SVG (text)', { binary: false }),
  304: notModifiedResponse,
  404: apiErrorSchema,
};

export function imageRoutes(database: Database, options: ImageRouteOptions = {}): FastifyPluginAsyncZod {
  const rasters = new RasterCache({ dir: options.cacheDir ?? null });

  async function sendRaster(
    request: FastifyRequest,
    reply: FastifyReply,
    productId: string,
    file: string,
    version: string | undefined,
  ) {
    const match = RASTER_FILE.exec(file);
    if (!match) throw AppError.notFound({ message: IMAGE_NOT_FOUND });
    const view = Number(match[1]);
    const width = Number(match[2]);
    const format = match[3] as PictureFormat;
    const facts = await findArtworkFacts(database.db, productId);
    if (!facts) throw AppError.notFound({ message: PRODUCT_NOT_FOUND });
    if (view > Math.max(1, facts.imageCount)) throw AppError.notFound({ message: IMAGE_NOT_FOUND });
    const svg = renderArtworkView(facts, ARTWORK_VIEWS[view - 1]!);
    const digest = createHash('sha1').update(svg).digest('base64url');
    const { bytes, etag } = await rasters.get(digest, width, format, () => rasteriseSvg(svg, width, format));
    reply
      .header('cache-control', version === ARTWORK_VERSION ? VERSIONED_CACHE_CONTROL : ARTWORK_CACHE_CONTROL)
      .header('etag', etag)
      .header('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send(undefined);
    return reply.type(PICTURE_TYPES[format]).send(bytes);
  }

  async function send(request: FastifyRequest, reply: FastifyReply, productId: string, view: number) {
    const facts = await findArtworkFacts(database.db, productId);
    if (!facts) throw AppError.notFound({ message: PRODUCT_NOT_FOUND });
    const name = ARTWORK_VIEWS[view - 1];
    if (!name || view > Math.max(1, facts.imageCount)) throw AppError.notFound({ message: IMAGE_NOT_FOUND });
    const svg = renderArtworkView(facts, name);
    const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
    reply.header('cache-control', ARTWORK_CACHE_CONTROL).header('etag', etag);
    // No payload: a 304 carries no content, and so no Content-Type.
    if (request.headers['if-none-match'] === etag) return reply.status(304).send(undefined);
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  }

  const ogPictures = new OgImageCache();
  async function sendOg(request: FastifyRequest, reply: FastifyReply, productId: string) {
    const facts = await findArtworkFacts(database.db, productId);
    if (!facts) throw AppError.notFound({ message: PRODUCT_NOT_FOUND });
    const { png, etag } = await ogPictures.get(renderArtworkView(facts, 'front'));
    reply.header('cache-control', ARTWORK_CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send(undefined);
    return reply.type('image/png').send(png);
  }

  return async (app) => {
    app.get(
      '/images/products/:productId/:file',
      {
        schema: {
          tags: ['catalog'],
          summary:
            'Generated artwork of a product as WebP or AVIF at a width: /:productId/<view 1–4>-<width>.<webp|avif>, ' +
            `widths ${PICTURE_WIDTHS.join(', ')}; with ?v=${ARTWORK_VERSION} it is cached for a year, immutable`,
          params: z.object({ productId: z.string().min(1).max(100), file: z.string().max(40) }),
          querystring: z.object({ v: z.string().max(20).optional() }),
          response: {
            200: mediaResponse(
              PICTURE_FORMATS.map((format) => PICTURE_TYPES[format]),
              'The picture at that width',
            ),
            304: notModifiedResponse,
            404: apiErrorSchema,
          },
        },
      },
      (request, reply) =>
        sendRaster(request, reply, request.params.productId, request.params.file, request.query.v),
    );
    app.get(
      '/images/products/:productId.svg',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Generated artwork of a product: the front view (SVG)',
          params: z.object({ productId: z.string().min(1).max(100) }),
          response: responses,
        },
      },
      (request, reply) => send(request, reply, request.params.productId, 1),
    );
    app.get(
      '/images/products/:productId/:view.svg',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Generated artwork of a product: view 1 front, 2 angle, 3 detail, 4 in the box (SVG)',
          params: z.object({
            productId: z.string().min(1).max(100),
            view: z.coerce.number().int().min(1).max(ARTWORK_VIEWS.length),
          }),
          response: responses,
        },
      },
      (request, reply) => send(request, reply, request.params.productId, request.params.view),
    );
    // Registered as a static segment: find-my-way prefers it to /:view.svg whatever the order.
    app.get(
      '/images/products/:productId/og.png',
      {
        schema: {
          tags: ['catalog'],
          summary: 'The front artwork of a product as a 1200×630 PNG, for link previews (og:image)',
          params: z.object({ productId: imageProductId }),
          response: {
            200: mediaResponse(['image/png'], 'The 1200×630 PNG'),
            304: notModifiedResponse,
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request, reply) => sendOg(request, reply, request.params.productId),
    );
  };
}
