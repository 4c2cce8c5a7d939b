// The one answer of a request that found the database unavailable: 503 with Retry-After, in the API's error shape
// for /api and as a small page in the visitor's language for the store's pages (which a browser or crawler shows).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ApiError } from '@haat/domain/http/api-error.schema';
import { MESSAGES } from '@haat/domain/validation/messages';
import { pageLanguage, unavailablePageHtml } from '../modules/web/unavailable-page.ts';

/** A restarted PostgreSQL answered again within about 5 s in the restart drill (bench/load --pg-restart). */
export const DATABASE_RETRY_AFTER_SECONDS = '5';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export function answerDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // no-store: a CDN or browser must not keep the outage after the database is back.
  reply.status(503).header('retry-after', DATABASE_RETRY_AFTER_SECONDS).header('cache-control', 'no-store');
  if (isApiPath(request.url)) {
    const body: ApiError = {
      success: false,
      error: MESSAGES.serviceUnavailable,
      code: ERROR_CODES.serviceUnavailable,
    };
    return reply.send(body);
  }
  const language = pageLanguage(request);
  return reply
    .header('content-language', language)
    .type('text/html; charset=utf-8')
    .send(unavailablePageHtml(language));
}
