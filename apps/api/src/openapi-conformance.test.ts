// The OpenAPI document against the server (issue 22 item 5): for every operation of /api/docs/json, fixed
// requests (testing/conformance/probes.ts: valid, without a credential, an unknown id, an over-long or undecodable
// path parameter, a NUL, malformed JSON, the wrong content type, a body over the limit, a __proto__ key, empty
// bodies; a conditional GET with the ETag it was given) and the fuzzer's generated ones, then each once more on an
// app whose rate limits are 1 and on an app whose database is gone. Every answer's status, and its media type for
// that status, must be declared for its operation: the test prints the differences and expects none. A second
// test checks that every route the server has is in the document or hidden from it on purpose.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { routesOf } from './http/route-table.ts';
import { storePhoto } from './modules/reviews/reviews.test-support.ts';
import { insertKeyedSellers } from './modules/sellers/sellers.test-support.ts';
import { multipartBody, solidPng } from './modules/uploads/uploads.test-support.ts';
import { createCustomer, signIn } from './modules/users/users.test-support.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from './testing/build-test-app.ts';
import { mediaTypeOf, refusesDefaultedField, undeclared } from './testing/conformance/declared-answer.ts';
import { probesFor, type Probe } from './testing/conformance/probes.ts';
import { buildFuzzWorld } from './testing/fuzz/fuzz-world.ts';
import { operationsOf, type Operation } from './testing/fuzz/openapi-operations.ts';
import { requestArb, type Credentials } from './testing/fuzz/request-arbitrary.ts';

const SEED = Number(process.env.CONFORMANCE_SEED ?? 20_261_128);
/** Generated requests per operation, beside the fixed ones (~12 each). */
const GENERATED = Number(process.env.CONFORMANCE_GENERATED ?? 16);

const world = await buildFuzzWorld();
const operations = operationsOf(world.t.app);
/** Ids of the world, and the keys of two stored review photos (GET /api/uploads/{*}). */
const photos = [
  await storePhoto(world.t.database.db, null, 'jpg'),
  await storePhoto(world.t.database.db, null, 'png'),
];
const known = [...world.hints.ids, ...photos.map((path) => path.replace('/api/uploads/', ''))];
/** The one operation that takes multipart/form-data: a real upload of one photo. */
const upload = await multipartBody([
  { bytes: await solidPng(64, 64), filename: 'photo.png', type: 'image/png' },
]);
/** "METHOD /path: why" → the first request that showed it. */
const differences = new Map<string, string>();
let answers = 0;
/** "status media-type" → how many answers were that, to show (and check) what the probes reached. */
const seen = new Map<string, number>();

function seedOf(op: Operation): number {
  let h = SEED | 0;
  for (const c of `${op.method} ${op.path}`) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);

/** JSON and text as they are (clipped); other bodies by their size. */
function shown(res: { headers: Record<string, unknown>; body: string; rawPayload: Buffer }): string {
  const type = mediaTypeOf(res.headers['content-type']);
  if (res.rawPayload.length === 0) return '(no content)';
  return /json|^text\//.test(type)
    ? clip(res.body, 160)
    : `(${res.rawPayload.length} bytes of ${type || 'no type'})`;
}

async function check(app: FastifyInstance, op: Operation, probe: Probe, phase = ''): Promise<void> {
  const res = await app.inject({
    method: probe.method,
    url: probe.url,
    headers: probe.headers,
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
  });
  answers += 1;
  const kind = `${res.statusCode} ${mediaTypeOf(res.headers['content-type']) || '(no content)'}`;
  seen.set(kind, (seen.get(kind) ?? 0) + 1);
  const why =
    undeclared(op, { statusCode: res.statusCode, headers: res.headers, bodyBytes: res.rawPayload.length }) ??
    (probe.omitted && refusesDefaultedField(probe.omitted.path, res.statusCode, res.body)
      ? `documents a default for body.${probe.omitted.path} that the server does not apply`
      : null);
  const key = `${op.method} ${op.path}: ${why}`;
  if (why && !differences.has(key)) {
    differences.set(
      key,
      `${phase}${probe.label}: ${probe.method} ${clip(probe.url, 120)} → ${res.statusCode} ${shown(res)}`,
    );
  }
  // A conditional GET with the ETag the answer gave (the images and uploads answer 304).
  const etag = res.headers.etag;
  if (
    probe.method === 'GET' &&
    res.statusCode === 200 &&
    typeof etag === 'string' &&
    !probe.headers['if-none-match']
  ) {
    await check(
      app,
      op,
      {
        ...probe,
        label: `${probe.label}, again with its ETag`,
        headers: { ...probe.headers, 'if-none-match': etag },
      },
      phase,
    );
  }
}

/** An app of its own with a customer and a keyed seller, for the phases that break it. */
async function sideApp(env: Record<string, string>): Promise<{ t: TestApp; credentials: Credentials }> {
  const t = await buildTestApp({ MAIL_WORKER_INTERVAL_MS: '0', ...env });
  const { a } = await insertKeyedSellers(t.database.db);
  const { token } = await signIn(t.app, await createCustomer(t.database.db));
  return { t, credentials: { customer: () => token, seller: () => a.key } };
}

describe(`the OpenAPI document against the server (${testDatabaseKind}, seed ${SEED})`, () => {
  afterAll(() => world?.t.close());

  it('declares every status and content type the server answers', { timeout: 240_000 }, async () => {
    expect(operations.length).toBeGreaterThanOrEqual(80);
    for (const op of operations) {
      const seed = seedOf(op);
      const probes = probesFor(op, world.hints, world.credentials, seed, known);
      if (op.path === '/api/reviews/upload-images') {
        const headers = { authorization: `Bearer ${world.credentials.customer()}`, ...upload.headers };
        probes.push({ ...probes[0]!, label: 'one photo', headers, payload: upload.payload });
      }
      for (const probe of probes) await check(world.t.app, op, probe);
      const generated = fc.sample(requestArb(op, world.hints, world.credentials), {
        seed,
        numRuns: GENERATED,
      });
      for (const req of generated)
        await check(world.t.app, op, { ...req, label: `generated (${req.kind}, auth ${req.auth})` });
      // A probe may have signed the customer out (logout, a refresh token reused).
      await world.renewCustomer();
    }

    // Rate limits of 1: the second of two requests answers 429 wherever a limit applies.
    const limited = await sideApp({
      RATE_LIMIT_MAX: '1',
      AUTH_RATE_LIMIT_MAX: '1',
      FORM_RATE_LIMIT_MAX: '1',
    });
    try {
      for (const op of operations) {
        const [valid] = probesFor(op, world.hints, limited.credentials, seedOf(op));
        for (let i = 0; i < 2; i++) await check(limited.t.app, op, valid!, 'rate limits of 1, ');
      }
    } finally {
      await limited.t.close();
    }

    // The database gone: what every operation answers then (503 with Retry-After, the error handler says).
    const outage = await sideApp({
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
      FORM_RATE_LIMIT_MAX: '1000000',
    });
    await outage.t.database.close();
    // Closed once: t.close() then only drops the database (a PostgreSQL pool refuses a second end()).
    outage.t.database.close = async () => {};
    try {
      for (const op of operations) {
        const [valid] = probesFor(op, world.hints, outage.credentials, seedOf(op));
        await check(outage.t.app, op, valid!, 'the database closed, ');
      }
    } finally {
      await outage.t.close();
    }

    const list = [...differences].map(([key, example]) => `${key}\n    e.g. ${example}`).sort();
    const kinds = [...seen].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ×${n}`);
    console.log(
      `OpenAPI conformance: ${answers} answers over ${operations.length} operations (${kinds.join(', ')}), ` +
        `${list.length} differences${list.length ? `:\n${list.join('\n')}` : ''}`,
    );
    expect(list).toEqual([]);
    // The probes reached past the errors: every kind of answer the document has to get right was checked.
    expect([...seen.keys()]).toEqual(
      expect.arrayContaining([
        '200 application/json',
        '201 application/json',
        '200 image/svg+xml',
        '200 image/png',
        '200 image/jpeg',
        '200 application/pdf',
        '304 (no content)',
        ...[400, 401, 404, 413, 414, 415, 429, 503].map((status) => `${status} application/json`),
      ]),
    );
  });

  it('documents every route of the server, or hides it on purpose', () => {
    const routes = routesOf(world.t.app);
    expect(routes.length).toBeGreaterThan(operations.length);
    const documented = new Set(operations.map((op) => `${op.method} ${op.path}`));
    const missing = routes
      .filter((route) => !route.hidden)
      .flatMap((route) => route.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${route.openApiPath}`))
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    // Hidden on purpose: the docs page's own routes under /api, and the crawlers' files outside it.
    const hiddenApi = routes.filter(
      (r) => r.hidden && /^\/api(\/|$)/.test(r.url) && !r.url.startsWith('/api/docs'),
    );
    expect(hiddenApi.map((r) => r.url)).toEqual([]);
  });
});
