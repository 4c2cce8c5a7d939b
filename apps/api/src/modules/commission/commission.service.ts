// The marketplace's commission and statutory rates (docs/behaviour/seller-portal.md#commission-rates): plain
// functions over the database handle for the operator console and the settlements. Rates are only ever added,
// effective now or later, so a statement computed again later comes out the same (docs/decisions/0020-settlements.md).
import {
  COMMISSION_ERROR_CODES,
  COMMISSION_MESSAGES,
  commissionRateInputSchema,
  resolveCommissionRate as resolveFromRates,
  type CommissionRate,
  type CommissionRateInput,
  type CommissionRateView,
  type ResolvedCommissionRate,
} from '@haat/domain/settlements/commission-rates';
import {
  STATUTORY_RATE_HISTORY,
  statutoryRateInputSchema,
  type StatutoryRate,
  type StatutoryRateInput,
} from '@haat/domain/settlements/statutory-rates';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  insertCommissionRate,
  insertStatutoryRate,
  selectCommissionRates,
  selectStatutoryRates,
  sellerExists,
  type CommissionRow,
} from './commission.repository.ts';

/** A request a few seconds late still means "now": the clock of the caller and the server differ a little. */
const NOW_GRACE_MS = 60_000;

function view(row: CommissionRow): CommissionRateView {
  return {
    id: row.id,
    sellerId: row.sellerId,
    categoryPath: row.categoryPath,
    rateBps: row.rateBps,
    ratePercent: row.rateBps / 100,
    effectiveFrom: row.effectiveFrom.toISOString(),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    note: row.note,
  };
}

/**
 * Every commission rate, the marketplace's and the overrides (or, with sellerId, the marketplace's and that seller's
 * only), ordered by seller (marketplace first), path and date: the history as well as the rates in force.
 */
export async function listCommissionRates(
  db: Db,
  filter: { sellerId?: string } = {},
): Promise<CommissionRateView[]> {
  const rows = await selectCommissionRates(db, filter.sellerId);
  return rows.map(view).sort((a, b) => (a.sellerId === null ? 0 : 1) - (b.sellerId === null ? 0 : 1));
}

/**
 * Adds a rate for a category path prefix ('' = every category), for every seller or one, from `effectiveFrom`
 * (default: now). A date in the past is refused, and so is a second rate for the same scope from the same moment:
 * what was sold stays at the rate it was sold under. `actor` is recorded ('operator:<id>', 'cli').
 */
export async function setCommissionRate(
  db: Db,
  input: CommissionRateInput,
  { actor, now = new Date() }: { actor: string; now?: Date },
): Promise<CommissionRateView> {
  const parsed = commissionRateInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw AppError.badRequest({
      message: issue.message,
      field: issue.path.join('.') || undefined,
      code: COMMISSION_ERROR_CODES.invalid,
    });
  }
  const rate = parsed.data;
  const effectiveFrom = rate.effectiveFrom ?? now;
  if (effectiveFrom.getTime() < now.getTime() - NOW_GRACE_MS)
    throw AppError.badRequest({
      message: COMMISSION_MESSAGES.pastDate,
      field: 'effectiveFrom',
      code: COMMISSION_ERROR_CODES.pastDate,
    });
  if (rate.sellerId !== null) {
    if (!(await sellerExists(db, rate.sellerId)))
      throw AppError.notFound({ message: COMMISSION_MESSAGES.unknownSeller });
  }
  const row = await insertCommissionRate(db, {
    sellerId: rate.sellerId,
    categoryPath: rate.categoryPath,
    rateBps: rate.rateBps,
    effectiveFrom,
    note: rate.note ?? null,
    createdBy: actor,
  });
  if (!row)
    throw AppError.conflict({
      message: COMMISSION_MESSAGES.duplicate,
      code: COMMISSION_ERROR_CODES.duplicate,
    });
  return view(row);
}

/** The rows resolveCommissionRate weighs for a seller: the marketplace's and that seller's own. */
export async function commissionRatesFor(db: Db, sellerId: string): Promise<CommissionRate[]> {
  const rows = await selectCommissionRates(db, sellerId);
  return rows.map((r) => ({
    sellerId: r.sellerId,
    categoryPath: r.categoryPath,
    rateBps: r.rateBps,
    effectiveFrom: r.effectiveFrom,
  }));
}

/** The rate in force for the seller's sale in a category at a moment (the rules: @haat/domain/settlements). */
export async function resolveCommissionRate(
  db: Db,
  sellerId: string,
  categoryPath: string,
  at: Date,
): Promise<ResolvedCommissionRate> {
  return resolveFromRates(await commissionRatesFor(db, sellerId), sellerId, categoryPath, at);
}

/** The law's TCS and TDS history with the rates added later, oldest first. */
export async function listStatutoryRates(db: Db): Promise<(StatutoryRate & { createdBy: string })[]> {
  const rows = await selectStatutoryRates(db);
  return [
    ...STATUTORY_RATE_HISTORY.map((r) => ({ ...r, createdBy: 'law' })),
    ...rows.map((r) => ({
      kind: r.kind,
      rateBps: r.rateBps,
      effectiveFrom: r.effectiveFrom,
      createdBy: r.createdBy,
    })),
  ].sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime());
}

/** Adds a GST TCS or income-tax TDS rate from a date, now or later (a change in the law); never edits one. */
export async function setStatutoryRate(
  db: Db,
  input: StatutoryRateInput,
  { actor, now = new Date() }: { actor: string; now?: Date },
): Promise<StatutoryRate> {
  const parsed = statutoryRateInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw AppError.badRequest({
      message: issue.message,
      field: issue.path.join('.') || undefined,
      code: COMMISSION_ERROR_CODES.invalid,
    });
  }
  const effectiveFrom = parsed.data.effectiveFrom ?? now;
  if (effectiveFrom.getTime() < now.getTime() - NOW_GRACE_MS)
    throw AppError.badRequest({
      message: COMMISSION_MESSAGES.pastDate,
      field: 'effectiveFrom',
      code: COMMISSION_ERROR_CODES.pastDate,
    });
  const row = await insertStatutoryRate(db, {
    kind: parsed.data.kind,
    rateBps: parsed.data.rateBps,
    effectiveFrom,
    note: parsed.data.note ?? null,
    createdBy: actor,
  });
  if (!row)
    throw AppError.conflict({
      message: COMMISSION_MESSAGES.duplicate,
      code: COMMISSION_ERROR_CODES.duplicate,
    });
  return { kind: row.kind, rateBps: row.rateBps, effectiveFrom: row.effectiveFrom };
}
