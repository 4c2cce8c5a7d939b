// app.authenticate refuses every access token that is not exactly ours and current: alg none, another key,
// another audience, issuer or type, expired, malformed ids, a session that was ended or a user that was removed.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import { users } from '../db/schema/users.ts';
import { JWT_AUDIENCE, JWT_ISSUER } from '../modules/auth/access-tokens.ts';
import { deriveAuthKeys } from '../modules/auth/auth-keys.ts';
import { bearer, createCustomer, signIn } from '../modules/users/users.test-support.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../testing/build-test-app.ts';

const JWT_SECRET = 'authenticate-secret-0123456789abcdefghijklmnopqrstuvwxyz';
const key = deriveAuthKeys(JWT_SECRET).accessToken;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe(`app.authenticate (${testDatabaseKind})`, () => {
  let t: TestApp;
  let userId: string;
  let sessionId: string;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ JWT_SECRET, AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
    const session = await signIn(t.app, await createCustomer(t.database.db));
    token = session.token;
    userId = session.userId;
    sessionId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;
  });
  afterAll(() => t?.close());

  const profile = (value: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(value) });
  const now = () => Math.floor(Date.now() / 1000);
  const forge = (
    changes: Partial<{ iss: string; aud: string; sub: string; sid: string; exp: number; typ: string }> = {},
    signingKey: Uint8Array = key,
  ) =>
    new SignJWT({ sid: changes.sid ?? sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: changes.typ ?? 'JWT' })
      .setIssuer(changes.iss ?? JWT_ISSUER)
      .setAudience(changes.aud ?? JWT_AUDIENCE)
      .setSubject(changes.sub ?? userId)
      .setIssuedAt(now() - 60)
      .setExpirationTime(changes.exp ?? now() + 600)
      .sign(signingKey);

  it('accepts our own token, and one forged with our key and the same claims (the control for the cases below)', async () => {
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(await forge())).statusCode).toBe(200);
  });

  it.each([
    [
      'alg none',
      async () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: JWT_ISSUER, aud: JWT_AUDIENCE, sub: 'x', sid: 'x', exp: now() + 600, iat: now() })}.`,
    ],
    ['another key', () => forge({}, new TextEncoder().encode('x'.repeat(32)))],
    ['the wrong audience', () => forge({ aud: 'haat-admin' })],
    ['the wrong issuer', () => forge({ iss: 'someone-else' })],
    ['the wrong type', () => forge({ typ: 'at+jwt' })],
    ['an expired token', () => forge({ exp: now() - 1 })],
    ['a session id that is not a uuid', () => forge({ sid: "1' or '1'='1" })],
    ['another user for the session', () => forge({ sub: '00000000-0000-4000-8000-000000000000' })],
    [
      'a tampered payload',
      async () => {
        const [h, , s] = token.split('.');
        return `${h}.${b64({ iss: JWT_ISSUER, aud: JWT_AUDIENCE, sub: userId, sid: sessionId, exp: now() + 99_999, iat: now() })}.${s}`;
      },
    ],
  ])('refuses %s with 401', async (_name, make) => {
    const res = await profile(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: M.unauthorized, code: 'UNAUTHORIZED' });
  });

  it('refuses the token of a removed user (the session goes with the account)', async () => {
    const other = await signIn(t.app, await createCustomer(t.database.db));
    await t.database.db.delete(users).where(eq(users.id, other.userId));
    expect((await profile(other.token)).statusCode).toBe(401);
  });
});
