// The settlement calls of Seller Central (docs/behaviour/seller-portal.md#settlements): the list of weekly
// statements and one statement for a week or a range of dates. Amounts in rupees (ADR 0004), rates in percent.
import { z } from 'zod';

/** A statement covers at most a year of dates. */
export const MAX_STATEMENT_DAYS = 366;

export const SETTLEMENT_MESSAGES = {
  badDate: 'Give dates as YYYY-MM-DD',
  badRange: 'The end date must be on or after the start date',
  rangeTooLong: 'A statement covers at most 366 days',
} as const;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, SETTLEMENT_MESSAGES.badDate);

/** from and to are IST calendar dates, both included. */
export const settlementQuerySchema = z.object({ from: date, to: date });
export type SettlementQuery = z.infer<typeof settlementQuerySchema>;

export const settlementTotalsSchema = z.object({
  amount: z.number(),
  items: z.number(),
  shipping: z.number(),
  commission: z.number(),
  taxable: z.number(),
  tcs: z.number(),
  tds: z.number(),
  /** The payout: the sum of the lines' nets. */
  net: z.number(),
  sales: z.number().int(),
  reversals: z.number().int(),
});
export type SettlementTotalsView = z.infer<typeof settlementTotalsSchema>;

export const settlementLineSchema = z.object({
  kind: z.enum(['sale', 'reversal']),
  subOrderId: z.string(),
  orderNumber: z.string(),
  returnNumber: z.string().nullable(),
  /** The delivery (sale) or the refund (reversal). */
  at: z.string(),
  amount: z.number(),
  items: z.number(),
  shipping: z.number(),
  commission: z.number(),
  taxable: z.number(),
  tcs: z.number(),
  tds: z.number(),
  net: z.number(),
  tcsPercent: z.number(),
  tdsPercent: z.number(),
});
export type SettlementLineView = z.infer<typeof settlementLineSchema>;

export const settlementSummarySchema = z.object({
  /** The week's Monday, 'YYYY-MM-DD' (IST). */
  id: z.string(),
  /** IST calendar dates, both included (Monday to Sunday). */
  from: z.string(),
  to: z.string(),
  totals: settlementTotalsSchema,
});
export type SettlementSummary = z.infer<typeof settlementSummarySchema>;

export const settlementListResponseSchema = z.object({
  /** Weeks with at least one line, newest first. */
  statements: z.array(settlementSummarySchema),
  /** The rates in force today, for the page's explanation. */
  rates: z.object({ tcsPercent: z.number(), tdsPercent: z.number() }),
});
export type SettlementListResponse = z.infer<typeof settlementListResponseSchema>;

export const settlementStatementResponseSchema = z.object({
  statement: z.object({
    from: z.string(),
    to: z.string(),
    lines: z.array(settlementLineSchema),
    totals: settlementTotalsSchema,
  }),
});
export type SettlementStatementResponse = z.infer<typeof settlementStatementResponseSchema>;
