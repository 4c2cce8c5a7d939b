// contact_change_requests rows (Drizzle only, no rules): one per send of profile-change codes. Times come from the
// caller's clock, so expiry and the resend wait can be tested without waiting; every guess reserves an attempt
// with one conditional UPDATE, so concurrent guesses never exceed the limit.
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactChangeRequests } from '../../db/schema/account.ts';
import { users } from '../../db/schema/users.ts';

export type ContactChangeRow = typeof contactChangeRequests.$inferSelect;

export interface NewContactChange {
  userId: string;
  newEmail: string | null;
  newPhone: string | null;
  currentPhone: string | null;
  emailCodeHash: string | null;
  phoneCodeHash: string | null;
  currentPhoneCodeHash: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** When the user last asked for codes (any request, used or not); undefined when never. */
export async function lastContactChangeAt(db: Db, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: contactChangeRequests.createdAt })
    .from(contactChangeRequests)
    .where(eq(contactChangeRequests.userId, userId))
    .orderBy(desc(contactChangeRequests.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Ends every unconsumed request of the user; answers how many there were (a resend supersedes them). */
export async function supersedeContactChanges(db: Db, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(contactChangeRequests)
    .set({ consumedAt: at })
    .where(and(eq(contactChangeRequests.userId, userId), isNull(contactChangeRequests.consumedAt)))
    .returning({ id: contactChangeRequests.id });
  return rows.length;
}

export async function insertContactChange(db: Db, row: NewContactChange): Promise<void> {
  await db.insert(contactChangeRequests).values(row);
}

/** The newest unconsumed request of the user, whatever its expiry and attempts. */
export async function findPendingContactChange(
  db: Db,
  userId: string,
): Promise<ContactChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(contactChangeRequests)
    .where(and(eq(contactChangeRequests.userId, userId), isNull(contactChangeRequests.consumedAt)))
    .orderBy(desc(contactChangeRequests.createdAt))
    .limit(1);
  return row;
}

/**
 * Takes one attempt on the request if it is still unconsumed, unexpired at `at` and has attempts left, and answers
 * it; undefined otherwise (a concurrent guess took the last attempt, or a resend superseded it).
 */
export async function reserveContactChangeAttempt(
  db: Db,
  id: string,
  maxAttempts: number,
  at: Date,
): Promise<ContactChangeRow | undefined> {
  const [row] = await db
    .update(contactChangeRequests)
    .set({ attempts: sql`${contactChangeRequests.attempts} + 1` })
    .where(
      and(
        eq(contactChangeRequests.id, id),
        isNull(contactChangeRequests.consumedAt),
        lt(contactChangeRequests.attempts, maxAttempts),
        gt(contactChangeRequests.expiresAt, at),
      ),
    )
    .returning();
  return row;
}

/** Marks the request used; false when something else consumed it first. */
export async function consumeContactChange(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(contactChangeRequests)
    .set({ consumedAt: at })
    .where(and(eq(contactChangeRequests.id, id), isNull(contactChangeRequests.consumedAt)))
    .returning({ id: contactChangeRequests.id });
  return rows.length > 0;
}

/** Whether another account already has this e-mail (normalised). */
export async function emailTakenByOther(db: Db, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** Whether another account already has this phone (normalised, +91…). */
export async function phoneTakenByOther(db: Db, userId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** Writes the verified contact; the unique constraints still decide a race (the caller maps 23505 to 409). */
export async function updateUserContact(
  db: Db,
  userId: string,
  contact: { email?: string | undefined; phone?: string | undefined },
): Promise<void> {
  await db
    .update(users)
    .set({
      ...(contact.email !== undefined ? { email: contact.email } : {}),
      ...(contact.phone !== undefined ? { phone: contact.phone } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
