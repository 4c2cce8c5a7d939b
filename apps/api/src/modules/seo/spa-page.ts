// What the web module serves for a client route: index.html with the page's head, and the status to send.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { RouteChunks } from '../web/route-chunks.ts';
import { injectFirstPaint } from './first-paint.ts';
import { injectHead } from './page-head.ts';
import { createPageHeads } from './page-heads.ts';
import { injectLanguage, pageLanguage } from './page-language.ts';
import { requestOrigin } from './request-origin.ts';

export interface SpaPage {
  status: number;
  html: string;
  /** Where a 301 sends the browser (the request's query kept beside the target's own). */
  location?: string;
}

/** The target with the request's query keys added; the target's own keys win. */
function withRequestQuery(target: string, url: string): string {
  const [path = '', own = ''] = target.split('?');
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  for (const [key, value] of new URLSearchParams(own)) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export type SpaPageRenderer = (request: FastifyRequest, indexHtml: string) => Promise<SpaPage>;

export function createSpaPageRenderer(db: Db, routeChunks: RouteChunks = () => []): SpaPageRenderer {
  const pageHeadFor = createPageHeads(db);
  return async (request, pageHtml) => {
    // Every page's first paint in the page's language and direction: home, category, product, search and the
    // static pages alike (docs/behaviour/languages.md#the-first-screen).
    const indexHtml = injectLanguage(pageHtml, pageLanguage(request.url, request.headers.cookie));
    const pathname = request.url.split('?')[0] ?? '/';
    const { status, head, routeModule, firstPaint, location } = await pageHeadFor(
      pathname,
      requestOrigin(request),
    );
    if (location) return { status, html: indexHtml, location: withRequestQuery(location, request.url) };
    if (!head) return { status, html: indexHtml };
    const modulePreloads = routeModule ? routeChunks(routeModule, indexHtml) : [];
    const html = injectHead(indexHtml, { ...head, modulePreloads });
    return { status, html: firstPaint ? injectFirstPaint(html, firstPaint) : html };
  };
}
