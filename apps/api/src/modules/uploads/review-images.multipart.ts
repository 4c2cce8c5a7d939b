// Reads the photos of POST /api/reviews/upload-images from a multipart body with limits that keep anything big
// from being buffered: at most 3 files of 5 MB each, a handful of small fields, a bounded body. Each file is checked
// and re-encoded as it arrives; the batch is answered only when every file passed.
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@haat/domain/reviews/review.schema';
import { AppError } from '../../http/app-error.ts';
import { prepareReviewImage, REVIEW_IMAGES_FIELD, type ReviewImage } from './review-image.ts';

const SMALL_FIELDS = 4;

export const REVIEW_IMAGES_MULTIPART_LIMITS = {
  files: REVIEW_LIMITS.maxImages,
  fileSize: REVIEW_LIMITS.maxImageBytes,
  fields: SMALL_FIELDS,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: REVIEW_LIMITS.maxImages + SMALL_FIELDS,
  headerPairs: 20,
};

/** Every file at its limit plus room for part headers and the small fields: a longer body is refused unread. */
const MAX_BODY_BYTES = REVIEW_LIMITS.maxImages * REVIEW_LIMITS.maxImageBytes + 64 * 1024;

const tooLarge = () =>
  new AppError({
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: REVIEW_MESSAGES.imageTooLarge,
    field: REVIEW_IMAGES_FIELD,
  });

/** @fastify/multipart's errors (busboy's limits, a malformed or cut-off body) as the shopper's messages. */
function multipartError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') {
    return AppError.badRequest({
      message: REVIEW_MESSAGES.tooManyImages,
      field: REVIEW_IMAGES_FIELD,
      code: ERROR_CODES.validation,
    });
  }
  return AppError.badRequest({ message: REVIEW_MESSAGES.uploadFailed, field: REVIEW_IMAGES_FIELD });
}

export async function readReviewImages(request: FastifyRequest): Promise<ReviewImage[]> {
  if (!request.isMultipart()) {
    throw new AppError({
      status: 415,
      code: ERROR_CODES.unsupportedMediaType,
      message: `Unsupported Content-Type: send multipart/form-data with the photos in ${REVIEW_IMAGES_FIELD}`,
    });
  }
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw tooLarge();

  const images: ReviewImage[] = [];
  try {
    for await (const part of request.parts()) {
      // Small text fields are allowed (and capped by the limits) but mean nothing here.
      if (part.type !== 'file') continue;
      if (part.fieldname !== REVIEW_IMAGES_FIELD) {
        throw AppError.badRequest({ message: REVIEW_MESSAGES.uploadFailed, field: REVIEW_IMAGES_FIELD });
      }
      // The filename and the declared mimetype are ignored: only the bytes say what a file is.
      images.push(await prepareReviewImage(await part.toBuffer()));
    }
  } catch (err) {
    const error = multipartError(err);
    if (!(err instanceof AppError)) request.log.info({ err }, 'review photo upload refused');
    throw error;
  }
  if (images.length === 0) {
    throw AppError.badRequest({
      message: REVIEW_MESSAGES.noImages,
      field: REVIEW_IMAGES_FIELD,
      code: ERROR_CODES.validation,
    });
  }
  return images;
}
