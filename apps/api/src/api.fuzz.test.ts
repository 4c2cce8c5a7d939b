// Bad input, everywhere (issue 12): a property-based fuzzer driven by the app's own OpenAPI document. For every
// endpoint it sends generated requests, valid and invalid (testing/fuzz/request-arbitrary.ts), with and without a
// customer's token or a seller's key, and fails on any 5xx, any answer that breaks the schema declared for its
// status, any 2xx to a request the declared schemas forbid, and any change to Object.prototype. The seed is fixed
// (FUZZ_SEED varies it; a failure names the seed and path that replay it); FUZZ_CASES raises the count,
// FUZZ_SAMPLE lowers it.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './testing/build-test-app.ts';
import { buildFuzzWorld } from './testing/fuzz/fuzz-world.ts';
import { operationsOf, type Operation } from './testing/fuzz/openapi-operations.ts';
import { requestArb, type FuzzRequest } from './testing/fuzz/request-arbitrary.ts';
import { verdict, type Answer } from './testing/fuzz/response-oracle.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
// FUZZ_SAMPLE: fewer cases for a pass that another database's full run follows (scripts/test-unit.mjs).
const MIN_CASES = Number(process.env.FUZZ_SAMPLE ?? 0) || 10_000;
const TARGET = Math.max(MIN_CASES, Number(process.env.FUZZ_CASES ?? 0) || 0);

const world = await buildFuzzWorld();
const operations = operationsOf(world.t.app);
const runsPerOperation = Math.ceil(TARGET / operations.length);
const cases = new Map<string, number>();
/** CPU milliseconds per endpoint, to show where the run's time goes. */
const cpuMs = new Map<string, number>();

/** One seed per endpoint, so that adding a route does not change what the others are sent. */
function seedOf(op: Operation): number {
  let h = SEED | 0;
  for (const c of `${op.method} ${op.path}`) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');
const cleanPrototype = prototypeKeys();

const clip = (s: string | undefined, n: number) =>
  s === undefined ? '(none)' : s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s;

function report(req: FuzzRequest, answer: Answer, problems: string[]): string {
  return [
    problems.join('\n'),
    `request (${req.kind}, auth ${req.auth}): ${req.method} ${clip(req.url, 300)}`,
    `  content-type: ${req.headers['content-type'] ?? '(none)'}; body: ${clip(req.payload, 400)}`,
    `answer: ${answer.statusCode} ${clip(answer.body, 600)}`,
  ].join('\n');
}

describe(`API fuzzer from the OpenAPI document (${testDatabaseKind}, seed ${SEED})`, () => {
  afterAll(async () => {
    const total = [...cases.values()].reduce((s, n) => s + n, 0);
    console.log(`API fuzzer: ${total} cases over ${cases.size} endpoints (seed ${SEED})`);
    const costly = [...cpuMs].sort((x, y) => y[1] - x[1]).slice(0, 12);
    console.log(
      costly.map(([k, ms]) => `  ${k}: ${Math.round(ms)} ms CPU / ${cases.get(k)} cases`).join('\n'),
    );
    await world.t.close();
  });

  it('finds every route of the API in the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(80);
    expect(operations.filter((op) => op.seller).length).toBeGreaterThan(0);
    expect(operations.filter((op) => op.body).length).toBeGreaterThan(20);
  });

  // What the fuzzer found, kept as plain cases: a NUL reached PostgreSQL as a 500, and the router answered
  // undecodable and over-long paths in a shape of its own.
  it.each([
    ['a NUL in a path parameter', '/api/products/a%00b', 400],
    ['a NUL in a query list', '/api/delivery/promise?pincode=110001&productIds=a%00b', 400],
    ['a NUL in a search', '/api/products/search/suggestions?q=a%00b', 400],
    ['broken percent-encoding', '/api/products/%E0%A4%A', 400],
    ['a path parameter over 500 characters', `/api/products/${'x'.repeat(600)}`, 414],
  ])('answers %s in the error shape', async (_label, url, status) => {
    const res = await world.t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
  });

  for (const op of operations) {
    it(`${op.method} ${op.path}`, { timeout: 120_000 }, async () => {
      const property = fc.asyncProperty(requestArb(op, world.hints, world.credentials), async (req) => {
        const res = await world.t.app.inject({
          method: req.method,
          url: req.url,
          headers: req.headers,
          ...(req.payload === undefined ? {} : { payload: req.payload }),
        });
        cases.set(`${op.method} ${op.path}`, (cases.get(`${op.method} ${op.path}`) ?? 0) + 1);
        const answer: Answer = { statusCode: res.statusCode, headers: res.headers, body: res.body };
        const problems = verdict(op, req, answer);
        if (prototypeKeys() !== cleanPrototype) problems.push('Object.prototype gained properties');
        // A fuzzed logout with the customer's token ends the session the later cases use.
        if (req.auth === 'customer' && op.path === '/api/auth/logout' && res.statusCode === 200) {
          await world.renewCustomer();
        }
        if (problems.length > 0) throw new Error(report(req, answer, problems));
      });
      const start = process.cpuUsage();
      const details = await fc.check(property, { seed: seedOf(op), numRuns: runsPerOperation });
      const used = process.cpuUsage(start);
      cpuMs.set(`${op.method} ${op.path}`, (used.user + used.system) / 1000);
      if (details.failed) {
        const replay = `seed ${details.seed}, path "${details.counterexamplePath}" after ${details.numRuns} runs`;
        const error =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance);
        expect.fail(`${error}\n(${replay})`);
      }
    });
  }

  it(`ran at least ${MIN_CASES.toLocaleString('en-IN')} cases`, () => {
    const total = [...cases.values()].reduce((s, n) => s + n, 0);
    console.log(`API fuzzer: ${total} cases so far over ${cases.size} endpoints`);
    // Only when every endpoint ran: a filtered run (-t) sends fewer on purpose.
    if (cases.size === operations.length) expect(total).toBeGreaterThanOrEqual(MIN_CASES);
  });
});
