// Product reviews (docs/behaviour/reviews.md#review-list, #review-fields, #validation, #calls, #messages, #limits,
// issue 8): the list, votes, eligibility, writing and editing one's own review, and photo uploads.
import { z } from 'zod';

export const REVIEW_LIMITS = {
  titleMax: 100,
  textMax: 1000,
  maxImages: 3,
  /** docs/behaviour/reviews.md#validation: "each under 5 MB". */
  maxImageBytes: 5 * 1024 * 1024,
  /** Declared pixels above this are refused before decoding (a 60000×60000 PNG header must not be decoded). */
  maxImagePixels: 40_000_000,
  /** Stored photos are scaled down to fit this square. */
  storedImageMaxSide: 1600,
  pageSize: 10,
  maxPageSize: 50,
} as const;

export const REVIEW_SORTS = ['recent', 'rating_high', 'rating_low', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_VOTE_TYPES = ['helpful', 'notHelpful'] as const;
export type ReviewVoteType = (typeof REVIEW_VOTE_TYPES)[number];
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export const REVIEW_MESSAGES = {
  // docs/behaviour/reviews.md#validation, #messages
  ratingRequired: 'Please select a rating',
  textRequired: 'Please write a review',
  textTooLong: 'Review text cannot exceed 1000 characters',
  titleTooLong: 'Title cannot exceed 100 characters',
  tooManyImages: 'Maximum 3 images allowed per review',
  wrongImageType: 'Only JPEG and PNG images are allowed',
  imageTooLarge: 'Each image must be less than 5MB',
  loginRequired: 'Please log in to submit a review',
  submitFailed: 'Failed to submit review',
  fetchFailed: 'Failed to fetch reviews',
  uploadFailed: 'Failed to upload images',
  voteFailed: 'Failed to vote',
  voteThanks: 'Thank you for your feedback!',
  // The server's own (the spec leaves eligibility to the server)
  notEligible: 'You can review a product once it has been delivered to you',
  orderNotEligible: 'This order has no delivered item of this product',
  imageTooManyPixels: 'This image is too large. Please use a photo of at most 40 megapixels',
  imageUnreadable: 'This image could not be read. Please choose another photo',
  noImages: 'Please choose at least one image',
  unknownImage: 'Please upload the review photos again',
  reviewNotFound: 'Review not found',
  productNotFound: 'Product not found',
  submitted: 'Review submitted successfully!',
  updated: 'Review updated successfully!',
  imagesUploaded: 'Images uploaded successfully',
  listed: 'Reviews fetched successfully',
  /** A list filter that is not 'all' or a whole star from 1 to 5 (issue 23 item 8). */
  ratingFilterInvalid: 'Choose a rating from 1 to 5 stars',
} as const;

/** One review as the list, the own-review call and the post answer it (docs/behaviour/reviews.md#review-fields). */
export const reviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  authorName: z.string(),
  /** An uploaded avatar's URL, or null: the page draws initials. */
  authorAvatar: z.string().nullable(),
  verifiedPurchase: z.boolean(),
  rating: z.number().int().min(1).max(5),
  reviewDate: z.string(),
  title: z.string(),
  reviewText: z.string(),
  /** Site paths ('/api/uploads/…') of photos uploaded through POST /api/reviews/upload-images. */
  reviewImages: z.array(z.string()),
  helpfulVotes: z.number().int(),
  notHelpfulVotes: z.number().int(),
  /** Set when the review was edited after it was first posted. */
  editedAt: z.string().nullable(),
  /**
   * The listing the shopper bought and reviewed, when it is one of a group's (docs/behaviour/reviews.md#variants):
   * its variant name ('8 GB RAM, 256 GB, Blue') and options by code ({ colour: 'Blue', storage: '256 GB' }); null
   * for a listing sold alone. A group's reviews are listed together, so each says which variant it is about.
   */
  variant: z.object({ name: z.string(), options: z.record(z.string(), z.string()) }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Counts per star, keyed '5'..'1' as the spec's ratingBreakdown. */
export const ratingBreakdownSchema = z.object({
  5: z.number().int(),
  4: z.number().int(),
  3: z.number().int(),
  2: z.number().int(),
  1: z.number().int(),
});
export type RatingBreakdownRecord = z.infer<typeof ratingBreakdownSchema>;

export const reviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(REVIEW_LIMITS.maxPageSize).default(REVIEW_LIMITS.pageSize),
  /** 1..5, or 'all' / absent for every rating; anything else answers the store's message, not zod's. */
  rating: z
    .union(
      [
        z.literal('all'),
        z.coerce
          .number(REVIEW_MESSAGES.ratingFilterInvalid)
          .int(REVIEW_MESSAGES.ratingFilterInvalid)
          .min(1, REVIEW_MESSAGES.ratingFilterInvalid)
          .max(5, REVIEW_MESSAGES.ratingFilterInvalid),
      ],
      { error: REVIEW_MESSAGES.ratingFilterInvalid },
    )
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  sortBy: z.enum(REVIEW_SORTS).default('recent'),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

export const reviewListResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(reviewSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    /** Written reviews matching the rating filter. */
    totalReviews: z.number().int(),
    limit: z.number().int(),
    hasPrev: z.boolean(),
    hasNext: z.boolean(),
  }),
  /**
   * Every rating of the product's group, all its listings together (star-only ratings included), whatever the
   * filter (docs/behaviour/reviews.md#variants).
   */
  ratingBreakdown: ratingBreakdownSchema,
  averageRating: z.number(),
  totalRatings: z.number().int(),
  message: z.string(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

export const reviewVoteRequestSchema = z.object({ voteType: z.enum(REVIEW_VOTE_TYPES) });
export const reviewVoteResponseSchema = z.object({
  success: z.literal(true),
  helpfulVotes: z.number().int(),
  notHelpfulVotes: z.number().int(),
  /** This visitor's vote as counted now (a second vote of the other kind moves it). */
  voteType: z.enum(REVIEW_VOTE_TYPES),
});

export const reviewEligibilityResponseSchema = z.object({
  success: z.literal(true),
  /** Signed in, a delivered purchase of the product, and no review of it yet. */
  canReview: z.boolean(),
  hasReviewed: z.boolean(),
  /** The shopper's own review, when there is one: the page offers to edit it. */
  reviewId: z.string().nullable(),
  /** Why not, when canReview is false. */
  reason: z.string().nullable(),
  /** A delivered order with this product (the newest), sent back with the review for the verified mark. */
  orderId: z.string().nullable(),
});

export const userReviewResponseSchema = z.object({
  success: z.literal(true),
  review: reviewSchema.nullable(),
});

/** POST /api/reviews: writes the shopper's review of a product, or edits it when there is one already. */
export const postReviewRequestSchema = z.object({
  productId: z.string().trim().min(1).max(64),
  rating: z
    .number(REVIEW_MESSAGES.ratingRequired)
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  title: z.string().trim().max(REVIEW_LIMITS.titleMax, REVIEW_MESSAGES.titleTooLong).optional(),
  reviewText: z
    .string(REVIEW_MESSAGES.textRequired)
    .trim()
    .min(1, REVIEW_MESSAGES.textRequired)
    .max(REVIEW_LIMITS.textMax, REVIEW_MESSAGES.textTooLong),
  reviewImages: z
    .array(z.string().max(300))
    .max(REVIEW_LIMITS.maxImages, REVIEW_MESSAGES.tooManyImages)
    .default([]),
  orderId: z.string().trim().min(1).max(64).optional(),
  /** Sent by order pages as the spec says; ignored: the server decides the verified mark from delivered orders. */
  isVerifiedPurchase: z.boolean().optional(),
});
export type PostReviewRequest = z.input<typeof postReviewRequestSchema>;

export const postReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  review: reviewSchema,
});

export const uploadReviewImagesResponseSchema = z.object({
  success: z.literal(true),
  imageUrls: z.array(z.string()),
  message: z.string(),
});
