// Names of stored uploads and the site paths they are served at. The reviews API checks a review's photos by
// exactly this key format ('reviews/<uuid>.<ext>', modules/reviews/review-images.ts); sellers' product photos are
// 'products/<uuid>.<ext>' (modules/seller-portal/seller-photos.service.ts).
import { randomUUID } from 'node:crypto';

export const UPLOADS_PATH = '/api/uploads/';

/** The only keys GET /api/uploads/* looks up; anything else is a 404 without asking the storage. */
const SERVED_KEY =
  /^(?:reviews|products)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png))$/;

/** A generated name, never the uploader's: nothing a shopper sends ends up in a path or a header. */
export function newReviewImageKey(extension: 'jpg' | 'png'): string {
  return `reviews/${randomUUID()}.${extension}`;
}

/** A seller's product photo: generated like a review photo's, under products/. */
export function newProductPhotoKey(extension: 'jpg' | 'png'): string {
  return `products/${randomUUID()}.${extension}`;
}

/** The generated file name of a servable key ('reviews/<uuid>.jpg' → '<uuid>.jpg'), or undefined. */
export function servedFileName(key: string): string | undefined {
  return SERVED_KEY.exec(key)?.[1];
}

export const uploadUrl = (key: string) => `${UPLOADS_PATH}${key}`;
