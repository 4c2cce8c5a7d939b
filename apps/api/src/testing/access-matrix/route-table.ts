// The app's route table as method + path pairs, read from app.printRoutes({ commonPrefix: false }): each line of the
// tree is a key that continues its parent's path, with the methods of the routes ending there in brackets.
import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: string;
  /** Fastify's path, parameters as `:name`, e.g. /api/users/orders/:id. */
  path: string;
}

/** `├── key (GET, HEAD)` after any number of `│   ` / `    ` indents; a key without routes has no brackets. */
const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\)(?: \{.*\})?)?$/;

/**
 * Every route but the HEAD twins Fastify adds to GET routes. printRoutes names a wildcard child `*` without the
 * static part before it (find-my-way's printer drops it), so wildcard paths come out shortened: the callers list
 * them as printed.
 */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const stack: string[] = [];
  const routes = new Map<string, AppRoute>();
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`appRoutes: cannot read the route line ${JSON.stringify(line)}`);
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD') continue;
      routes.set(`${method} ${path}`, { method, path });
    }
  }
  return [...routes.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

export const routeKey = (r: AppRoute) => `${r.method} ${r.path}`;

/** The OpenAPI paths the app documents, as Fastify paths: a check that the printed tree was read right. */
export function documentedRoutes(app: FastifyInstance): AppRoute[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const out: AppRoute[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of Object.keys(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      out.push({ method: method.toUpperCase(), path: path.replace(/\{([^}]+)\}/g, ':$1') });
    }
  }
  return out;
}
