// Use cases of the seller portal (docs/behaviour/seller-portal.md): registration into pending review, sign-in to a
// portal session, the seller's profile, sign-out. Passwords are argon2id (modules/auth/passwords.ts).
import { randomBytes } from 'node:crypto';
import { SELLER_ERROR_CODES, SELLER_MESSAGES as M } from '@haat/domain/sellers/seller-portal-messages';
import { panOfGstin } from '@haat/domain/sellers/seller-identity';
import type { SellerProfile } from '@haat/domain/sellers/seller-portal.schema';
import { GST_STATE_CODES } from '@haat/domain/invoices/gst-invoice';
import { normalizeEmail, normalizePhone, SESSION_ABSOLUTE_TTL_SECONDS } from '@haat/domain/auth/auth-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { findPincodePlace } from '../geo/geo.repository.ts';
import { sha256Hex } from '../sellers/seller-keys.ts';
import { consumeSellerVerifications } from './seller-codes.service.ts';
import {
  findAccountByLogin,
  findSellerProfileRow,
  gstinTaken,
  insertSellerSession,
  insertSellerWithAccount,
} from './seller-portal.repository.ts';

export interface RegisterInput {
  email: string;
  phone: string;
  password: string;
  business: {
    businessName: string;
    gstin: string;
    pan: string;
    addressLine: string;
    pincode: string;
    accountHolder: string;
    accountNumber: string;
    ifsc: string;
  };
}

/** 'sel_' and 10 random base-32 characters: readable like the seeded 'sel_001', never guessable in order. */
function newSellerId(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  return `sel_${Array.from(bytes, (b) => alphabet.charAt(b % 32)).join('')}`;
}

/** A session token: 32 random bytes, kept by the portal, stored as its SHA-256. */
async function openSession(db: Db, accountId: string): Promise<string> {
  const token = `hss_${randomBytes(32).toString('base64url')}`;
  await insertSellerSession(db, {
    accountId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_TTL_SECONDS * 1000),
  });
  return token;
}

export async function registerSeller(
  db: Db,
  input: RegisterInput,
): Promise<{ token: string; sellerId: string }> {
  const b = input.business;
  const email = normalizeEmail(input.email);
  const phone = normalizePhone(input.phone);
  const place = await findPincodePlace(db, b.pincode);
  if (!place)
    throw new AppError({
      status: 422,
      code: SELLER_ERROR_CODES.pincodeUnknown,
      message: M.pincodeUnknown,
      field: 'business.pincode',
    });
  if (await gstinTaken(db, b.gstin))
    throw new AppError({
      status: 409,
      code: SELLER_ERROR_CODES.gstinTaken,
      message: M.gstinTaken,
      field: 'business.gstin',
    });
  const stateCode = b.gstin.slice(0, 2);
  const passwordHash = await hashPassword(input.password);
  const sellerId = newSellerId();
  const accountId = await db.transaction(async (tx) => {
    await consumeSellerVerifications(tx, email, phone);
    return insertSellerWithAccount(
      tx,
      {
        id: sellerId,
        legalName: b.businessName,
        displayName: b.businessName,
        gstin: b.gstin,
        stateCode,
        state: GST_STATE_CODES[stateCode as keyof typeof GST_STATE_CODES] ?? place.state,
        addressLine: b.addressLine,
        city: place.city,
        pincode: b.pincode,
        status: 'pending_review',
        bankAccountHolder: b.accountHolder,
        bankAccountNumber: b.accountNumber,
        bankIfsc: b.ifsc,
      },
      { email, phone, passwordHash },
    );
  });
  return { token: await openSession(db, accountId), sellerId };
}

const invalidCredentials = () =>
  new AppError({ status: 401, code: SELLER_ERROR_CODES.invalidCredentials, message: M.invalidCredentials });

/** E-mail or phone and password; an unknown login spends the time of a real check. */
export async function signInSeller(
  db: Db,
  login: string,
  password: string,
): Promise<{ token: string; sellerId: string }> {
  const normalized = login.includes('@') ? normalizeEmail(login) : normalizePhone(login);
  const account = await findAccountByLogin(db, normalized);
  if (!account) {
    await verifyAgainstDummy(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(account.passwordHash, password))) throw invalidCredentials();
  return { token: await openSession(db, account.id), sellerId: account.sellerId };
}

export async function sellerProfile(db: Db, sellerId: string): Promise<SellerProfile> {
  const row = await findSellerProfileRow(db, sellerId);
  if (!row)
    throw new AppError({ status: 401, code: SELLER_ERROR_CODES.unauthenticated, message: M.signInRequired });
  return {
    id: row.id,
    businessName: row.legalName,
    gstin: row.gstin,
    pan: panOfGstin(row.gstin),
    status: row.status,
    reviewNote: row.reviewNote,
    suspension: row.suspendedAt
      ? { since: row.suspendedAt.toISOString(), reason: row.suspensionReason ?? '' }
      : null,
    email: row.email ?? '',
    phone: row.phone ?? '',
    addressLine: row.addressLine,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    bank:
      row.bankAccountNumber && row.bankIfsc
        ? {
            accountHolder: row.bankAccountHolder ?? '',
            accountLast4: row.bankAccountNumber.slice(-4),
            ifsc: row.bankIfsc,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
