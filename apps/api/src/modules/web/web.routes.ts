// Serves the built SPA: hashed assets with a year-long immutable cache, everything else through index.html
// (history fallback for client routes), never for /api paths. A page renderer may give index.html the
// page's head (modules/seo) and a status.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { isDevPage } from './dev-pages.ts';
import { encodeHtml } from './html-encoding.ts';

export type PageRenderer = (
  request: FastifyRequest,
  indexHtml: string,
) => Promise<{ status: number; html: string; /** A redirect's target (status 301). */ location?: string }>;

export interface WebAppOptions {
  /** False in production: /dev/* pages answer 404 with the shell, whose router draws the not-found page. */
  devPages?: boolean;
}

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  renderPage?: PageRenderer,
  { devPages = true }: WebAppOptions = {},
): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasBuild = indexFile !== undefined && fs.existsSync(indexFile);

  if (hasBuild && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts): sent as they are, so
      // @fastify/compress, which leaves an encoded reply alone, compresses no asset per request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A hashed asset this build does not have (a page of the previous build after a deploy) is a 404: answered
    // with index.html it would reach the browser as a script of type text/html, and the web app's reload on a
    // failed chunk (lib/stale-build-reload) would never see a clean failure.
    const isAsset = pathname.startsWith('/assets/');
    if (
      !isApi &&
      !isAsset &&
      hasBuild &&
      indexFile &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      const closed = !devPages && isDevPage(pathname);
      if (!renderPage && !closed) return reply.type('text/html; charset=utf-8').sendFile('index.html');
      // Read per request (the OS caches it): a rebuild while the server runs names new hashed assets.
      const indexHtml = await fs.promises.readFile(indexFile, 'utf8');
      // A closed /dev/* page is the shell with 404 (the only page that gets here without a renderer).
      const page: Awaited<ReturnType<PageRenderer>> =
        renderPage && !closed ? await renderPage(request, indexHtml) : { status: 404, html: indexHtml };
      if (page.location) return reply.redirect(page.location, page.status);
      const { body, encoding } = await encodeHtml(page.html, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .status(page.status)
        .header('cache-control', cacheControlFor(indexFile))
        .header('vary', 'accept-encoding, cookie')
        .type('text/html; charset=utf-8')
        .send(body);
    }
    const error = isAsset
      ? `No asset ${pathname} in this build`
      : isApi || hasBuild
        ? `No route for ${request.method} ${pathname}`
        : 'The web app is not built: run npm run build';
    return reply.status(404).send({ success: false, error, code: ERROR_CODES.notFound });
  });
}

/** index.html names the hashed assets of the current build, so it is revalidated on every load. */
function cacheControlFor(filePath: string): string {
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}
