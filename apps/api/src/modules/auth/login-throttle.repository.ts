// Sign-in attempts per account in a fixed window, counted by one atomic upsert in the database.
//
// Why not @fastify/rate-limit with a body key: the count must be shared by every instance even without Redis,
// must survive restarts, must be reset by a successful sign-in (a customer who signs in often is not an
// attacker), and the key is the account (found by e-mail or phone), known only after the body is read. One
// conditional upsert does all of that atomically on PostgreSQL and PGlite; the per-IP limit stays with
// @fastify/rate-limit (auth.routes.ts, users.routes.ts).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/auth.ts';

export interface AttemptCount {
  attempts: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/** Counts one attempt for `key` and answers the count in the current window (a stale window starts over). */
export async function countLoginAttempt(db: Db, key: string, windowSeconds: number): Promise<AttemptCount> {
  const stale = sql`${loginThrottle.windowStartedAt} <= now() - ${windowSeconds}::int * interval '1 second'`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, windowStartedAt: sql`now()`, attempts: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts: sql`case when ${stale} then 1 else ${loginThrottle.attempts} + 1 end`,
        windowStartedAt: sql`case when ${stale} then now() else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning({
      attempts: loginThrottle.attempts,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${loginThrottle.windowStartedAt} + ${windowSeconds}::int * interval '1 second' - now()))))::int`,
    });
  if (!row) throw new Error('login_throttle upsert returned no row');
  return row;
}

export async function clearLoginAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** The throttle counts per account when one matches, else per identifier typed, so unknown ones are limited too. */
export const throttleKey = {
  user: (id: string) => `user:${id}`,
  email: (email: string) => `email:${email}`,
  phone: (phone: string) => `phone:${phone}`,
};
