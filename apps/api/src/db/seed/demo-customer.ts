// The demo customer, so a visitor can sign in at once (credentials in the README). Idempotent: added when neither
// its e-mail nor its phone is taken, never overwritten. The password is hashed at seed time (argon2id). Its
// address book gets a default home address in Bengaluru and an office, so checkout works at once. Also how a
// production database finds and removes it again (production-readiness.ts, remove-dev-data.ts).
import { and, count, eq, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sessions } from '../schema/auth.ts';
import { addresses } from '../schema/orders.ts';
import { users } from '../schema/users.ts';
import { hashPassword, verifyPassword } from '../../modules/auth/passwords.ts';

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

export interface DemoAccount {
  id: string;
  email: string;
}

/**
 * The demo's accounts: the one with the demo e-mail (haat.in is the store's own domain, no shopper's), and one with
 * the demo phone only while its password is still the published one, so a shopper who really owns that number and
 * signed up with it is never taken for the demo.
 */
export async function findDemoCustomers(db: Db): Promise<DemoAccount[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(or(eq(users.email, DEMO_CUSTOMER.email), eq(users.phone, DEMO_CUSTOMER.phone)));
  const found: DemoAccount[] = [];
  for (const row of rows) {
    if (
      row.email === DEMO_CUSTOMER.email ||
      (await verifyPassword(row.passwordHash, DEMO_CUSTOMER.password))
    ) {
      found.push({ id: row.id, email: row.email });
    }
  }
  return found;
}

/** 23001 restrict_violation (ON DELETE RESTRICT), 23503 foreign_key_violation (NO ACTION): a row still refers. */
function isStillReferenced(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '23001' || code === '23503') return true;
  }
  return false;
}

/**
 * Removes a demo account. Deleted when nothing keeps it (its addresses, cart, wishlist and sessions go with it;
 * its reviews stay, anonymous). When orders, payments or returns refer to it, users.id is ON DELETE RESTRICT for
 * them (they are the sellers' and the tax records too), so it is anonymised instead: e-mail, phone and name replaced
 * by values no sign-in can match, the password by a string no hash check accepts, and its sessions ended.
 */
export async function removeDemoCustomer(db: Db, id: string): Promise<'deleted' | 'anonymised'> {
  return db.transaction(async (tx) => {
    try {
      // A savepoint: a refused delete leaves the outer transaction usable for the anonymisation.
      await tx.transaction(async (sp) => {
        await sp.delete(users).where(eq(users.id, id));
      });
      return 'deleted';
    } catch (err) {
      if (!isStillReferenced(err)) throw err;
    }
    await tx
      .update(users)
      .set({
        fullName: 'Removed demo account',
        email: `removed-demo-${id}@invalid`,
        phone: `removed-demo-${id}`,
        passwordHash: '!removed-demo-account',
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    return 'anonymised';
  });
}
