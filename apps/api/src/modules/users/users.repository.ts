// users rows: find by id or phone; insert. Callers pass normalised e-mail and phone. What sign-up, sign-in and a
// password change read and write of a user's credentials is auth's (auth/user-credentials.repository.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
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
