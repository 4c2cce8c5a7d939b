// Saved cards (docs/behaviour/account.md#saved-cards; issue 9): GET/POST /api/users/payment-methods and
// DELETE /api/users/payment-methods/{id}. A full card number never reaches or stays on our server: the browser
// derives the brand and the last four digits and sends only those; the server refuses any body that carries a
// card-number-like run of 12 or more digits anywhere.
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-messages.ts';

export const CARD_BRANDS = ['Visa', 'MasterCard', 'Amex', 'Discover', 'Other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const MAX_PAYMENT_METHODS = 10;
export const CARD_NUMBER_MIN = 13;
export const CARD_NUMBER_MAX = 16;

/**
 * docs/behaviour/account.md#saved-cards: Visa starts 4, MasterCard 51–55, Amex 34 or 37, Discover 6011 or 65, else
 * Other.
 */
export function cardBrandOf(cardNumber: string): CardBrand {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'Amex';
  if (/^(6011|65)/.test(digits)) return 'Discover';
  return 'Other';
}

/** A run of 12+ digits (spaces and dashes allowed between them) looks like a card number. */
const CARD_NUMBER_LIKE = /\d(?:[ -]?\d){11,}/;

/** True when any string anywhere in the value holds a card-number-like run. */
export function containsCardNumber(value: unknown): boolean {
  if (typeof value === 'string') return CARD_NUMBER_LIKE.test(value);
  if (typeof value === 'number') return CARD_NUMBER_LIKE.test(String(value));
  if (Array.isArray(value)) return value.some(containsCardNumber);
  if (value && typeof value === 'object') return Object.values(value).some(containsCardNumber);
  return false;
}

export const createPaymentMethodRequestSchema = z.object({
  cardBrand: z.enum(CARD_BRANDS),
  cardLast4: z.string().regex(/^[0-9]{4}$/, M.cardLast4Invalid),
  cardHolderName: z.string().trim().min(1, M.cardFormInvalid).max(100),
  expiryMonth: z.coerce.number().int().min(1, M.cardFormInvalid).max(12, M.cardFormInvalid),
  expiryYear: z.coerce.number().int().min(2000, M.cardFormInvalid).max(2100, M.cardFormInvalid),
  /**
   * The gateway's token for the card when it has one; the server issues its own reference otherwise. Never a
   * card number: containsCardNumber refuses it.
   */
  cardToken: z.string().trim().max(100).optional(),
  isDefault: z.boolean().optional(),
});
export type CreatePaymentMethodRequest = z.input<typeof createPaymentMethodRequestSchema>;

export const paymentMethodSchema = z.object({
  _id: z.string(),
  cardBrand: z.enum(CARD_BRANDS),
  cardLast4: z.string(),
  cardHolderName: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  cardToken: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponseSchema = z.object({
  success: z.literal(true),
  paymentMethods: z.array(paymentMethodSchema),
  message: z.string().optional(),
});

export const paymentMethodIdParamsSchema = z.object({ id: z.uuid({ error: M.cardNotFound }) });

/** A card whose expiry month is before this month is expired (valid through the end of its month). */
export function isCardExpired(month: number, year: number, now = new Date()): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return year < y || (year === y && month < m);
}
