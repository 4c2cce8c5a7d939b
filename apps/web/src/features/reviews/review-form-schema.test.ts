import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@haat/domain/reviews/review.schema';
import { acceptPhotos, reviewFormDefaults, reviewFormSchema } from './review-form-schema.ts';

const MB = 1024 * 1024;
const png = (size = 10_000) => ({ type: 'image/png', size });

function firstMessage(values: unknown) {
  const result = reviewFormSchema.safeParse(values);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
}

describe('reviewFormSchema', () => {
  it("asks for a rating when no star is chosen (the form's 0)", () => {
    expect(firstMessage({ ...reviewFormDefaults(), reviewText: 'Good' })).toEqual([
      REVIEW_MESSAGES.ratingRequired,
    ]);
  });

  it('asks for text, also when it is only spaces', () => {
    expect(firstMessage({ rating: 4, title: '', reviewText: '   ' })).toEqual([REVIEW_MESSAGES.textRequired]);
  });

  it('refuses text over 1000 and a title over 100 characters, with the spec messages', () => {
    expect(firstMessage({ rating: 4, title: 't'.repeat(101), reviewText: 'x'.repeat(1001) })).toEqual([
      REVIEW_MESSAGES.titleTooLong,
      REVIEW_MESSAGES.textTooLong,
    ]);
    expect(firstMessage({ rating: 4, title: 't'.repeat(100), reviewText: 'x'.repeat(1000) })).toBeNull();
  });

  it('starts an edit from the own review', () => {
    expect(
      reviewFormDefaults({
        _id: 'r1',
        productId: 'p1',
        authorName: 'Asha Rao',
        authorAvatar: null,
        verifiedPurchase: true,
        rating: 3,
        reviewDate: '2026-11-01T00:00:00.000Z',
        title: 'Fine',
        reviewText: 'Does the job',
        reviewImages: [],
        helpfulVotes: 0,
        notHelpfulVotes: 0,
        editedAt: null,
        variant: null,
      }),
    ).toEqual({ rating: 3, title: 'Fine', reviewText: 'Does the job' });
  });
});

describe('acceptPhotos', () => {
  it('keeps JPEG and PNG photos under 5 MB', () => {
    const picked = [png(), { type: 'image/jpeg', size: 5 * MB - 1 }];
    expect(acceptPhotos(0, picked)).toEqual({ accepted: picked, error: null });
  });

  it('refuses other types, files of 5 MB and more, and a 4th photo, each with its message', () => {
    expect(acceptPhotos(0, [{ type: 'image/gif', size: 10 }])).toEqual({
      accepted: [],
      error: REVIEW_MESSAGES.wrongImageType,
    });
    expect(acceptPhotos(0, [png(5 * MB)])).toEqual({ accepted: [], error: REVIEW_MESSAGES.imageTooLarge });
    const four = [png(1), png(2), png(3), png(4)];
    expect(acceptPhotos(0, four)).toEqual({
      accepted: four.slice(0, 3),
      error: REVIEW_MESSAGES.tooManyImages,
    });
    expect(acceptPhotos(2, four)).toEqual({
      accepted: four.slice(0, 1),
      error: REVIEW_MESSAGES.tooManyImages,
    });
  });

  it('keeps the good photos of a mixed pick and names the first refusal', () => {
    const good = png();
    expect(acceptPhotos(0, [{ type: 'text/html', size: 10 }, good, png(6 * MB)])).toEqual({
      accepted: [good],
      error: REVIEW_MESSAGES.wrongImageType,
    });
  });
});
