// The endpoints to fuzz, read from the app's own OpenAPI document (app.swagger() after ready): each method and path
// with the schemas of its path parameters, query string and JSON body, and of its answers by status.
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './json-schema.ts';

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. /api/users/orders/{id}. */
  path: string;
  pathParams: Param[];
  query: Param[];
  /** The JSON body's schema; undefined when the route declares none (multipart uploads, raw webhooks). */
  body: JsonSchema | undefined;
  bodyRequired: boolean;
  /** Declared answers: status → schema of the JSON body (or of the text, for `type: string`). */
  responses: Record<string, JsonSchema | undefined>;
  /** Declared answers: status → the media types of its body ([] for an answer without content, as a 304). */
  mediaTypes: Record<string, string[]>;
  /** Behind a customer's token (declares 401, not under /api/seller). */
  customer: boolean;
  /** Behind a seller's API key. */
  seller: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> } | undefined>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths?: Record<string, Partial<Record<string, OpenApiOperation>>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (where: string): Param[] =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? where === 'path', schema: p.schema }));
      const responses: Operation['responses'] = {};
      const mediaTypes: Operation['mediaTypes'] = {};
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        const content = answer?.content ?? {};
        // The JSON body's schema, else the first declared one (an image's `type: string`).
        responses[status] = (content['application/json'] ?? Object.values(content)[0])?.schema;
        mediaTypes[status] = Object.keys(content);
      }
      const seller = path.startsWith('/api/seller/');
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params('path'),
        query: params('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        bodyRequired: op.requestBody?.required ?? false,
        responses,
        mediaTypes,
        customer: !seller && '401' in responses,
        seller,
      });
    }
  }
  return operations;
}
