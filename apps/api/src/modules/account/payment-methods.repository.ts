// payment_methods rows (Drizzle only, no rules): a shopper's saved cards, read and written one user at a time.
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { CardBrand, PaymentMethod } from '@haat/domain/account/payment-method.schema';
import type { Db } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/account.ts';

type PaymentMethodRow = typeof paymentMethods.$inferSelect;

function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    _id: row.id,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    cardHolderName: row.cardHolderName,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    cardToken: row.cardToken,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Default first, then newest. */
export async function listPaymentMethods(db: Db, userId: string): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
  return rows.map(toPaymentMethod);
}

export async function countPaymentMethods(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentMethods).where(eq(paymentMethods.userId, userId));
  return row?.n ?? 0;
}

export interface NewPaymentMethod {
  cardBrand: CardBrand;
  cardLast4: string;
  cardHolderName: string;
  expiryMonth: number;
  expiryYear: number;
  cardToken: string;
}

export async function insertPaymentMethod(db: Db, userId: string, card: NewPaymentMethod): Promise<string> {
  const [row] = await db
    .insert(paymentMethods)
    .values({ userId, ...card, isDefault: false })
    .returning({ id: paymentMethods.id });
  if (!row) throw new Error('insert into payment_methods returned no row');
  return row.id;
}

/** Clears the other default first: the partial unique index allows one default per user. False: no such card. */
export async function makeDefaultPaymentMethod(db: Db, userId: string, id: string): Promise<boolean> {
  await db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(
      and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true), ne(paymentMethods.id, id)),
    );
  const rows = await db
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    .returning({ id: paymentMethods.id });
  return rows.length > 0;
}

/** Deletes and tells whether the card was the default (undefined: no such card of this user). */
export async function deletePaymentMethod(
  db: Db,
  userId: string,
  id: string,
): Promise<{ wasDefault: boolean } | undefined> {
  const [row] = await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    .returning({ isDefault: paymentMethods.isDefault });
  return row ? { wasDefault: row.isDefault } : undefined;
}

export async function findNewestPaymentMethodId(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .limit(1);
  return row?.id;
}
