// Reviews (docs/behaviour/reviews.md#calls): GET /api/reviews/product/{productId} and POST
// /api/reviews/{reviewId}/vote without login; GET /api/reviews/eligibility/{productId}, GET
// /api/reviews/user-review/{productId} and POST /api/reviews with a bearer token. Photo uploads (POST
// /api/reviews/upload-images) live in their own module.
import cookie from '@fastify/cookie';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  postReviewRequestSchema,
  postReviewResponseSchema,
  REVIEW_MESSAGES,
  reviewEligibilityResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewVoteRequestSchema,
  reviewVoteResponseSchema,
  userReviewResponseSchema,
} from '@haat/domain/reviews/review.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import { withIdempotency } from '../../http/idempotency.ts';
import { listReviews, postReview, reviewEligibility, userReview, voteOnReview } from './reviews.service.ts';
import { visitorIdOf } from './visitor-id.ts';

export interface ReviewRouteDeps {
  db: Db;
  config: Pick<Config, 'isProduction'>;
}

/**
 * Votes per address a minute: a shopper reading every review on a few pages stays far below it, a script stuffing
 * votes with fresh cookies does not.
 */
export const VOTE_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

/**
 * Browsers ask again every time (a shopper sees their own post and vote at once); shared caches may keep a
 * product's list for a few seconds.
 */
const LIST_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

const productParams = z.object({ productId: z.string().trim().min(1).max(64) });
const reviewParams = z.object({ reviewId: z.string().max(64) });
const tags = ['reviews'];

export function reviewRoutes({ db, config }: ReviewRouteDeps): FastifyPluginAsyncZod {
  const idempotency = withIdempotency(db, 'POST /api/reviews', { userId: (request) => request.user?.id });
  return async (app) => {
    // Only this plugin reads cookies: the visitor id of the votes.
    await app.register(cookie);

    app.get(
      '/reviews/product/:productId',
      {
        schema: {
          tags,
          summary:
            'Written reviews of a product (page, limit, rating, sortBy) with its star counts over every rating',
          params: productParams,
          querystring: reviewListQuerySchema,
          response: { 200: reviewListResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const answer = await listReviews(db, request.params.productId, request.query);
        reply.header('cache-control', LIST_CACHE_CONTROL);
        return answer;
      },
    );

    app.post(
      '/reviews/:reviewId/vote',
      {
        config: { rateLimit: VOTE_RATE_LIMIT },
        schema: {
          tags,
          summary:
            'Vote a review helpful or not; one counted vote per visitor (haat_vid cookie), a second vote moves it',
          params: reviewParams,
          body: reviewVoteRequestSchema,
          response: {
            200: reviewVoteResponseSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        // Secure in production, and on any answer that went out over TLS (behind the proxy: TRUST_PROXY).
        const visitorId = visitorIdOf(request, reply, config.isProduction || request.protocol === 'https');
        reply.header('cache-control', 'no-store');
        return voteOnReview(db, request.params.reviewId, visitorId, request.body.voteType);
      },
    );

    app.get(
      '/reviews/eligibility/:productId',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: 'Whether the shopper may review the product: a delivered purchase and no review of it yet',
          params: productParams,
          response: {
            200: reviewEligibilityResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reviewEligibility(db, currentUser(request).id, request.params.productId);
      },
    );

    app.get(
      '/reviews/user-review/:productId',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: "The shopper's own review of the product, or null",
          params: productParams,
          response: { 200: userReviewResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return userReview(db, currentUser(request).id, request.params.productId);
      },
    );

    app.post(
      '/reviews',
      {
        onRequest: app.authenticate,
        preHandler: idempotency.preHandler,
        onSend: idempotency.onSend,
        schema: {
          tags,
          summary:
            'Write a review of a delivered product (201), or edit one’s own (200); accepts Idempotency-Key',
          body: postReviewRequestSchema,
          response: {
            200: postReviewResponseSchema,
            201: postReviewResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { created, review } = await postReview(db, currentUser(request).id, request.body);
        return reply.status(created ? 201 : 200).send({
          success: true as const,
          message: created ? REVIEW_MESSAGES.submitted : REVIEW_MESSAGES.updated,
          review,
        });
      },
    );
  };
}
