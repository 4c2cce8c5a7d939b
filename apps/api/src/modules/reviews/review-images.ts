// Review photos must be the author's own uploads (ADR 0007): a review cannot show someone else's photo, nor point
// anywhere but our object storage. POST /api/reviews/upload-images stores them under 'reviews/<uuid>.<ext>'.
import type { Db } from '../../db/client.ts';
import { countUploadsOwnedBy } from './reviews.repository.ts';

const REVIEW_IMAGE_URL =
  /^\/api\/uploads\/(reviews\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png))$/;

/** The storage key of a review photo's site path, or undefined when the path is not one. */
export function reviewImageKey(url: string): string | undefined {
  return REVIEW_IMAGE_URL.exec(url)?.[1];
}

/** True when every URL is a review photo stored with `userId` as its uploader (an empty list is fine). */
export async function areOwnReviewImages(db: Db, userId: string, urls: readonly string[]): Promise<boolean> {
  const keys = urls.map(reviewImageKey);
  if (keys.some((key) => key === undefined)) return false;
  const distinct = [...new Set(keys as string[])];
  if (distinct.length === 0) return true;
  return (await countUploadsOwnedBy(db, userId, distinct)) === distinct.length;
}
