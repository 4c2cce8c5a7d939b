// users rows: find by id, e-mail or phone; insert; change the password. Callers pass normalised e-mail and phone.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

/** Which of the two is already registered (both may be). */
export async function findTakenContacts(
  db: Db,
  email: string,
  phone: string | undefined,
): Promise<{ email: boolean; phone: boolean }> {
  const rows = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(phone === undefined ? eq(users.email, email) : or(eq(users.email, email), eq(users.phone, phone)));
  return {
    email: rows.some((r) => r.email === email),
    phone: phone !== undefined && rows.some((r) => r.phone === phone),
  };
}

export interface NewUser {
  fullName: string;
  email: string;
  phone: string;
  passwordHash: string;
}

/** Undefined when the e-mail or phone is taken (the unique constraints decide, so a race cannot make two). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}
