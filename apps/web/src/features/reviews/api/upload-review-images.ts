// POST /api/reviews/upload-images (docs/behaviour/reviews.md#calls): multipart, field reviewImages; answers the
// stored photos' site paths, which the review then carries.
import { uploadReviewImagesResponseSchema } from '@haat/domain/reviews/review.schema';
import { apiRequest } from '../../../lib/api-client.ts';

/** Photos may take a while on a slow mobile connection: more than the usual 30 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

export async function uploadReviewImages(files: readonly File[]): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('reviewImages', file, file.name);
  const data = await apiRequest<unknown>('/reviews/upload-images', {
    method: 'POST',
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return uploadReviewImagesResponseSchema.parse(data).imageUrls;
}
