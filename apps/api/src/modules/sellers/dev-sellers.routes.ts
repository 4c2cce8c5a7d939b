// GET /api/dev/sellers: the sellers with their development API keys, so a tester can act as the seller portal.
// buildApp registers it only outside production; the keys it shows are derivable and exist only there too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { devSellerKey, sha256Hex } from './seller-keys.ts';
import { devSellersResponseSchema } from './sellers.schemas.ts';
import { activeKeyHashes } from './seller-keys.repository.ts';
import { listSellers } from './sellers.repository.ts';

export function devSellerRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/sellers',
      {
        schema: {
          tags: ['dev'],
          summary: 'Sellers with their development seller API keys (not in production)',
          response: { 200: devSellersResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const [sellers, active] = await Promise.all([listSellers(db), activeKeyHashes(db)]);
        return {
          success: true as const,
          // Only a key the seed issued and nobody revoked: a key that would answer 401 is no help.
          sellers: sellers.map((seller) => {
            const key = devSellerKey(seller.id);
            return { ...seller, apiKey: active.has(sha256Hex(key)) ? key : null };
          }),
        };
      },
    );
  };
}
