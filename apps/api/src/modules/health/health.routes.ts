// GET /api/health: answers 200 only when the database answers too, so a load balancer can trust it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/database-unavailable-answer.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  databaseOk: z.boolean(),
  uptimeSeconds: z.number(),
});

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Liveness and database check',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (request, reply) => {
        let databaseOk = true;
        try {
          await database.ping();
        } catch (err) {
          request.log.error({ err }, 'health check: database did not answer');
          databaseOk = false;
        }
        const answer = {
          status: databaseOk ? ('ok' as const) : ('degraded' as const),
          database: database.kind,
          databaseOk,
          uptimeSeconds: Math.round(process.uptime()),
        };
        // The same Retry-After as every other request that finds the database away (http/database-unavailable-answer).
        if (!databaseOk) reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
        return reply.status(databaseOk ? 200 : 503).send(answer);
      },
    );
  };
}
