// Address-book use cases (docs/behaviour/account.md#addresses, issue 7): presence first (one message naming every
// missing field), then format, at most MAX_ADDRESSES, exactly one default; every answer is the whole book.
import {
  ADDRESS_MESSAGES as M,
  MAX_ADDRESSES,
  missingAddressFields,
  type Address,
  type addressInputSchema,
} from '@haat/domain/addresses/address.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  countUserAddresses,
  deleteAddress,
  findNewestAddressId,
  insertAddress,
  listUserAddresses,
  lockUserBook,
  makeDefault,
  updateAddress,
  type AddressFields,
} from './addresses.repository.ts';

export type ParsedAddressInput = z.output<typeof addressInputSchema>;

export const ADDRESS_ERROR_CODES = {
  requiredFields: 'ADDRESS_REQUIRED_FIELDS',
  notFound: 'ADDRESS_NOT_FOUND',
  tooMany: 'ADDRESS_LIMIT_REACHED',
} as const;

/**
 * The spec's presence rule, run on the raw body before the schema (whose format messages would otherwise come
 * first): 'Please fill the following required fields: Full Name, City'. A body that is no object misses all.
 */
export function assertAddressFieldsPresent(body: unknown): void {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const missing = missingAddressFields(input as Record<string, unknown>);
  if (missing.length > 0) {
    throw AppError.badRequest({
      message: M.requiredFields(missing),
      field: missing[0],
      code: ADDRESS_ERROR_CODES.requiredFields,
    });
  }
}

const notFound = () => AppError.notFound({ message: M.notFound, code: ADDRESS_ERROR_CODES.notFound });

function fieldsOf(input: ParsedAddressInput): AddressFields {
  const line2 = input.addressLine2?.trim();
  return {
    fullName: input.fullName,
    phone: input.phone,
    addressLine1: input.addressLine1,
    addressLine2: line2 ? line2 : undefined,
    city: input.city,
    state: input.state,
    postalCode: input.postalCode,
    country: input.country,
    addressType: input.addressType,
  };
}

export interface AddressBook {
  success: true;
  addresses: Address[];
  message?: string;
}

export async function listAddresses(db: Db, userId: string): Promise<AddressBook> {
  const addresses = await listUserAddresses(db, userId);
  return addresses.length === 0
    ? { success: true, addresses, message: M.noAddresses }
    : { success: true, addresses };
}

/** Adds an address; the first one, or one sent with isDefault true, becomes the default. */
export async function addAddress(
  db: Db,
  userId: string,
  input: ParsedAddressInput,
): Promise<AddressBook & { address: Address; message: string }> {
  const address = await db.transaction(async (tx) => {
    await lockUserBook(tx, userId);
    const count = await countUserAddresses(tx, userId);
    if (count >= MAX_ADDRESSES) {
      throw AppError.unprocessable({ message: M.tooMany, code: ADDRESS_ERROR_CODES.tooMany });
    }
    const isDefault = count === 0 || input.isDefault === true;
    // The partial unique index allows one default: the old one gives it up before the new row claims it.
    const saved = await insertAddress(tx, userId, fieldsOf(input), false);
    if (isDefault) await makeDefault(tx, userId, saved._id);
    return { ...saved, isDefault };
  });
  return { success: true, addresses: await listUserAddresses(db, userId), address, message: M.added };
}

/**
 * Replaces an address's fields; isDefault true moves the default here. isDefault false never leaves the book
 * without a default: the default moves only when another address is chosen.
 */
export async function editAddress(
  db: Db,
  userId: string,
  addressId: string,
  input: ParsedAddressInput,
): Promise<AddressBook & { address: Address; message: string }> {
  const address = await db.transaction(async (tx) => {
    await lockUserBook(tx, userId);
    const saved = await updateAddress(tx, userId, addressId, fieldsOf(input));
    if (!saved) throw notFound();
    if (input.isDefault === true && !saved.isDefault) {
      await makeDefault(tx, userId, addressId);
      return { ...saved, isDefault: true };
    }
    return saved;
  });
  return { success: true, addresses: await listUserAddresses(db, userId), address, message: M.updated };
}

/** Deletes an address; when it was the default, the newest remaining address becomes the default. */
export async function removeAddress(
  db: Db,
  userId: string,
  addressId: string,
): Promise<AddressBook & { message: string }> {
  await db.transaction(async (tx) => {
    await lockUserBook(tx, userId);
    const deleted = await deleteAddress(tx, userId, addressId);
    if (!deleted) throw notFound();
    if (deleted.wasDefault) {
      const next = await findNewestAddressId(tx, userId);
      if (next) await makeDefault(tx, userId, next);
    }
  });
  return { success: true, addresses: await listUserAddresses(db, userId), message: M.deleted };
}
