// POST /api/dev/sellers/{sellerId}/review: the operator's review from the dev tools, for journeys on a laptop where
// the store's embedded database is open in the server (the CLI needs it to itself). Registered outside production
// only, like the other /api/dev routes; the operator console replaces it (issue 30).
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { REJECT_REASON_MAX, reviewSeller } from './seller-review.service.ts';

export function devSellerReviewRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dev/sellers/:sellerId/review',
      {
        schema: {
          tags: ['dev'],
          summary: 'Approve or reject a seller waiting for review (not in production)',
          params: z.object({ sellerId: z.string().min(1).max(40) }),
          body: z.object({ approve: z.boolean(), reason: z.string().max(REJECT_REASON_MAX).optional() }),
          response: {
            200: z.object({ success: z.literal(true) }),
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const { approve, reason } = request.body;
        await reviewSeller(
          db,
          request.params.sellerId,
          approve ? { approve: true } : { approve: false, reason: reason ?? '' },
        );
        return { success: true as const };
      },
    );
  };
}
