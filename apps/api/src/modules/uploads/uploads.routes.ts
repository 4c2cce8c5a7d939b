// POST /api/reviews/upload-images (multipart `reviewImages`, 1–3 JPEG or PNG photos) and GET /api/uploads/*, which
// serves what was stored, or with -<width>.<webp|avif> after the name a copy at that width made by the pictures'
// pipeline (docs/behaviour/product.md#pictures). Multipart parsing is registered in this plugin only: every other
// route stays JSON.
import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { REVIEW_MESSAGES, uploadReviewImagesResponseSchema } from '@haat/domain/reviews/review.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PICTURE_FORMATS,
  PICTURE_TYPES,
  PICTURE_WIDTHS,
  type PictureFormat,
} from '@haat/domain/catalog/product-picture';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { mediaResponse, notModifiedResponse } from '../../http/openapi-document.ts';
import { RasterCache, resizePhoto } from '../images/raster.ts';
import type { ObjectStorage } from './object-storage.ts';
import { readReviewImages, REVIEW_IMAGES_MULTIPART_LIMITS } from './review-images.multipart.ts';
import { servedFileName } from './upload-keys.ts';
import { storeReviewImages } from './uploads.service.ts';

export interface UploadRouteDeps {
  storage: ObjectStorage;
  config: Pick<Config, 'formRateLimit'>;
  /** Where resized copies are kept between restarts (DATA_DIR/image-cache); null keeps them in memory only. */
  cacheDir?: string | null;
}

/** '<key>-320.webp': a stored photo at a width the web asks for, in a format sharp encodes. */
const RESIZED = new RegExp(`^(.+)-(${PICTURE_WIDTHS.join('|')})\\.(${PICTURE_FORMATS.join('|')})$`);

const FILE_NOT_FOUND = 'File not found';
/** A stored name is generated once and its bytes never change: browsers and CDNs may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function uploadRoutes({ storage, config, cacheDir = null }: UploadRouteDeps): FastifyPluginAsyncZod {
  const copies = new RasterCache({ dir: cacheDir, maxBytes: 16 * 1024 * 1024 });
  return async (app) => {
    await app.register(multipart, { limits: REVIEW_IMAGES_MULTIPART_LIMITS });

    app.post(
      '/reviews/upload-images',
      {
        onRequest: app.authenticate,
        // Each upload decodes up to three photos: counted per shopper (after sign-in), as strictly as open forms.
        config: {
          rateLimit: {
            max: config.formRateLimit.max,
            timeWindow: config.formRateLimit.windowMs,
            keyGenerator: (request) => request.user?.id ?? request.ip,
          },
        },
        schema: {
          tags: ['reviews'],
          summary:
            'Upload 1–3 review photos (multipart field reviewImages): JPEG or PNG by their bytes, each at most 5 MB ' +
            'and 40 megapixels, re-encoded without metadata; answers their /api/uploads/… paths for POST /api/reviews',
          consumes: ['multipart/form-data'],
          response: {
            201: uploadReviewImagesResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            422: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const images = await readReviewImages(request);
        const imageUrls = await storeReviewImages(storage, currentUser(request).id, images);
        return reply
          .status(201)
          .send({ success: true as const, imageUrls, message: REVIEW_MESSAGES.imagesUploaded });
      },
    );

    app.get(
      '/uploads/*',
      {
        schema: {
          tags: ['reviews'],
          summary:
            'A stored upload (review photo) with its stored type, nosniff, cached for good; <key>-<width>.<webp|avif> ' +
            `answers a copy ${PICTURE_WIDTHS.join(', ')} px wide (never enlarged)`,
          params: z.object({ '*': z.string() }),
          response: {
            200: mediaResponse(
              ['image/jpeg', 'image/png', ...PICTURE_FORMATS.map((format) => PICTURE_TYPES[format])],
              'The stored photo, in the type it was stored as, or its copy at a width',
            ),
            304: notModifiedResponse,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const resized = RESIZED.exec(request.params['*']);
        const key = resized ? resized[1]! : request.params['*'];
        const fileName = servedFileName(key);
        const object = fileName ? await storage.get(key) : null;
        if (!fileName || !object) throw AppError.notFound({ message: FILE_NOT_FOUND });
        if (resized) {
          const width = Number(resized[2]);
          const format = resized[3] as PictureFormat;
          // The stored name never changes its bytes, so it names the copy too: cached for good like the photo.
          const copy = await copies.get(key, width, format, () => resizePhoto(object.bytes, width, format));
          reply
            .header('cache-control', IMMUTABLE)
            .header('etag', copy.etag)
            .header('x-content-type-options', 'nosniff');
          if (request.headers['if-none-match'] === copy.etag) return reply.status(304).send(undefined);
          return reply.type(PICTURE_TYPES[format]).send(copy.bytes);
        }
        // The generated name stands for these bytes for good, so it is the ETag without hashing anything.
        const etag = `"${fileName}"`;
        reply
          .header('cache-control', IMMUTABLE)
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename="${fileName}"`);
        // No payload: a 304 carries no content, and so no Content-Type.
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(undefined);
        return reply.type(object.contentType).send(object.bytes);
      },
    );
  };
}
