// The demo customer, so a visitor can sign in at once (credentials in the README). Idempotent: added when neither
// its e-mail nor its phone is taken, never overwritten. The password is hashed at seed time (argon2id). Its
// address book gets a default home address in Bengaluru and an office, so checkout works at once.
import { and, count, eq, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addresses } from '../schema/orders.ts';
import { users } from '../schema/users.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';

export const DEMO_CUSTOMER = {
  fullName: 'Aarav Sharma',
  email: 'demo@haat.in',
  phone: '+919876543210',
  password: 'Haat@1234',
} as const;

/** The demo's address book: the default first. Stored in the API's normalised form (10-digit phone). */
export const DEMO_ADDRESSES = [
  {
    fullName: 'Aarav Sharma',
    phone: '9876543210',
    addressLine1: 'Flat 302, Lavelle Residency, 14 Lavelle Road',
    addressLine2: 'Near Cubbon Park',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    country: 'India',
    addressType: 'Home',
    isDefault: true,
  },
  {
    fullName: 'Aarav Sharma',
    phone: '9876543210',
    addressLine1: '7th Floor, Tower B, ITPL Main Road',
    addressLine2: 'Whitefield',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560066',
    country: 'India',
    addressType: 'Office',
    isDefault: false,
  },
] as const;

export async function seedDemoCustomer(db: Db): Promise<void> {
  const { password, ...account } = DEMO_CUSTOMER;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, account.email), eq(users.phone, account.phone)));
  if (!taken) {
    await db
      .insert(users)
      .values({ ...account, passwordHash: await hashPassword(password) })
      .onConflictDoNothing();
  }
  await seedDemoAddresses(db);
}

/**
 * Gives the demo account (its e-mail and phone both, so never a real customer's) its addresses when its book is
 * empty, also in a store seeded before addresses existed. The account's row is locked so two starts at once
 * cannot both fill the book.
 */
async function seedDemoAddresses(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [demo] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, DEMO_CUSTOMER.email), eq(users.phone, DEMO_CUSTOMER.phone)))
      .for('no key update');
    if (!demo) return;
    const [book] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, demo.id));
    if ((book?.n ?? 0) > 0) return;
    await tx.insert(addresses).values(DEMO_ADDRESSES.map((address) => ({ ...address, userId: demo.id })));
  });
}
