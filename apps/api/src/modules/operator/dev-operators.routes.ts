// POST /api/dev/operators: an operator account from the dev tools, for journeys on a laptop where the store's
// embedded database is open in the server and `npm run operator:create` cannot have it to itself. Registered outside
// production only, like the other /api/dev routes: production has no operator but those made by the CLI.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createOperator } from './operator-auth.ts';

export function devOperatorRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dev/operators',
      {
        schema: {
          tags: ['dev'],
          summary: 'Make an operator account and answer its TOTP secret (not in production)',
          body: z.object({
            email: z.string().max(200),
            name: z.string().max(100),
            password: z.string().max(200),
          }),
          response: {
            201: z.object({ success: z.literal(true), id: z.string(), secret: z.string(), uri: z.string() }),
            400: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const made = await createOperator(db, request.body);
        return reply.code(201).send({ success: true as const, ...made });
      },
    );
  };
}
