// Refresh tokens and sessions: stored hashed, rotated once even under a burst of parallel refreshes (PostgreSQL),
// ended by their absolute lifetime and by logout in any of its forms.
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@haat/domain/auth/auth-rules';
import { refreshTokens, sessions } from '../../db/schema/auth.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { bearer, createCustomer, signIn } from '../users/users.test-support.ts';
import { hashRefreshToken, JWT_AUDIENCE, JWT_ISSUER } from './access-tokens.ts';
import { deriveAuthKeys } from './auth-keys.ts';

const JWT_SECRET = 'sessions-secret-0123456789abcdefghijklmnopqrstuvwxyz';

describe(`sessions and refresh tokens (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JWT_SECRET, AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
  const logout = (payload: object | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', ...(payload ? { payload } : {}), headers });
  const newSession = async () => signIn(t.app, await createCustomer(t.database.db));
  const sessionOf = async (refreshToken: string) => {
    const [row] = await t.database.db
      .select({ session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
    if (!row) throw new Error('unknown refresh token');
    return row.session;
  };

  it('stores refresh tokens only as SHA-256 and marks each one used with its successor', async () => {
    const session = await newSession();
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const next = (await refresh(session.refreshToken)).json() as { refreshToken: string };
    const rows = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, (await sessionOf(session.refreshToken)).id))
      .orderBy(refreshTokens.createdAt);
    expect(rows.map((r) => r.tokenHash)).toEqual([
      hashRefreshToken(session.refreshToken),
      hashRefreshToken(next.refreshToken),
    ]);
    expect(rows[0]?.usedAt).not.toBeNull();
    expect(rows[0]?.replacedBy).toBe(rows[1]?.id);
    expect(rows[1]?.usedAt).toBeNull();
  });

  it('issues HS256 access tokens for the session, ending at the latest with it', async () => {
    const session = await newSession();
    const [header, payload] = session.token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const row = await sessionOf(session.refreshToken);
    expect(payload).toMatchObject({ iss: 'haat', aud: 'haat-web', sub: session.userId, sid: row.id });
    expect(payload.exp - payload.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);

    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '60 seconds'` })
      .where(eq(sessions.id, row.id));
    const near = (await refresh(session.refreshToken)).json() as { token: string };
    const claims = JSON.parse(Buffer.from(near.token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(61);
  });

  it('ends a session at its absolute lifetime however often it was refreshed', async () => {
    const session = await newSession();
    const row = await sessionOf(session.refreshToken);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, row.id));
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await profile(session.token)).statusCode).toBe(401);
  });

  it('answers an unknown refresh token with 401 and revokes nothing', async () => {
    const session = await newSession();
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });

  it('logs out by the bearer token, by the refresh token, or by an expired access token; unknown ones are fine', async () => {
    const byBearer = await newSession();
    expect((await logout(undefined, bearer(byBearer.token))).statusCode).toBe(200);
    expect((await sessionOf(byBearer.refreshToken)).revokedReason).toBe('logout');
    expect((await refresh(byBearer.refreshToken)).statusCode).toBe(401);

    const byRefresh = await newSession();
    expect((await logout({ refreshToken: byRefresh.refreshToken })).statusCode).toBe(200);
    expect((await profile(byRefresh.token)).statusCode).toBe(401);

    const expired = await newSession();
    const row = await sessionOf(expired.refreshToken);
    const now = Math.floor(Date.now() / 1000);
    const stale = await new SignJWT({ sid: row.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setSubject(expired.userId)
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 1800)
      .sign(deriveAuthKeys(JWT_SECRET).accessToken);
    expect((await profile(stale)).statusCode).toBe(401);
    expect((await logout({}, bearer(stale))).statusCode).toBe(200);
    expect((await refresh(expired.refreshToken)).statusCode).toBe(401);

    expect((await logout({ refreshToken: 'nothing-like-it' }, bearer('garbage'))).json()).toMatchObject({
      success: true,
    });
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'rotates once under 20 parallel refreshes with one token (PGlite runs queries one at a time, so only PostgreSQL can race)',
    async () => {
      const session = await newSession();
      const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(session.refreshToken)));
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 401)).toHaveLength(19);
      const rows = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.sessionId, (await sessionOf(session.refreshToken)).id));
      expect(rows).toHaveLength(2);
      // The losers presented a used token: that is reuse, so the family is ended.
      expect((await sessionOf(session.refreshToken)).revokedReason).toBe('refresh_token_reuse');
    },
  );
});
