// Pure money and numbering rules of an order (issue 7): a seller coupon's discount spread over its lines to the
// paisa, the marketplace's commission, the order number and the per-seller GST invoice number.

/**
 * Splits `amount` paise over `weights` in proportion, exactly: floors first, then the leftover paise go one each
 * to the largest remainders (ties to the earlier weight). The shares add up to `amount` and none passes its weight
 * when amount ≤ the sum of weights.
 */
export function splitProportionally(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`amount must be whole paise ≥ 0, got ${amount}`);
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`weights must be whole paise ≥ 0, got ${w}`);
  }
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (amount === 0 || weights.length === 0) return weights.map(() => 0);
  if (total === 0) throw new RangeError('cannot split an amount over weights that are all 0');
  // BigInt keeps amount × weight exact beyond 2^53 (₹10 crore × ₹10 crore would not fit a double).
  const big = weights.map((w) => (BigInt(amount) * BigInt(w)) / BigInt(total));
  const shares = big.map(Number);
  const remainders = weights.map((w, i) => ({
    i,
    rest: BigInt(amount) * BigInt(w) - (big[i] ?? 0n) * BigInt(total),
  }));
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The commission on a sub-order total in basis points (1000 = 10 %), rounded half up to the paisa. */
export function commissionPaise(totalPaise: number, commissionBps: number): number {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0)
    throw new RangeError(`totalPaise must be whole paise ≥ 0, got ${totalPaise}`);
  if (!Number.isInteger(commissionBps) || commissionBps < 0 || commissionBps > 10_000)
    throw new RangeError(`commissionBps must be 0–10000, got ${commissionBps}`);
  return Number((BigInt(totalPaise) * BigInt(commissionBps) + 5_000n) / 10_000n);
}

export const ORDER_NUMBER_PATTERN = /^HT\d{10}$/;

/** 'HT' + 10 digits from a random source returning [0, 1); the caller retries on the rare collision. */
export function orderNumberFrom(random: () => number): string {
  let digits = '';
  for (let i = 0; i < 10; i += 1) digits += String(Math.min(9, Math.floor(random() * 10)));
  return `HT${digits}`;
}

/** India's financial year (1 April – 31 March) of a moment, read in India's time zone (UTC+5:30, no DST). */
export function indianFinancialYear(at: Date): { startYear: number; label: string; short: string } {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const startYear = ist.getUTCMonth() >= 3 ? year : year - 1;
  const end = String((startYear + 1) % 100).padStart(2, '0');
  return {
    startYear,
    /** '2026-27' */
    label: `${startYear}-${end}`,
    /** '2627' */
    short: `${String(startYear % 100).padStart(2, '0')}${end}`,
  };
}

/** The seller's part of an invoice number: its id in capitals without separators ('sel_001' → 'SEL001'). */
export function sellerInvoiceCode(sellerId: string): string {
  const code = sellerId.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (!code) throw new RangeError(`seller id '${sellerId}' has no letters or digits`);
  return code;
}

/** The prefix every invoice of a seller in a financial year shares: 'SEL001/2627/'. */
export function invoicePrefix(sellerId: string, at: Date): string {
  return `${sellerInvoiceCode(sellerId)}/${indianFinancialYear(at).short}/`;
}

/**
 * A seller's GST invoice number (CGST rule 46: unique per financial year, at most 16 characters of letters,
 * digits, '/' and '-'): the seller's code, then 'YYYY/NNNNNN' — 11 characters for the first million invoices
 * of a year — e.g. 'SEL001/2627/000042'.
 */
export function invoiceNumber(sellerId: string, at: Date, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError(`serial must be ≥ 1, got ${serial}`);
  return `${invoicePrefix(sellerId, at)}${String(serial).padStart(6, '0')}`;
}

/** The serial of an invoice number of this prefix, or 0 when it belongs to another seller or year. */
export function invoiceSerialOf(number: string | undefined, prefix: string): number {
  if (!number?.startsWith(prefix)) return 0;
  const serial = Number(number.slice(prefix.length));
  return Number.isSafeInteger(serial) && serial > 0 ? serial : 0;
}
