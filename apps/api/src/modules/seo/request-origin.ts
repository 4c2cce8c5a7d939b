// The site's origin for canonical and sitemap URLs: the request's protocol and host (X-Forwarded-* when
// TRUST_PROXY is on), with a host that is not a plain host[:port] refused rather than echoed.
import type { FastifyRequest } from 'fastify';

const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function requestOrigin(request: FastifyRequest): string {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = PLAIN_HOST.test(request.host) ? request.host.toLowerCase() : 'localhost';
  return `${protocol}://${host}`;
}
