// Requests for one endpoint: valid ones from its declared schemas, and invalid ones made from them (a field
// missing, of the wrong type or hostile, extra and prototype-polluting keys, the wrong root, malformed JSON, the
// wrong content type, huge bodies, odd path segments and query strings), each with or without a valid token.
import fc from 'fast-check';
import { EXTRA_KEYS, GARBAGE_AUTH, MALFORMED_JSON, WRONG_CONTENT_TYPES } from './hostile-inputs.ts';
import type { Operation, Param } from './openapi-operations.ts';
import { hugeString, nastyValue, NASTY_STRINGS, validValue, type Hints } from './schema-arbitraries.ts';

export type Auth = 'none' | 'customer' | 'seller' | 'garbage';

export interface FuzzRequest {
  /** What was done to the valid request, for the failure report. */
  kind: string;
  auth: Auth;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
  /** The path parameters and query string as the server decodes them; null when that cannot be known here. */
  params: Record<string, string> | null;
  query: Record<string, string | string[]> | null;
}

/** Ill-formed UTF-16 cannot be percent-encoded; the server would read U+FFFD in its place. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (s: string) => s.replace(LONE_SURROGATE, '\uFFFD');

/** The text a percent-encoded segment stands for; null when it is not valid UTF-8 percent-encoding. */
function safeDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** Sets a key the way JSON text would: "__proto__" becomes an own property, not the prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Every place inside a JSON value: [container, key] pairs, objects and arrays alike. */
function slots(value: unknown, out: [Record<string, unknown> | unknown[], string | number][] = []) {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push([value, i]);
      slots(v, out);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push([value as Record<string, unknown>, k]);
      slots(v, out);
    }
  }
  return out;
}

type BodyMutation = 'drop' | 'replace' | 'extra' | 'huge';

function mutateBody(
  body: unknown,
  how: BodyMutation,
  pick: number,
  nasty: unknown,
  key: string,
  huge: string,
) {
  const copy: unknown = JSON.parse(JSON.stringify(body ?? {}));
  const places = slots(copy);
  const place = places.length > 0 ? places[pick % places.length] : undefined;
  if (!place || how === 'extra') {
    const container = copy && typeof copy === 'object' && !Array.isArray(copy) ? copy : {};
    setOwn(container as Record<string, unknown>, key, nasty);
    return container;
  }
  const [container, at] = place;
  if (how === 'drop') {
    if (Array.isArray(container)) container.splice(at as number, 1);
    else delete container[at as string];
  } else if (Array.isArray(container)) container[at as number] = how === 'huge' ? huge : nasty;
  else setOwn(container, at as string, how === 'huge' ? huge : nasty);
  return copy;
}

interface BodyPlan {
  kind: string;
  payload: string | undefined;
  contentType: string | undefined;
}

function bodyArb(op: Operation, hints: Hints): fc.Arbitrary<BodyPlan> {
  const json = (kind: string) => (value: unknown) => ({
    kind,
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  const valid = op.body ? validValue(op.body, hints) : fc.jsonValue({ maxDepth: 2 });
  const options: fc.WeightedArbitrary<BodyPlan>[] = [
    { weight: 1, arbitrary: nastyValue().map(json('body:wrong-root')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({
        kind: 'body:malformed-json',
        payload,
        contentType: 'application/json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...WRONG_CONTENT_TYPES, undefined))
        .map(([value, contentType]) => ({
          kind: 'body:content-type',
          payload: JSON.stringify(value),
          contentType,
        })),
    },
  ];
  if (op.body) {
    options.push(
      { weight: 5, arbitrary: valid.map(json('valid')) },
      {
        weight: 5,
        arbitrary: fc
          .record({
            body: valid,
            how: fc.constantFrom<BodyMutation>('drop', 'replace', 'replace', 'extra', 'huge'),
            pick: fc.nat(),
            nasty: nastyValue(),
            key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 8 })),
            huge: hugeString(),
          })
          .map(({ body, how, pick, nasty, key, huge }) =>
            json(`body:${how}`)(mutateBody(body, how, pick, nasty, key, huge)),
          ),
      },
      {
        weight: 1,
        // Past the 1 MiB body limit.
        arbitrary: valid.map((body) =>
          json('body:too-large')({ ...(body as object), pad: 'x'.repeat(1_100_000) }),
        ),
      },
    );
  } else {
    options.push({
      weight: 6,
      arbitrary: fc.constant({ kind: 'valid', payload: undefined, contentType: undefined }),
    });
  }
  return fc.oneof(...options);
}

/** A path parameter: valid mostly, else hostile text; never empty or a dot segment, which would route elsewhere. */
function pathParamArb(param: Param, hints: Hints): fc.Arbitrary<{ value: string; raw?: string }> {
  const routable = (s: string) => (s === '' || /^\.{1,2}$/.test(s) ? `${s}x` : s);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: validValue(param.schema, hints, param.name).map((v) => ({
        value: routable(wellFormed(text(v))),
      })),
    },
    { weight: 2, arbitrary: nastyValue().map((v) => ({ value: routable(wellFormed(text(v))) })) },
    // Broken percent-encoding and encoded NUL, sent as they are.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('%E0%A4%A', '%zz', '%00', '%FF%FE', '%C0%AF')
        .map((raw) => ({ value: '', raw })),
    },
  );
}

function queryArb(op: Operation, hints: Hints): fc.Arbitrary<{ kind: string; entries: [string, string][] }> {
  const required = op.query.filter((p) => p.required);
  const optional = op.query.filter((p) => !p.required);
  // The required parameters and a few optional ones, as a client sends them (a listing takes ~50 filters).
  const base = fc
    .tuple(
      fc.tuple(...required.map((p) => validValue(p.schema, hints, p.name))),
      fc
        .subarray(optional, { maxLength: Math.min(4, optional.length) })
        .chain((chosen) =>
          fc.tuple(
            ...chosen.map((p) => validValue(p.schema, hints, p.name).map((v) => [p.name, v] as const)),
          ),
        ),
    )
    .map(([values, extra]): [string, string][] =>
      [...required.map((p, i) => [p.name, values[i]] as const), ...extra].map(([k, v]) => [
        k,
        wellFormed(text(v)),
      ]),
    );
  const names = [
    ...op.query.map((p) => p.name),
    '__proto__',
    'constructor',
    '__proto__[polluted]',
    'a[b][c]',
    'x',
  ];
  return fc.oneof(
    { weight: 4, arbitrary: base.map((entries) => ({ kind: 'valid', entries })) },
    {
      weight: op.query.length > 0 || op.method === 'GET' ? 3 : 1,
      arbitrary: fc
        .tuple(
          base,
          fc.constantFrom(...names),
          fc.oneof(nastyValue(), fc.constantFrom(...NASTY_STRINGS)),
          fc.boolean(),
        )
        .map(([entries, name, nasty, repeat]) => ({
          kind: repeat ? 'query:repeated' : 'query:hostile',
          entries: [
            ...entries.filter(([k]) => repeat || k !== name),
            [name, wellFormed(text(nasty))] as [string, string],
            ...(repeat ? [[name, '1'] as [string, string]] : []),
          ],
        })),
    },
  );
}

function authArb(op: Operation): fc.Arbitrary<Auth> {
  const weights: Record<Auth, number> = op.seller
    ? { seller: 6, customer: 2, none: 1, garbage: 2 }
    : op.customer
      ? { customer: 6, seller: 1, none: 1, garbage: 2 }
      : { none: 5, customer: 4, seller: 0, garbage: 1 };
  return fc.oneof(
    ...(Object.entries(weights) as [Auth, number][])
      .filter(([, w]) => w > 0)
      .map(([auth, weight]) => ({ weight, arbitrary: fc.constant(auth) })),
  );
}

export interface Credentials {
  customer(): string;
  seller(): string;
}

export function requestArb(op: Operation, hints: Hints, credentials: Credentials): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      params: fc.tuple(...op.pathParams.map((p) => pathParamArb(p, hints))),
      query: queryArb(op, hints),
      body: bodyArb(op, hints),
      auth: authArb(op),
      garbage: fc.constantFrom(...GARBAGE_AUTH),
      idempotencyKey: fc.option(fc.constantFrom('fuzz-key-1', 'k'.repeat(300), ' ', 'ключ'.normalize()), {
        freq: 4,
      }),
    })
    .map(({ params, query, body, auth, garbage, idempotencyKey }): FuzzRequest => {
      let path = op.path;
      let decoded: Record<string, string> | null = {};
      op.pathParams.forEach((p, i) => {
        const { value, raw } = params[i]!;
        path = path.replace(`{${p.name}}`, raw ?? encodeURIComponent(value));
        const read = raw === undefined ? value : safeDecode(raw);
        if (read === null) decoded = null;
        else if (decoded) decoded[p.name] = read;
      });
      const search = query.entries
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
        .join('&');
      const headers: Record<string, string> = {};
      if (body.contentType) headers['content-type'] = body.contentType;
      if (auth === 'customer') headers.authorization = `Bearer ${credentials.customer()}`;
      if (auth === 'seller') headers.authorization = `Bearer ${credentials.seller()}`;
      if (auth === 'garbage') headers.authorization = garbage;
      // Header values are Latin-1 on the wire; a non-ASCII key is sent percent-encoded, as a client library would.
      if (idempotencyKey !== null) headers['idempotency-key'] = encodeURIComponent(idempotencyKey);
      // No prototype: a "__proto__" key in the query string is data here, as it must be on the server.
      const decodedQuery = Object.create(null) as Record<string, string | string[]>;
      for (const [k, v] of query.entries) {
        const had = decodedQuery[k];
        decodedQuery[k] = had === undefined ? v : [had, v].flat();
      }
      const kinds = [query.kind, body.kind, params.some((p) => p.raw) ? 'path:raw' : 'valid'].filter(
        (k) => k !== 'valid',
      );
      return {
        kind: kinds.join('+') || 'valid',
        auth,
        method: op.method,
        url: search ? `${path}?${search}` : path,
        headers,
        payload: body.payload,
        params: decoded,
        query: decodedQuery,
      };
    });
}
