// A route serializer that writes the handler's answer as JSON without re-validating it against the response
// schema. The catalogue's busiest routes answer up to 100 products of ~50 fields: re-parsing them with zod
// costs more than the database query. The schema still documents the route (OpenAPI) and types the handler's
// return value at compile time; the catalogue tests parse every answer with the schema.
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

export const plainJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
