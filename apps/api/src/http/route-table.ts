// Every route the app registers, as Fastify's onRoute hook sees it, so that a test can hold the OpenAPI document to
// the whole server (openapi-conformance.test.ts): a route is in the document unless its schema hides it on purpose.
// Fastify has no public list of its routes (printRoutes drops the prefix of a wildcard route).
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  /** As registered: /api/users/addresses/:id, /api/uploads/*. */
  url: string;
  methods: string[];
  /** schema.hide: the docs page's own routes, the crawlers' files. */
  hidden: boolean;
  /** The path as the document writes it: /api/users/addresses/{id}, /api/uploads/{*}. */
  openApiPath: string;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Records the routes registered after this call; call it first thing on the root instance. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { hide?: boolean } | undefined;
    table.push({
      url: route.url,
      methods: [route.method].flat().map(String),
      hidden: schema?.hide === true,
      openApiPath: route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}'),
    });
  });
}

export function routesOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return tables.get(app) ?? [];
}
