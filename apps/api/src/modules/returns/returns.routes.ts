// The shopper's returns (docs/behaviour/returns.md#calls, issue 8): GET /api/returns/user/eligibility/{orderId},
// POST /api/returns/create (Idempotency-Key) and GET /api/returns/user?orderId=, all signed-in; another shopper's
// order is 404 ORDER_NOT_FOUND.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { RETURN_MESSAGES } from '@haat/domain/returns/return-policy';
import {
  createReturnRequestSchema,
  createReturnResponseSchema,
  returnEligibilityResponseSchema,
  returnListQuerySchema,
  returnListResponseSchema,
} from '@haat/domain/returns/return.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import { IDEMPOTENCY_HEADER, withIdempotency } from '../../http/idempotency.ts';
import { createReturnRequests } from './create-return.ts';
import { loadEligibility } from './return-eligibility.ts';
import { isUuid } from './return-errors.ts';
import { returnViews } from './return-view.ts';
import { requestsOfUser } from './returns.repository.ts';

export interface ReturnRouteDeps {
  db: Db;
  /** The clock; tests pass their own. */
  now?: () => Date;
}

const tags = ['returns'];
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, apiErrorSchema]));
const orderParamsSchema = z.object({ orderId: z.string().max(64) });

/** The request's Idempotency-Key when it is a usable one (withIdempotency already refused malformed keys). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  return typeof header === 'string' && header.length > 0 ? header : undefined;
}

export function returnsRoutes({ db, now = () => new Date() }: ReturnRouteDeps): FastifyPluginAsyncZod {
  const idempotency = withIdempotency(db, 'POST /api/returns/create', { userId: (r) => r.user?.id });
  return async (app) => {
    app.get(
      '/returns/user/eligibility/:orderId',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary:
            "Whether the shopper's order can be returned now: each line's returnable units and window, each seller's " +
            'policy, and the reasons when nothing can go back',
          params: orderParamsSchema,
          response: { 200: returnEligibilityResponseSchema, ...errors(401, 404) },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const data = await loadEligibility(db, currentUser(request).id, request.params.orderId, now());
        return {
          success: true as const,
          data,
          message: data.eligible ? RETURN_MESSAGES.eligible : (data.reason ?? RETURN_MESSAGES.notAvailable),
        };
      },
    );

    app.post(
      '/returns/create',
      {
        onRequest: app.authenticate,
        preHandler: idempotency.preHandler,
        onSend: idempotency.onSend,
        bodyLimit: 64 * 1024,
        schema: {
          tags,
          summary:
            'Ask to return lines of a delivered order: one request per seller, each checked against its policy, the ' +
            'units reserved (accepts Idempotency-Key; 201 when made, 200 with the same requests on a repeat)',
          body: createReturnRequestSchema,
          response: {
            200: createReturnResponseSchema,
            201: createReturnResponseSchema,
            ...errors(400, 401, 404, 409, 422),
          },
        },
      },
      async (request, reply) => {
        const idempotencyKey = idempotencyKeyOf(request);
        const made = await createReturnRequests(db, {
          userId: currentUser(request).id,
          body: request.body,
          ...(idempotencyKey ? { idempotencyKey } : {}),
          now: now(),
        });
        const views = await returnViews(db, made.requests);
        const [first] = views;
        if (!first) throw new Error('createReturnRequests answered no request');
        return reply.status(made.created ? 201 : 200).send({
          success: true as const,
          message: RETURN_MESSAGES.submitted,
          data: { returnRequest: first, returnRequests: views },
        });
      },
    );

    app.get(
      '/returns/user',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary:
            "The signed-in shopper's return requests, newest first, of one order when orderId is given",
          querystring: returnListQuerySchema,
          response: { 200: returnListResponseSchema, ...errors(400, 401) },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const { orderId } = request.query;
        // A malformed order id names no order of theirs: an empty list, as for an unknown one.
        const rows =
          orderId !== undefined && !isUuid(orderId)
            ? []
            : await requestsOfUser(db, currentUser(request).id, orderId);
        return { success: true as const, returnRequests: await returnViews(db, rows) };
      },
    );
  };
}
