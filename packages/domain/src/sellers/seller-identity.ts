// A seller's tax and bank identity at sign-up (docs/behaviour/seller-portal.md#identity-checks): GSTIN with its
// check character, PAN agreeing with the GSTIN, IFSC format. Pure: the API refuses and the portal explains the same.
import { GST_STATE_CODES } from '../invoices/gst-invoice.ts';

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 2-digit state code, the PAN (10), an entity number, 'Z', the check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Five letters, four digits, a letter; the fourth letter is the holder's kind (P person, C company, F firm…). */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;
/** Four letters of the bank, a zero, six characters of the branch (RBI). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^[0-9]{9,18}$/;

/**
 * The GSTIN check character over its first 14 characters: the mod-36 Luhn scheme GSTN publishes (each character's
 * value times 1 or 2 alternately, the product's quotient and remainder by 36 summed, the check making it a multiple
 * of 36).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_ALPHABET.indexOf(first14.charAt(i));
    if (value < 0) throw new Error(`not a GSTIN character: ${first14.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export type GstinProblem = 'format' | 'state' | 'checksum';

/** Why a GSTIN (upper-cased, trimmed) is not valid, or null. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  if (!(gstin.slice(0, 2) in GST_STATE_CODES)) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return 'checksum';
  return null;
}

/** The PAN inside a GSTIN: characters 3 to 12. */
export function panOfGstin(gstin: string): string {
  return gstin.slice(2, 12);
}

/** Upper-case with spaces and hyphens dropped: how people paste these codes. */
export function normalizeCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}
