// otp_codes rows: one per code sent. Every guess first reserves an attempt with one conditional UPDATE, so
// concurrent guesses can never exceed the limit.
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/auth.ts';

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

/** Namespace of the per-address advisory locks (the other argument is hashtext of the address). */
const OTP_LOCK_NAMESPACE = 5_101;

/** Serialises sends to one address and purpose until the caller's transaction ends. */
export async function lockOtpAddress(tx: Db, email: string, purpose: OtpPurpose): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${OTP_LOCK_NAMESPACE}, hashtext(${`${purpose}:${email}`}))`,
  );
}

/** Seconds since the last code for this address and purpose, or undefined when none was sent. */
export async function secondsSinceLastOtp(
  db: Db,
  email: string,
  purpose: OtpPurpose,
): Promise<number | undefined> {
  const [row] = await db
    .select({ seconds: sql<number | null>`extract(epoch from (now() - max(${otpCodes.createdAt})))::float8` })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)));
  return row?.seconds ?? undefined;
}

/** Older codes (and unused verifications) of the address stop working when a new code is sent. */
export async function supersedeOtps(db: Db, email: string, purpose: OtpPurpose): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
}

export interface NewOtp {
  email: string;
  purpose: OtpPurpose;
  codeHash: string;
  phone: string | null;
  validitySeconds: number;
}

export async function insertOtp(db: Db, otp: NewOtp): Promise<void> {
  const { validitySeconds, ...row } = otp;
  await db.insert(otpCodes).values({
    ...row,
    // clock_timestamp(): the resend throttle measures from the moment of sending, not the transaction start.
    createdAt: sql`clock_timestamp()`,
    expiresAt: sql`clock_timestamp() + ${validitySeconds}::int * interval '1 second'`,
  });
}

const pending = (email: string, purpose: OtpPurpose) =>
  and(
    eq(otpCodes.email, email),
    eq(otpCodes.purpose, purpose),
    isNull(otpCodes.consumedAt),
    isNull(otpCodes.verifiedAt),
  );

/**
 * Takes one attempt on the newest pending code of the address, if it is unexpired and has attempts left, and
 * answers its hash; undefined otherwise.
 */
export async function reserveOtpAttempt(
  db: Db,
  email: string,
  purpose: OtpPurpose,
  maxAttempts: number,
): Promise<{ id: string; codeHash: string } | undefined> {
  const newest = db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(pending(email, purpose))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        inArray(otpCodes.id, newest),
        pending(email, purpose),
        lt(otpCodes.attempts, maxAttempts),
        gt(otpCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });
  return row;
}

/** Why no attempt could be reserved: no pending code, or it expired, or its attempts are spent. */
export async function pendingOtpState(
  db: Db,
  email: string,
  purpose: OtpPurpose,
  maxAttempts: number,
): Promise<'none' | 'expired' | 'exhausted'> {
  const [row] = await db
    .select({ attempts: otpCodes.attempts, expired: sql<boolean>`${otpCodes.expiresAt} <= now()` })
    .from(otpCodes)
    .where(pending(email, purpose))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row) return 'none';
  if (row.expired) return 'expired';
  return row.attempts >= maxAttempts ? 'exhausted' : 'none';
}

export async function markOtpVerified(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ verifiedAt: sql`now()` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.verifiedAt), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

/** Uses up the newest verification of the address made within `ttlSeconds`; undefined when there is none. */
export async function consumeVerification(
  db: Db,
  email: string,
  purpose: OtpPurpose,
  ttlSeconds: number,
): Promise<{ id: string; phone: string | null } | undefined> {
  const live = and(
    eq(otpCodes.email, email),
    eq(otpCodes.purpose, purpose),
    isNotNull(otpCodes.verifiedAt),
    isNull(otpCodes.consumedAt),
    gt(otpCodes.verifiedAt, sql`now() - ${ttlSeconds}::int * interval '1 second'`),
  );
  const newest = db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(live)
    .orderBy(desc(otpCodes.verifiedAt))
    .limit(1);
  const [row] = await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(inArray(otpCodes.id, newest), live))
    .returning({ id: otpCodes.id, phone: otpCodes.phone });
  return row;
}
