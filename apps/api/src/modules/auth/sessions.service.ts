// Sessions: a sign-in starts one (an access token and the first refresh token of its family); refreshing rotates
// the refresh token; presenting a used one again is taken as theft and ends the whole family (RFC 9700 §4.14.2).
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@haat/domain/auth/auth-messages';
import { SESSION_ABSOLUTE_TTL_SECONDS } from '@haat/domain/auth/auth-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { hashRefreshToken, newRefreshToken, signAccessToken, verifyAccessToken } from './access-tokens.ts';
import type { AuthKeys } from './auth-keys.ts';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  revokeSession,
  setReplacedBy,
} from './sessions.repository.ts';

export interface SessionDeps {
  db: Db;
  keys: AuthKeys;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export async function startSession({ db, keys }: SessionDeps, userId: string): Promise<TokenPair> {
  const refresh = newRefreshToken();
  const session = await db.transaction(async (tx) => {
    const created = await insertSession(tx, userId, SESSION_ABSOLUTE_TTL_SECONDS);
    await insertRefreshToken(tx, created.id, refresh.hash);
    return created;
  });
  const token = await signAccessToken(keys.accessToken, {
    userId,
    sessionId: session.id,
    sessionExpiresAt: session.expiresAt,
  });
  return { token, refreshToken: refresh.token };
}

const sessionExpired = () =>
  new AppError({ status: 401, code: AUTH_ERROR_CODES.sessionExpired, message: AUTH_MESSAGES.sessionExpired });

export async function refreshSession(
  { db, keys }: SessionDeps,
  refreshToken: string,
  log?: FastifyBaseLogger,
): Promise<TokenPair> {
  const hash = hashRefreshToken(refreshToken);
  const next = newRefreshToken();
  const rotated = await db.transaction(async (tx) => {
    const claimed = await claimRefreshToken(tx, hash);
    if (!claimed) return undefined;
    const nextId = await insertRefreshToken(tx, claimed.sessionId, next.hash);
    await setReplacedBy(tx, claimed.id, nextId);
    return claimed;
  });
  if (!rotated) {
    const known = await findRefreshToken(db, hash);
    if (known?.usedAt && (await revokeSession(db, known.sessionId, 'refresh_token_reuse'))) {
      log?.warn({ sessionId: known.sessionId }, 'refresh token reused: session revoked');
    }
    throw sessionExpired();
  }
  const token = await signAccessToken(keys.accessToken, {
    userId: rotated.userId,
    sessionId: rotated.sessionId,
    sessionExpiresAt: rotated.sessionExpiresAt,
  });
  return { token, refreshToken: next.token };
}

/** Ends the session named by the access token and/or the refresh token; unknown ones are ignored (logout is idempotent). */
export async function endSession(
  { db, keys }: SessionDeps,
  credentials: { accessToken?: string | undefined; refreshToken?: string | undefined },
): Promise<void> {
  if (credentials.accessToken) {
    const claims = await verifyAccessToken(keys.accessToken, credentials.accessToken, { allowExpired: true });
    if (claims) await revokeSession(db, claims.sessionId, 'logout');
  }
  if (credentials.refreshToken) {
    const known = await findRefreshToken(db, hashRefreshToken(credentials.refreshToken));
    if (known) await revokeSession(db, known.sessionId, 'logout');
  }
}
