// Seller Central's own listener (docs/decisions/0015-seller-portal-origin-and-sessions.md): `npm start` serves the
// built apps/seller on SELLER_PORT, a second origin beside the store's, so nothing the browser keeps per origin
// (storage, the session token) is shared with the shopper's. The portal calls the API on the store's origin (CORS
// for this origin: http/seller-cors.ts); index.html names that origin in its haat-api-origin meta tag.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

const META = /<meta name="haat-api-origin" content="[^"]*"\s*\/?>/;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built index.html with the API's origin written in; undefined when there is no build. */
export function sellerIndexHtml(distDir: string, apiOrigin: string): string | undefined {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return undefined;
  const html = fs.readFileSync(file, 'utf8');
  if (!META.test(html)) throw new Error(`${file} has no haat-api-origin meta tag`);
  return html.replace(META, `<meta name="haat-api-origin" content="${attribute(apiOrigin)}" />`);
}

export async function buildSellerPortalServer({
  distDir,
  apiOrigin,
}: {
  distDir: string;
  apiOrigin: string;
}): Promise<FastifyInstance | undefined> {
  const indexHtml = sellerIndexHtml(distDir, apiOrigin);
  if (!indexHtml) return undefined;
  const app = Fastify({ logger: false });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", apiOrigin],
        imgSrc: ["'self'", 'data:', 'blob:', apiOrigin],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/assets/'))
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  return app;
}
