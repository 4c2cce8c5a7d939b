// The API's JSON body parser: Fastify's own (secure-json-parse), with two answers of its own. An empty body sent
// with Content-Type: application/json is no body, as a client that sets the header on every call sends a DELETE
// (docs/behaviour/api-conventions.md#requests); a route that needs a body still refuses it through its schema ("The
// request body must be a JSON object"). And a body refused for a __proto__ or constructor.prototype key says so, not
// "not valid JSON".
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { AppError } from './app-error.ts';

/**
 * The first key of a parsed JSON value that secure-json-parse forbids: an own "__proto__", or a "constructor"
 * whose value has an own "prototype" (what Object.assign, spreads and deep merges turn into prototype pollution).
 */
export function forbiddenKey(
  root: unknown,
): { key: '__proto__' | 'constructor.prototype'; path: string } | null {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, at] = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    const own = (key: string) => Object.prototype.hasOwnProperty.call(value, key);
    const path = (key: string) => (at ? `${at}.${key}` : key);
    if (own('__proto__')) return { key: '__proto__', path: path('__proto__') };
    const ctor = own('constructor') ? (value as { constructor: unknown }).constructor : undefined;
    if (ctor && typeof ctor === 'object' && Object.prototype.hasOwnProperty.call(ctor, 'prototype')) {
      return { key: 'constructor.prototype', path: path('constructor.prototype') };
    }
    for (const [key, child] of Object.entries(value)) stack.push([child, path(key)]);
  }
  return null;
}

function parsesAsJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/** Replaces the JSON parser of `api` (the /api scope) and the scopes registered in it after this call. */
export function registerJsonBodyParser(api: FastifyInstance): void {
  // Refused, not stripped (onProtoPoisoning 'remove'): such a key is an attack or a broken client, and stripping
  // it would run the request on other data than was sent, silently; the shopper's app never sends one.
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (err, value) => {
      if (!err) return done(null, value);
      // Valid JSON that secure-json-parse refused: a forbidden key (parsed again only on this rare path).
      const parsed = parsesAsJson(text);
      const found = parsed ? forbiddenKey(parsed.value) : null;
      if (!found) return done(err, undefined);
      const message = `The request body contains a forbidden key: ${found.key}`;
      done(
        new AppError({ status: 400, code: ERROR_CODES.badRequest, message, field: found.path }),
        undefined,
      );
    });
  });
}
