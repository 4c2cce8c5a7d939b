// login_throttle rows: one per account (failures over every address in a window) and one per (account, client)
// pair (failures since the pair last started over, and when the latest was). The decision is @haat/domain's; this
// file only reads and writes the rows.
//
// Why not @fastify/rate-limit with a body key: the counts must be shared by every instance even without Redis,
// must survive restarts, must be cleared by a successful sign-in, and the key is the account (found by e-mail or
// phone), known only after the body is read. The per-IP limit stays with @fastify/rate-limit (auth-rate-limit.ts).
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { AccountState, PairState } from '@haat/domain/auth/login-throttle';
import type { Db } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/auth.ts';

export interface ThrottleKeys {
  account: string;
  pair: string;
}

/**
 * Creates the two rows if they are missing and locks them until the transaction ends, in key order (so two
 * attempts on one account never wait for each other in a cycle), and answers their states.
 */
export async function lockThrottleRows(
  tx: Db,
  keys: ThrottleKeys,
  now: Date,
): Promise<{ pair: PairState; account: AccountState }> {
  await tx
    .insert(loginThrottle)
    .values(
      [keys.account, keys.pair]
        .sort()
        .map((key) => ({ key, windowStartedAt: now, attempts: 0, lastFailedAt: null })),
    )
    .onConflictDoNothing({ target: loginThrottle.key });
  const rows = await tx
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [keys.account, keys.pair]))
    .orderBy(loginThrottle.key)
    .for('update');
  const row = (key: string) => {
    const found = rows.find((r) => r.key === key);
    if (!found) throw new Error(`login_throttle row ${key} missing after insert`);
    return found;
  };
  const pair = row(keys.pair);
  const account = row(keys.account);
  return {
    pair: { failures: pair.attempts, lastFailedAt: pair.lastFailedAt },
    account: { failures: account.attempts, windowStartedAt: account.windowStartedAt },
  };
}

export async function writeThrottleRows(
  tx: Db,
  keys: ThrottleKeys,
  states: { pair: PairState; account: AccountState },
): Promise<void> {
  await tx
    .update(loginThrottle)
    .set({ attempts: states.pair.failures, lastFailedAt: states.pair.lastFailedAt })
    .where(eq(loginThrottle.key, keys.pair));
  await writeAccountRow(tx, keys.account, states.account);
}

export async function writeAccountRow(tx: Db, key: string, account: AccountState): Promise<void> {
  await tx
    .update(loginThrottle)
    .set({ attempts: account.failures, windowStartedAt: account.windowStartedAt })
    .where(eq(loginThrottle.key, key));
}

/** Locks and answers the account row alone (for a success giving back its failure); undefined when there is none. */
export async function lockAccountRow(tx: Db, key: string): Promise<AccountState | undefined> {
  const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).for('update');
  return row && { failures: row.attempts, windowStartedAt: row.windowStartedAt };
}

export async function deleteThrottleRow(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** The account row and every pair of it: a password reset starts the account over. */
export async function deleteAccountThrottle(db: Db, accountKey: string): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(
      or(eq(loginThrottle.key, accountKey), sql`starts_with(${loginThrottle.key}, ${`${accountKey}|`})`),
    );
}
