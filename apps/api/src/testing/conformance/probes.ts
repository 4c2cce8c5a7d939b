// The conformance test's fixed requests for one operation of the OpenAPI document: a valid request made from its
// declared schemas (with the credential it needs), and that request broken in each way a client or an attacker
// breaks requests: no credential, an unknown id, an over-long or undecodable path parameter, a NUL in the query,
// and for methods that carry a body: malformed JSON, the wrong content type, a body over the limit, a __proto__
// key, an empty JSON body and none at all. The fuzzer's generated requests are sent beside these.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { coerceParam, schemaErrors, type JsonSchema } from '../fuzz/json-schema.ts';
import type { Operation } from '../fuzz/openapi-operations.ts';
import type { Credentials } from '../fuzz/request-arbitrary.ts';
import { validValue, type Hints } from '../fuzz/schema-arbitraries.ts';

export interface Probe {
  /** What was done to the valid request, for the list of differences. */
  label: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** A body field with a documented default, left out: the server must take the default, not refuse it. */
  omitted?: Omitted;
}

export interface Omitted {
  /** Dotted, from the body's root: country, address.country. */
  path: string;
  default: unknown;
}

/** Methods whose body Fastify parses (GET and HEAD bodies are never read). */
export const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Past the API's 1 MiB body limit (app.ts bodyLimit). */
const OVER_BODY_LIMIT = 1024 * 1024 + 1024;

function one<T>(arb: fc.Arbitrary<T>, seed: number): T {
  return fc.sample(arb, { seed, numRuns: 1 })[0]!;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A JSON object text with `key` first, written as its own property (as a client's JSON text would hold it). */
function withKeyFirst(body: unknown, key: string, value: unknown): string {
  const rest = body && typeof body === 'object' && !Array.isArray(body) ? JSON.stringify(body).slice(1) : '}';
  return `{${JSON.stringify(key)}:${JSON.stringify(value)}${rest === '}' ? '' : ','}${rest}`;
}

/**
 * `known`: values of the test's world (ids of its products, orders, parcels, addresses; keys of stored photos) tried
 * in each path parameter whose schema takes them, so that the answers of a found resource (an invoice's PDF, a
 * photo) are checked, not only "not found".
 */
export function probesFor(
  op: Operation,
  hints: Hints,
  credentials: Credentials,
  seed: number,
  known: readonly string[] = [],
): Probe[] {
  const params = op.pathParams.map((p, i) => asText(one(validValue(p.schema, hints, p.name), seed + i)));
  const query = op.query
    .filter((p) => p.required)
    .map((p, i) => [p.name, asText(one(validValue(p.schema, hints, p.name), seed + 100 + i))] as const);
  const body = op.body ? one(validValue(op.body, hints), seed + 200) : undefined;

  const url = (values: string[] = params.map(encodeURIComponent), extraQuery = '') => {
    let path = op.path;
    op.pathParams.forEach((p, i) => {
      path = path.replace(`{${p.name}}`, values[i] ?? '');
    });
    const search = [
      ...query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
      ...(extraQuery ? [extraQuery] : []),
    ].join('&');
    return search ? `${path}?${search}` : path;
  };
  const credential = op.seller ? credentials.seller() : op.customer ? credentials.customer() : undefined;
  const auth: Record<string, string> = credential ? { authorization: `Bearer ${credential}` } : {};
  const json = { ...auth, 'content-type': 'application/json' };
  const valid: Probe = {
    label: 'a valid request',
    method: op.method,
    url: url(),
    headers: body === undefined ? auth : json,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  };

  const probes: Probe[] = [valid];
  const variant = (label: string, change: Partial<Probe>) => probes.push({ ...valid, label, ...change });
  if (credential) {
    const { authorization: _none, ...headers } = valid.headers;
    variant('no credential', { headers });
  }
  op.pathParams.forEach((p, i) => {
    for (const value of known) {
      if (schemaErrors(p.schema, coerceParam(p.schema, value)).length > 0) continue;
      const values = params.map((v, j) => encodeURIComponent(j === i ? value : v));
      // A wildcard (/api/uploads/*) takes its slashes as they are.
      if (p.name === '*') values[i] = value.split('/').map(encodeURIComponent).join('/');
      variant(`${p.name} = ${value}`, { url: url(values) });
    }
  });
  if (op.pathParams.length > 0) {
    variant('an unknown id', { url: url(params.map(() => randomUUID())) });
    variant('a path parameter of 600 characters', { url: url(params.map(() => 'x'.repeat(600))) });
    variant('broken percent-encoding in a path parameter', { url: url(params.map(() => '%E0%A4%A')) });
  }
  variant('a NUL in the query string', { url: url(undefined, 'q=a%00b') });
  if (BODY_METHODS.has(op.method)) {
    variant('malformed JSON', { headers: json, payload: '{"a":' });
    variant('a text/plain body', { headers: { ...auth, 'content-type': 'text/plain' }, payload: 'hello' });
    variant('a body over the limit', {
      headers: json,
      payload: JSON.stringify({ pad: 'x'.repeat(OVER_BODY_LIMIT) }),
    });
    variant('a __proto__ key', {
      headers: json,
      payload: withKeyFirst(body, '__proto__', { polluted: true }),
    });
    variant('an empty body with Content-Type: application/json', { headers: json, payload: '' });
    variant('no body', { headers: auth, payload: undefined });
    if (op.body) variant('an empty JSON object', { headers: json, payload: '{}' });
  }
  for (const omitted of documentedDefaults(op.body)) {
    variant(`${omitted.path} left out (documented default ${JSON.stringify(omitted.default)})`, {
      payload: JSON.stringify(without(body, omitted.path.split('.'))),
      omitted,
    });
  }
  return probes;
}

/** The body's fields (top level, and one level into objects) whose schema documents a default. */
function documentedDefaults(schema: JsonSchema | undefined, at = '', depth = 0): Omitted[] {
  const found: Omitted[] = [];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const path = at ? `${at}.${name}` : name;
    if ('default' in property) found.push({ path, default: property.default });
    else if (depth === 0 && property.properties) found.push(...documentedDefaults(property, path, 1));
  }
  return found;
}

/** A copy of a JSON value without the field at `path` (made if its parents are missing, so only it is absent). */
function without(value: unknown, path: string[]): unknown {
  const isObject = value && typeof value === 'object' && !Array.isArray(value);
  const copy: Record<string, unknown> = isObject ? { ...(value as Record<string, unknown>) } : {};
  const [head, ...rest] = path;
  if (!head) return copy;
  if (rest.length === 0) delete copy[head];
  else copy[head] = without(copy[head], rest);
  return copy;
}
