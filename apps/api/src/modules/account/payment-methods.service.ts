// Saved cards (docs/behaviour/account.md#saved-cards; issue 9): only the brand, the last four digits, the
// holder's name, the expiry and an opaque token are kept, never a card number; at most MAX_PAYMENT_METHODS, exactly
// one default while any card is saved.
import { randomInt } from 'node:crypto';
import { ACCOUNT_ERROR_CODES as CODES, ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import {
  containsCardNumber,
  isCardExpired,
  MAX_PAYMENT_METHODS,
  type CardBrand,
  type PaymentMethod,
} from '@haat/domain/account/payment-method.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { lockUserBook } from '../addresses/addresses.repository.ts';
import {
  countPaymentMethods,
  deletePaymentMethod,
  findNewestPaymentMethodId,
  insertPaymentMethod,
  listPaymentMethods,
  makeDefaultPaymentMethod,
} from './payment-methods.repository.ts';

export interface PaymentMethodList {
  success: true;
  paymentMethods: PaymentMethod[];
  message?: string;
}

/**
 * Runs on the raw body, before the schema strips keys it does not know: a card number in any field, known or not,
 * is refused, so it never reaches a log line, a database row or an error message that echoes input.
 */
export function refuseCardNumbers(body: unknown): void {
  if (containsCardNumber(body)) {
    throw AppError.badRequest({
      message: M.fullCardNumberRefused,
      field: 'cardNumber',
      code: CODES.fullCardNumberRefused,
    });
  }
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CLIENT_TOKEN = /^[A-Za-z0-9_]{1,100}$/;

/** Our own opaque reference: `card_` and 24 base62 characters from a CSPRNG. */
export function issueCardReference(): string {
  let reference = 'card_';
  for (let i = 0; i < 24; i += 1) reference += BASE62[randomInt(BASE62.length)];
  return reference;
}

/** A gateway's token is kept when it looks like one (word characters, no long digit run); else ours is issued. */
function cardTokenOf(clientToken: string | undefined): string {
  const token = clientToken?.trim();
  return token && CLIENT_TOKEN.test(token) && !/\d{12}/.test(token) ? token : issueCardReference();
}

export async function listCards(db: Db, userId: string): Promise<PaymentMethodList> {
  return { success: true, paymentMethods: await listPaymentMethods(db, userId) };
}

export interface NewCardInput {
  cardBrand: CardBrand;
  cardLast4: string;
  cardHolderName: string;
  expiryMonth: number;
  expiryYear: number;
  cardToken?: string | undefined;
  isDefault?: boolean | undefined;
}

/** Saves a card; the first one, or one sent with isDefault true, becomes the only default. */
export async function addCard(
  deps: { db: Db; now: () => Date },
  userId: string,
  input: NewCardInput,
): Promise<PaymentMethodList> {
  if (isCardExpired(input.expiryMonth, input.expiryYear, deps.now())) {
    throw AppError.badRequest({ message: M.cardExpired, field: 'expiryMonth' });
  }
  await deps.db.transaction(async (tx) => {
    // Two tabs saving at once queue here, so the limit and the single default are decided one save at a time.
    await lockUserBook(tx, userId);
    const saved = await countPaymentMethods(tx, userId);
    if (saved >= MAX_PAYMENT_METHODS)
      throw AppError.unprocessable({ message: M.tooManyCards, code: CODES.tooManyCards });
    const id = await insertPaymentMethod(tx, userId, {
      cardBrand: input.cardBrand,
      cardLast4: input.cardLast4,
      cardHolderName: input.cardHolderName,
      expiryMonth: input.expiryMonth,
      expiryYear: input.expiryYear,
      cardToken: cardTokenOf(input.cardToken),
    });
    if (saved === 0 || input.isDefault === true) await makeDefaultPaymentMethod(tx, userId, id);
  });
  return { success: true, paymentMethods: await listPaymentMethods(deps.db, userId), message: M.cardSaved };
}

const notFound = () => AppError.notFound({ message: M.cardNotFound, code: CODES.cardNotFound });

/** Deletes a card; when it was the default, the newest remaining card becomes the default. */
export async function removeCard(db: Db, userId: string, id: string): Promise<PaymentMethodList> {
  await db.transaction(async (tx) => {
    await lockUserBook(tx, userId);
    const deleted = await deletePaymentMethod(tx, userId, id);
    if (!deleted) throw notFound();
    if (deleted.wasDefault) {
      const next = await findNewestPaymentMethodId(tx, userId);
      if (next) await makeDefaultPaymentMethod(tx, userId, next);
    }
  });
  return { success: true, paymentMethods: await listPaymentMethods(db, userId), message: M.cardDeleted };
}

export async function setDefaultCard(db: Db, userId: string, id: string): Promise<PaymentMethodList> {
  await db.transaction(async (tx) => {
    await lockUserBook(tx, userId);
    if (!(await makeDefaultPaymentMethod(tx, userId, id))) throw notFound();
  });
  return { success: true, paymentMethods: await listPaymentMethods(db, userId), message: M.changesSaved };
}
