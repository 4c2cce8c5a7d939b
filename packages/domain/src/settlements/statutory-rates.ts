// The deductions the law makes a marketplace take from a seller's payout (docs/behaviour/seller-portal.md#settlements):
// GST TCS under section 52 of the CGST Act and income-tax TDS under section 194-O, each at the rate in force on the
// day of the sale. The history below is the law's; an operator adds a later rate (configurable) and never edits one.
import { z } from 'zod';
import { istMidnight } from './commission-rates.ts';

export const STATUTORY_KINDS = ['gst_tcs', 'income_tax_tds'] as const;
export type StatutoryKind = (typeof STATUTORY_KINDS)[number];

export interface StatutoryRate {
  kind: StatutoryKind;
  rateBps: number;
  effectiveFrom: Date;
}

/** A rate above 5 % is no statutory deduction on e-commerce sales; refuse typing slips. */
export const MAX_STATUTORY_BPS = 500;

/**
 * - GST TCS, section 52 CGST Act: 1 % (0.5 % CGST + 0.5 % SGST, or 1 % IGST) from 1 October 2018; 0.5 % from
 *   10 July 2024 (notification 15/2024-Central Tax: 0.25 % + 0.25 %, or 0.5 % IGST). On the net taxable value.
 * - Income-tax TDS, section 194-O: 0.75 % from 1 October 2020 (the 2020-21 relief), 1 % from 1 April 2021, 0.1 %
 *   from 1 October 2024 (Finance (No. 2) Act 2024). On the gross amount of sales, GST excluded when the invoice
 *   shows it separately (CBDT circular 17/2020).
 */
export const STATUTORY_RATE_HISTORY: readonly StatutoryRate[] = [
  { kind: 'gst_tcs', rateBps: 100, effectiveFrom: istMidnight('2018-10-01') },
  { kind: 'gst_tcs', rateBps: 50, effectiveFrom: istMidnight('2024-07-10') },
  { kind: 'income_tax_tds', rateBps: 75, effectiveFrom: istMidnight('2020-10-01') },
  { kind: 'income_tax_tds', rateBps: 100, effectiveFrom: istMidnight('2021-04-01') },
  { kind: 'income_tax_tds', rateBps: 10, effectiveFrom: istMidnight('2024-10-01') },
];

/** The rate of a kind in force at a moment (the latest effective one); 0 before the deduction existed. */
export function resolveStatutoryRate(rates: readonly StatutoryRate[], kind: StatutoryKind, at: Date): number {
  let best: StatutoryRate | null = null;
  for (const rate of rates) {
    if (rate.kind !== kind || rate.effectiveFrom.getTime() > at.getTime()) continue;
    if (!best || rate.effectiveFrom.getTime() >= best.effectiveFrom.getTime()) best = rate;
  }
  return best ? best.rateBps : 0;
}

export const statutoryRateInputSchema = z.object({
  kind: z.enum(STATUTORY_KINDS),
  rateBps: z.number().int().min(0).max(MAX_STATUTORY_BPS),
  effectiveFrom: z.coerce.date().optional(),
  note: z.string().trim().max(500).optional(),
});
export type StatutoryRateInput = z.input<typeof statutoryRateInputSchema>;
