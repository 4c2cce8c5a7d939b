// Stores a checked batch of review photos under generated names with their uploader (ADR 0007), and answers
// their site paths for POST /api/reviews.
import type { ObjectStorage } from './object-storage.ts';
import type { ReviewImage } from './review-image.ts';
import { newReviewImageKey, uploadUrl } from './upload-keys.ts';

/** Called only once every photo of the batch passed its checks, so a bad file stores nothing. */
export async function storeReviewImages(
  storage: ObjectStorage,
  ownerUserId: string,
  images: readonly ReviewImage[],
): Promise<string[]> {
  const urls: string[] = [];
  for (const image of images) {
    const key = newReviewImageKey(image.extension);
    await storage.put({ key, contentType: image.contentType, bytes: image.bytes, ownerUserId });
    urls.push(uploadUrl(key));
  }
  return urls;
}
