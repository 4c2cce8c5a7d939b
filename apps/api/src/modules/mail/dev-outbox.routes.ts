// GET /api/dev/outbox: what the store would have e-mailed or texted, for the /dev/mail page and end-to-end
// tests of OTP flows. buildApp registers it only outside production, so there it does not exist (404).
import { outboxResponseSchema } from '@haat/domain/mail/outbox.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { OUTBOX_PAGE_SIZE, readOutbox } from './mail.service.ts';

const querySchema = z.object({
  to: z
    .string()
    .max(254)
    .optional()
    .describe('An e-mail address (any case) or a phone number, matched exactly'),
});

export function devOutboxRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          summary: `The latest ${OUTBOX_PAGE_SIZE} outbox messages, newest first (not in production)`,
          querystring: querySchema,
          response: { 200: outboxResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { messages: await readOutbox(db, request.query.to) };
      },
    );
  };
}
