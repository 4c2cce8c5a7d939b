// sessions and refresh_tokens rows. The exchange of a refresh token is one conditional UPDATE, so of any number
// of concurrent exchanges of one token exactly one wins.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema/auth.ts';

export type RevokeReason = NonNullable<(typeof sessions.$inferSelect)['revokedReason']>;

export async function insertSession(
  db: Db,
  userId: string,
  ttlSeconds: number,
): Promise<{ id: string; expiresAt: Date }> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt: sql`now() + ${ttlSeconds}::int * interval '1 second'` })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) throw new Error('sessions insert returned no row');
  return row;
}

export async function insertRefreshToken(db: Db, sessionId: string, tokenHash: string): Promise<string> {
  const [row] = await db
    .insert(refreshTokens)
    .values({ sessionId, tokenHash })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh_tokens insert returned no row');
  return row.id;
}

export interface ClaimedRefreshToken {
  id: string;
  sessionId: string;
  userId: string;
  sessionExpiresAt: Date;
}

/**
 * Marks an unused token of a live session used and answers it; undefined when the token is unknown, already used,
 * or its session is revoked or past its absolute end. A concurrent exchange waits for the row lock and then finds
 * used_at set, so it answers undefined.
 */
export async function claimRefreshToken(db: Db, tokenHash: string): Promise<ClaimedRefreshToken | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .from(sessions)
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        eq(sessions.id, refreshTokens.sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      userId: sessions.userId,
      sessionExpiresAt: sessions.expiresAt,
    });
  return row;
}

export async function setReplacedBy(db: Db, id: string, replacedBy: string): Promise<void> {
  await db.update(refreshTokens).set({ replacedBy }).where(eq(refreshTokens.id, id));
}

export async function findRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<{ sessionId: string; usedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** The session when it is live: not revoked and before its absolute end. */
export async function findLiveSession(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export async function revokeSession(db: Db, sessionId: string, reason: RevokeReason): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function revokeUserSessions(db: Db, userId: string, reason: RevokeReason): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
