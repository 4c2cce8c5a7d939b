// The password throttle of sign-in and password change (policy in @haat/domain/auth/login-throttle): an attempt is
// reserved, counted as a failure, before the hash is checked, so concurrent guesses cannot slip past a wait and a
// refused one costs no hash; a right password takes the failure back. Sign-in by e-mailed code never passes here.
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@haat/domain/auth/auth-messages';
import { accountAfterSuccess, clientAddressKey, decideLoginAttempt } from '@haat/domain/auth/login-throttle';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  deleteAccountThrottle,
  deleteThrottleRow,
  lockAccountRow,
  lockThrottleRows,
  writeAccountRow,
  writeThrottleRows,
  type ThrottleKeys,
} from './login-throttle.repository.ts';

/** The account part of a key: the account when one matches, else the identifier typed, so unknown ones look alike. */
export const accountThrottleKey = {
  user: (id: string) => `user:${id}`,
  email: (email: string) => `email:${email}`,
  phone: (phone: string) => `phone:${phone}`,
};

/** Who is trying: a client address at sign-in; the session at a password change (its holder is the suspect). */
export type ThrottleClient = { ip: string } | { sessionId: string };

export function throttleKeys(account: string, client: ThrottleClient): ThrottleKeys {
  const who = 'ip' in client ? `ip:${clientAddressKey(client.ip)}` : `session:${client.sessionId}`;
  return { account, pair: `${account}|${who}` };
}

/** 429 with the store's sign-in message; the wait goes in Retry-After and in the body for the login page. */
export function tooManyAttempts(retryAfterSeconds?: number): AppError {
  return new AppError({
    status: 429,
    code: AUTH_ERROR_CODES.tooManyAttempts,
    message: AUTH_MESSAGES.tooManyAttempts,
    ...(retryAfterSeconds === undefined
      ? {}
      : { details: { retryAfterSeconds }, headers: { 'retry-after': String(retryAfterSeconds) } }),
  });
}

/**
 * Takes one password attempt for the pair, or throws 429 when the pair or the account must wait. `now` is the
 * app's clock, not the database's, so tests move time with fake timers; instances agree through NTP.
 */
export async function reservePasswordAttempt(db: Db, keys: ThrottleKeys, now = new Date()): Promise<void> {
  const decision = await db.transaction(async (tx) => {
    const decided = decideLoginAttempt(await lockThrottleRows(tx, keys, now), now);
    if (decided.allowed) await writeThrottleRows(tx, keys, decided);
    return decided;
  });
  if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
}

/** A right password: the pair starts over and the account takes back the failure counted in advance. */
export async function passwordAttemptSucceeded(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteThrottleRow(tx, keys.pair);
    const account = await lockAccountRow(tx, keys.account);
    if (!account) return;
    const after = accountAfterSuccess(account);
    if (after.failures === 0) await deleteThrottleRow(tx, keys.account);
    else await writeAccountRow(tx, keys.account, after);
  });
}

/**
 * A sign-in by e-mailed code proved the owner at this address: its pair starts over. The account's count stays,
 * because the guessing elsewhere has not stopped.
 */
export async function ownerProvenAt(db: Db, keys: ThrottleKeys): Promise<void> {
  await deleteThrottleRow(db, keys.pair);
}

/** A password reset: the guessed password is gone, so the account and every pair of it start over. */
export async function clearAccountThrottle(db: Db, userId: string): Promise<void> {
  await deleteAccountThrottle(db, accountThrottleKey.user(userId));
}
