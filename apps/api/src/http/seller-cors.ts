// Cross-origin calls from Seller Central (docs/decisions/0015-seller-portal-origin-and-sessions.md): the portal is
// its own origin and calls this API with a bearer token, never a cookie, so only its one origin is allowed, with no
// credentials. Any other origin gets no CORS header and the browser keeps the answer from it.
import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'authorization, content-type, idempotency-key, accept-language';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** Browsers cache a preflight for at most 2 hours (Chromium); 10 minutes keeps a config change quick to reach. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export function registerSellerCors(app: FastifyInstance, sellerOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    // Product pictures and sellers' product photos are public: the portal shows them from its own origin (an <img> sends no Origin), which
    // helmet's same-origin resource policy would block. Not same-site: Chromium counts two ports of one IP address
    // (a laptop's 127.0.0.1) as different sites, and the pictures are the catalogue's public face anyway.
    if (request.url.startsWith('/api/images/') || request.url.startsWith('/api/uploads/products/'))
      reply.header('cross-origin-resource-policy', 'cross-origin');
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (origin !== sellerOrigin) return;
    reply.header('access-control-allow-origin', origin);
    if (request.method !== 'OPTIONS') return;
    reply
      .code(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
    return reply.send();
  });
}
