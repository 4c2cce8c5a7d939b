// The review form's rules (docs/behaviour/reviews.md#validation): the fields take postReviewRequestSchema's own rules
// and messages, so the form and POST /api/reviews refuse the same things in the same words; photos are checked as
// they are picked.
import type { z } from 'zod';
import {
  REVIEW_IMAGE_TYPES,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  postReviewRequestSchema,
  type Review,
} from '@haat/domain/reviews/review.schema';

export const reviewFormSchema = postReviewRequestSchema.pick({ rating: true, title: true, reviewText: true });
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormOutput = z.output<typeof reviewFormSchema>;

/** No star chosen is 0, which the rating rule refuses with 'Please select a rating'. */
export function reviewFormDefaults(review?: Review | null): ReviewFormInput {
  return { rating: review?.rating ?? 0, title: review?.title ?? '', reviewText: review?.reviewText ?? '' };
}

export interface PhotoCandidate {
  type: string;
  size: number;
}

/**
 * Which picked photos may join the `kept` ones already on the review: JPEG or PNG, under 5 MB, at most 3 in all.
 * The first refusal's message is returned to show; the server checks the bytes again.
 */
export function acceptPhotos<T extends PhotoCandidate>(
  kept: number,
  picked: readonly T[],
): { accepted: T[]; error: string | null } {
  const accepted: T[] = [];
  let error: string | null = null;
  for (const file of picked) {
    let refusal: string | null = null;
    if (!(REVIEW_IMAGE_TYPES as readonly string[]).includes(file.type))
      refusal = REVIEW_MESSAGES.wrongImageType;
    else if (file.size >= REVIEW_LIMITS.maxImageBytes) refusal = REVIEW_MESSAGES.imageTooLarge;
    else if (kept + accepted.length >= REVIEW_LIMITS.maxImages) refusal = REVIEW_MESSAGES.tooManyImages;
    if (refusal) error ??= refusal;
    else accepted.push(file);
  }
  return { accepted, error };
}
