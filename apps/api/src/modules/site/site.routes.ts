// GET /api/site-config: the public settings the web app reads at run time, configured once on the server.
import { siteConfigSchema, type SiteConfig } from '@haat/domain/shell/site-config.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

export function siteRoutes(config: Config): FastifyPluginAsyncZod {
  const siteConfig: SiteConfig = {
    sellerPortalUrl: config.sellerPortalUrl,
    supportEmail: config.supportEmail,
    devToolsEnabled: !config.isProduction,
  };
  return async (app) => {
    app.get(
      '/site-config',
      {
        schema: {
          tags: ['system'],
          summary: 'Public settings of this store',
          response: { 200: siteConfigSchema },
        },
      },
      async (_request, reply) => {
        // Changes only with a restart; a short cache saves a request per page load.
        reply.header('cache-control', 'public, max-age=300');
        return siteConfig;
      },
    );
  };
}
