// How the OpenAPI document at /api/docs is made from the routes' zod schemas: fastify-type-provider-zod's
// jsonSchemaTransform, after adding the error answers that every route of a kind gives whatever its handler does
// (added here once, so that no route repeats them and none forgets one), and with no content for a 304. Routes
// that answer something other than JSON declare it with mediaResponse. openapi-conformance.test.ts holds the
// document to what the server really answers.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Methods whose body Fastify reads (and so can find too large, of the wrong type or malformed). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const error = (description: string) => apiErrorSchema.describe(description);

/**
 * The answers a route under /api gives before or beside its handler: 400 from the NUL check of every query and body
 * (http/nul-characters.ts), an undecodable path and the JSON parser (http/json-body.ts); 414 from the router's
 * maxParamLength; 413 and 415 from body parsing; 429 from the rate limiter unless the route turns it off; 503 when
 * the database is unavailable (error-handler.ts).
 */
export function commonErrorResponses(route: {
  url: string;
  method: string | string[];
  config?: unknown;
}): Record<number, z.ZodType> {
  if (!route.url.startsWith('/api/')) return {};
  const hasParams = /[:*]/.test(route.url);
  const readsBody = [route.method].flat().some((m) => BODY_METHODS.has(m.toUpperCase()));
  const rateLimit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  const answers: Record<number, z.ZodType> = {
    400: error(
      'Bad request: a NUL character in the query' +
        (hasParams ? ', a path that is not valid percent-encoding' : '') +
        (readsBody ? ', a body that is not JSON or holds a __proto__ key' : '') +
        ', or input its schema refuses',
    ),
  };
  if (readsBody) {
    answers[413] = error('The request body is over the limit (1 MiB for JSON)');
    answers[415] = error('Unsupported Content-Type: send application/json');
  }
  if (hasParams) answers[414] = error('A path parameter is over 500 characters');
  if (rateLimit !== false) answers[429] = error('Too many requests: wait the Retry-After seconds');
  answers[503] = error('The database is briefly unavailable: retry after the Retry-After seconds');
  return answers;
}

/** Statuses whose answer never has content (RFC 9110 §15.3.5, §15.4.5). */
const NO_CONTENT = new Set(['204', '304']);

/** The `transform` of @fastify/swagger. */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { schema, route } = input;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const response: Record<string, unknown> = { ...commonErrorResponses(route) };
  for (const [status, declared] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    // The route's own answer wins, except a bare error shape where the common one says the same with a description.
    if (declared !== apiErrorSchema || !(status in response)) response[status] = declared;
  }
  // A 204 or 304 is written apart: it has no content, so no schema to convert.
  const withoutContent: Record<string, { type: 'null'; description: string }> = {};
  for (const status of Object.keys(response)) {
    if (!NO_CONTENT.has(status)) continue;
    const description = (response[status] as { description?: string } | undefined)?.description;
    // `type: 'null'` is how @fastify/swagger writes a response without content.
    withoutContent[status] = { type: 'null', description: description ?? 'No content' };
    delete response[status];
  }
  const result = jsonSchemaTransform({ ...input, schema: { ...schema, response } });
  const converted = result.schema as { response?: Record<string, unknown> };
  converted.response = { ...converted.response, ...withoutContent };
  return result;
}

/** A 304 to a conditional GET (If-None-Match): no content, sent as reply.status(304).send(undefined). */
export const notModifiedResponse = z
  .undefined()
  .describe('Not modified: the ETag sent in If-None-Match still holds');

/**
 * An answer that is not JSON (an image, a PDF): its media types in the document. The body is never serialized
 * by the JSON serializer (Fastify sends a string or Buffer of another type as it is); `binary` marks bytes.
 */
export function mediaResponse(
  types: readonly string[],
  description: string,
  { binary = true }: { binary?: boolean } = {},
) {
  const schema = binary ? z.unknown().meta({ type: 'string', format: 'binary' }) : z.string();
  return {
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema }])),
  };
}
