// The demo customer, so a visitor can sign in at once (credentials in the README). Idempotent: added when neither
// its e-mail nor its phone is taken, never overwritten. The password is hashed at seed time (argon2id).
import { eq, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';

export const DEMO_CUSTOMER = {
  fullName: 'Aarav Sharma',
  email: 'demo@haat.in',
  phone: '+919876543210',
  password: 'Haat@1234',
} as const;

export async function seedDemoCustomer(db: Db): Promise<void> {
  const { password, ...account } = DEMO_CUSTOMER;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, account.email), eq(users.phone, account.phone)));
  if (taken) return;
  await db
    .insert(users)
    .values({ ...account, passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
}
