// A route serializer that writes the handler's answer as JSON without re-validating it against the response
// schema. The catalogue's busiest routes answer up to 100 products of ~50 fields: re-parsing them with zod
// costs more than the database query. The schema still documents the route (OpenAPI) and types the handler's
// return value at compile time; the catalogue tests parse every answer with the schema.
//
// Answers served from the catalogue's caches are the same object every time: their JSON is written once and
// remembered by identity (a WeakMap, so it goes when the cache drops the answer). Cached answers are never
// mutated, which is what makes this safe.
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

const written = new WeakMap<object, string>();

export function toJson(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let json = written.get(data);
  if (json === undefined) {
    json = JSON.stringify(data);
    written.set(data, json);
  }
  return json;
}

export const plainJson: FastifySerializerCompiler<unknown> = () => toJson;
