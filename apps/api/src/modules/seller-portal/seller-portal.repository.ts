// SQL of the seller portal: seller accounts, their sessions, and the seller rows they sign up.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerAccounts, sellerSessions, sellers } from '../../db/schema/sellers.ts';

export async function findTakenSellerContacts(db: Db, email: string, phone: string) {
  const rows = await db
    .select({ email: sellerAccounts.email, phone: sellerAccounts.phone })
    .from(sellerAccounts)
    .where(or(eq(sellerAccounts.email, email), eq(sellerAccounts.phone, phone)));
  return { email: rows.some((r) => r.email === email), phone: rows.some((r) => r.phone === phone) };
}

export async function gstinTaken(db: Db, gstin: string): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.gstin, gstin)).limit(1);
  return row !== undefined;
}

export type NewSeller = typeof sellers.$inferInsert;

export async function insertSellerWithAccount(
  tx: Db,
  seller: NewSeller,
  account: { email: string; phone: string; passwordHash: string },
): Promise<string> {
  await tx.insert(sellers).values(seller);
  const [row] = await tx
    .insert(sellerAccounts)
    .values({ ...account, sellerId: seller.id })
    .returning({ id: sellerAccounts.id });
  if (!row) throw new Error('seller account not inserted');
  return row.id;
}

/** The account by its e-mail or phone (the sign-in form takes either). */
export async function findAccountByLogin(db: Db, login: string) {
  const [row] = await db
    .select({
      id: sellerAccounts.id,
      sellerId: sellerAccounts.sellerId,
      passwordHash: sellerAccounts.passwordHash,
    })
    .from(sellerAccounts)
    .where(or(eq(sellerAccounts.email, login), eq(sellerAccounts.phone, login)))
    .limit(1);
  return row;
}

export async function insertSellerSession(
  db: Db,
  row: { accountId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sellerSessions).values(row);
}

/** The seller behind a live session token. */
export async function findSessionSeller(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: sellerSessions.id, accountId: sellerAccounts.id, sellerId: sellerAccounts.sellerId })
    .from(sellerSessions)
    .innerJoin(sellerAccounts, eq(sellerAccounts.id, sellerSessions.accountId))
    .where(
      and(
        eq(sellerSessions.tokenHash, tokenHash),
        isNull(sellerSessions.revokedAt),
        gt(sellerSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSellerSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sellerSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sellerSessions.id, sessionId), isNull(sellerSessions.revokedAt)));
}

/** What the portal shows of a seller: its row with its account's contacts. */
export async function findSellerProfileRow(db: Db, sellerId: string) {
  const [row] = await db
    .select({
      id: sellers.id,
      legalName: sellers.legalName,
      gstin: sellers.gstin,
      status: sellers.status,
      reviewNote: sellers.reviewNote,
      suspendedAt: sellers.suspendedAt,
      suspensionReason: sellers.suspensionReason,
      addressLine: sellers.addressLine,
      city: sellers.city,
      state: sellers.state,
      pincode: sellers.pincode,
      bankAccountHolder: sellers.bankAccountHolder,
      bankAccountNumber: sellers.bankAccountNumber,
      bankIfsc: sellers.bankIfsc,
      createdAt: sellers.createdAt,
      email: sellerAccounts.email,
      phone: sellerAccounts.phone,
    })
    .from(sellers)
    .leftJoin(sellerAccounts, eq(sellerAccounts.sellerId, sellers.id))
    .where(eq(sellers.id, sellerId))
    .limit(1);
  return row;
}

export async function sellerStatus(db: Db, sellerId: string) {
  const [row] = await db.select({ status: sellers.status }).from(sellers).where(eq(sellers.id, sellerId));
  return row?.status;
}

/** The review status and whether the operator has the seller suspended. */
export async function sellerStanding(db: Db, sellerId: string) {
  const [row] = await db
    .select({ status: sellers.status, suspendedAt: sellers.suspendedAt })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return row;
}

/** The operator's decision (the review CLI today, the operator console later). */
export async function setSellerReview(
  db: Db,
  sellerId: string,
  status: 'approved' | 'rejected',
  note: string | null,
): Promise<boolean> {
  const rows = await db
    .update(sellers)
    .set({ status, reviewNote: note, reviewedAt: sql`now()` })
    .where(eq(sellers.id, sellerId))
    .returning({ id: sellers.id });
  return rows.length > 0;
}

export async function listSellersByStatus(db: Db, status: 'pending_review' | 'approved' | 'rejected') {
  return db
    .select({
      id: sellers.id,
      legalName: sellers.legalName,
      gstin: sellers.gstin,
      city: sellers.city,
      createdAt: sellers.createdAt,
      email: sellerAccounts.email,
    })
    .from(sellers)
    .leftJoin(sellerAccounts, eq(sellerAccounts.sellerId, sellers.id))
    .where(eq(sellers.status, status))
    .orderBy(sellers.createdAt);
}
