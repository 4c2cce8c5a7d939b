// A user's credentials as auth reads and writes them (docs/architecture.md#layout-and-layering): found by e-mail, which
// contacts are taken, a new password hash. users (sign-up, sign-in) and account (password change) call these, so
// the dependency runs one way: users → auth.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { UserRow } from '../users/users.repository.ts';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
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

export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}
