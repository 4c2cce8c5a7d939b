// Access tokens: short-lived HS256 JWTs naming the user (sub) and the session (sid). Verification pins the
// algorithm, issuer, audience and type; the session itself is checked against the database by http/auth.ts.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, SESSION_ABSOLUTE_TTL_SECONDS } from '@haat/domain/auth/auth-rules';

export const JWT_ISSUER = 'haat';
export const JWT_AUDIENCE = 'haat-web';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/** The token ends with its session at the latest. */
export async function signAccessToken(
  key: Uint8Array,
  claims: AccessTokenClaims & { sessionExpiresAt: Date },
  now: Date = new Date(),
): Promise<string> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const exp = Math.min(
    nowSeconds + ACCESS_TOKEN_TTL_SECONDS,
    Math.floor(claims.sessionExpiresAt.getTime() / 1000),
  );
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setSubject(claims.userId)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(exp)
    .sign(key);
}

/**
 * The claims of a valid token, or null for anything else (bad signature, alg, iss, aud, typ, expired, malformed).
 * `allowExpired` is for logout only: a token we signed may still name the session to end after it expired.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  { allowExpired = false }: { allowExpired?: boolean } = {},
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      ...(allowExpired ? { clockTolerance: SESSION_ABSOLUTE_TTL_SECONDS } : {}),
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      typ: 'JWT',
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
    });
    // Both name uuid rows: anything else is refused here rather than reaching the database as a bad cast.
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid) || !payload.sub || !UUID.test(payload.sub))
      return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** Refresh tokens are opaque: 32 random bytes; only their SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
