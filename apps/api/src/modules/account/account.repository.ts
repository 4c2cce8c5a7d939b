// Rows the settings use cases write (Drizzle only, no rules): profile-setup fields of users, the other sessions of
// a user, and the address-book lookup that keeps profile setup from adding a duplicate.
import { and, eq, isNull, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { Gender, Preferences } from '@haat/domain/account/profile-setup.schema';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { addresses } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

export async function saveProfileSetup(
  db: Db,
  userId: string,
  setup: { dateOfBirth: string; gender: Gender; preferences: Preferences; completedAt: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      dateOfBirth: setup.dateOfBirth,
      gender: setup.gender,
      prefNewsletter: setup.preferences.newsletter,
      prefPromotions: setup.preferences.promotions,
      prefOrderUpdates: setup.preferences.orderUpdates,
      profileCompletedAt: setup.completedAt,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Ends every live session of the user except `keepSessionId`; answers how many ended. */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  reason: 'password_change',
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** An address of the user with the same street, city, state and pincode (case and spaces aside). */
export async function findSameAddress(
  db: Db,
  userId: string,
  address: { addressLine1: string; city: string; state: string; postalCode: string },
): Promise<string | undefined> {
  const same = (column: AnyColumn, value: string) => sql`lower(btrim(${column})) = lower(btrim(${value}))`;
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        same(addresses.addressLine1, address.addressLine1),
        same(addresses.city, address.city),
        same(addresses.state, address.state),
        eq(addresses.postalCode, address.postalCode),
        isNull(addresses.addressLine2),
      ),
    )
    .limit(1);
  return row?.id;
}
