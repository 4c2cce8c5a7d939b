// addresses rows (Drizzle only, no rules): the shopper's address book, read and written for one user at a time.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Address } from '@haat/domain/addresses/address.schema';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

export type AddressRow = typeof addresses.$inferSelect;

/** What an insert or update writes: the validated fields of addressInputSchema, without the default flag. */
export interface AddressFields {
  fullName: string;
  phone: string;
  addressLine1: string;
  addressLine2?: string | undefined;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  addressType: Address['addressType'];
}

/** The domain shape the API answers and the order copies into orders.shipping_address. */
export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    addressLine1: row.addressLine1,
    ...(row.addressLine2 ? { addressLine2: row.addressLine2 } : {}),
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    addressType: row.addressType,
    isDefault: row.isDefault,
  };
}

/** The whole book, default first, then newest (the order every answer uses). */
export async function listUserAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

/** One address of this shopper; undefined for an unknown id or someone else's (both answer 404). */
export async function findUserAddress(
  db: Db,
  userId: string,
  addressId: string,
): Promise<Address | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .limit(1);
  return row ? toAddress(row) : undefined;
}

export async function countUserAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.count ?? 0;
}

/**
 * Locks the shopper's row so that two saves of one book (two tabs) queue: the count against MAX_ADDRESSES and
 * the single default are then decided one save at a time.
 */
export async function lockUserBook(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function insertAddress(
  db: Db,
  userId: string,
  fields: AddressFields,
  isDefault: boolean,
): Promise<Address> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...fields, addressLine2: fields.addressLine2 ?? null, isDefault })
    .returning();
  if (!row) throw new Error('insert into addresses returned no row');
  return toAddress(row);
}

export async function updateAddress(
  db: Db,
  userId: string,
  addressId: string,
  fields: AddressFields,
): Promise<Address | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...fields, addressLine2: fields.addressLine2 ?? null, updatedAt: new Date() })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  return row ? toAddress(row) : undefined;
}

/** Clears the default of every other address first: the partial unique index allows one default per user. */
export async function makeDefault(db: Db, userId: string, addressId: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, addressId)));
  await db
    .update(addresses)
    .set({ isDefault: true })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
}

/** Deletes and tells whether the deleted address was the default (undefined: no such address of this user). */
export async function deleteAddress(
  db: Db,
  userId: string,
  addressId: string,
): Promise<{ wasDefault: boolean } | undefined> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ isDefault: addresses.isDefault });
  return row ? { wasDefault: row.isDefault } : undefined;
}

/** The newest remaining address, which inherits the default when the default is deleted. */
export async function findNewestAddressId(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row?.id;
}
