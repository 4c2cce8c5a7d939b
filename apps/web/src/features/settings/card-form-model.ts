// The add-card form's rules as pure functions (docs/behaviour/account.md#saved-cards): the number typed in is cut to
// digits and shown in groups, its brand read from the prefix, and only the brand and last four digits leave the form
// — the full number is never part of the payload.
import {
  CARD_NUMBER_MAX,
  CARD_NUMBER_MIN,
  cardBrandOf,
  isCardExpired,
  type CardBrand,
  type CreatePaymentMethodRequest,
} from '@haat/domain/account/payment-method.schema';

export interface CardFormValues {
  cardHolderName: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  isDefault: boolean;
}

export function emptyCardValues(makeDefault = false): CardFormValues {
  return { cardHolderName: '', cardNumber: '', expiryMonth: '', expiryYear: '', isDefault: makeDefault };
}

/** The digits of what was typed or pasted, at most 16 (docs/behaviour/account.md#saved-cards). */
export function cardDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX);
}

/** Groups as printed on the card: Amex 4-6-5, every other brand in fours. */
export function formatCardNumber(raw: string): string {
  const digits = cardDigits(raw);
  if (cardBrandOf(digits) === 'Amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function cardLast4(raw: string): string {
  return cardDigits(raw).slice(-4);
}

/** The brand to show while typing: none until there is a digit to read. */
export function liveCardBrand(raw: string): CardBrand | null {
  return cardDigits(raw) ? cardBrandOf(raw) : null;
}

export type CardFormProblem = 'invalid' | 'expired';

/**
 * docs/behaviour/account.md#saved-cards: holder name, number (13–16 digits), month (1–2 digits, 1–12) and year (4
 * digits) are required, else 'Please fill in all required fields correctly.'; a card past its expiry month cannot be
 * saved.
 */
export function cardFormProblem(values: CardFormValues, now = new Date()): CardFormProblem | null {
  const digits = values.cardNumber.replace(/\D/g, '');
  const month = values.expiryMonth.trim();
  const year = values.expiryYear.trim();
  const valid =
    values.cardHolderName.trim().length > 0 &&
    digits.length >= CARD_NUMBER_MIN &&
    digits.length <= CARD_NUMBER_MAX &&
    /^\d{1,2}$/.test(month) &&
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    /^\d{4}$/.test(year) &&
    Number(year) >= 2000;
  if (!valid) return 'invalid';
  return isCardExpired(Number(month), Number(year), now) ? 'expired' : null;
}

/** What POST /api/users/payment-methods receives: the brand and last four digits, never the number itself. */
export function cardPayload(values: CardFormValues): CreatePaymentMethodRequest {
  return {
    cardBrand: cardBrandOf(values.cardNumber),
    cardLast4: cardLast4(values.cardNumber),
    cardHolderName: values.cardHolderName.trim(),
    expiryMonth: Number(values.expiryMonth.trim()),
    expiryYear: Number(values.expiryYear.trim()),
    isDefault: values.isDefault,
  };
}

/** "08/2029" */
export function cardExpiryLabel(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}
