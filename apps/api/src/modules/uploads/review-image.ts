// One review photo, judged by its bytes and never by its name or declared type (ADR 0007): JPEG or PNG only, the
// declared pixel count capped before anything is decoded, then re-encoded so no metadata (EXIF, GPS) and no
// polyglot payload survives.
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@haat/domain/reviews/review.schema';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.ts';

export interface ReviewImage {
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
  bytes: Buffer;
}

export const REVIEW_IMAGES_FIELD = 'reviewImages';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

const refuse = (message: string) =>
  AppError.unprocessable({ message, code: ERROR_CODES.validation, field: REVIEW_IMAGES_FIELD });

/**
 * Only bytes that open like a JPEG or a PNG reach sharp: libvips has loaders for SVG, TIFF, HEIF and more, and a
 * shopper's upload has no business exercising them.
 */
function signatureFormat(bytes: Buffer): 'jpeg' | 'png' | undefined {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return undefined;
}

/** Checks one uploaded file and answers it re-encoded; throws a 422 AppError with the shopper's message. */
export async function prepareReviewImage(bytes: Buffer): Promise<ReviewImage> {
  const signature = signatureFormat(bytes);
  if (!signature) throw refuse(REVIEW_MESSAGES.wrongImageType);
  // The header alone: width and height as declared. sharp's own pixel limit stays on for the decode below.
  const metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error' })
    .metadata()
    .catch(() => undefined);
  if (!metadata) throw refuse(REVIEW_MESSAGES.imageUnreadable);
  if (metadata.format !== signature) throw refuse(REVIEW_MESSAGES.wrongImageType);
  if (metadata.width * metadata.height > REVIEW_LIMITS.maxImagePixels) {
    throw refuse(REVIEW_MESSAGES.imageTooManyPixels);
  }

  const side = REVIEW_LIMITS.storedImageMaxSide;
  // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none without withMetadata).
  const pipeline = sharp(bytes, { limitInputPixels: REVIEW_LIMITS.maxImagePixels, failOn: 'error' })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  const encoded = signature === 'jpeg' ? pipeline.jpeg({ quality: 82, mozjpeg: true }) : pipeline.png();
  const output = await encoded.toBuffer().catch(() => undefined);
  if (!output) throw refuse(REVIEW_MESSAGES.imageUnreadable);
  return signature === 'jpeg'
    ? { contentType: 'image/jpeg', extension: 'jpg', bytes: output }
    : { contentType: 'image/png', extension: 'png', bytes: output };
}
