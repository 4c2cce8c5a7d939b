// The marketplace's commission rates (docs/behaviour/seller-portal.md#commission-rates): a rate per category path
// prefix and a per-seller override, each effective from a date. The rate for a sale is the one in force at the
// moment the order was placed (docs/decisions/0020-settlements.md); a later rate never rewrites the past.
import { z } from 'zod';
import { CATEGORIES } from '../catalog/category-tree.ts';

/** Basis points: 100 bps = 1 %. Commission rates stay within 0–50 %, as the sellers table already bounds them. */
export const MAX_COMMISSION_BPS = 5_000;

/** The rate when no rate row is in force (no default table yet at that date): 10 %, the sellers table's default. */
export const FALLBACK_COMMISSION_BPS = 1_000;

export interface CommissionRate {
  /** null: the marketplace's rate for everyone; a seller id: that seller's override. */
  sellerId: string | null;
  /** '' (every category), 'fashion', 'fashion/shoes' or 'fashion/shoes/sneakers'. */
  categoryPath: string;
  rateBps: number;
  effectiveFrom: Date;
}

export interface ResolvedCommissionRate {
  rateBps: number;
  /** The row that decided, or null when none was in force and FALLBACK_COMMISSION_BPS applied. */
  rate: CommissionRate | null;
}

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A category path's canonical form: lower case, '/'-separated, no leading or trailing slash; '' for everything. */
export function normaliseCategoryPath(path: string): string {
  return path
    .trim()
    .toLowerCase()
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean)
    .join('/');
}

/** Whether `prefix` covers `path` segment by segment ('fashion' covers 'fashion/shoes', not 'fashion-kids'). */
export function categoryPathCovers(prefix: string, path: string): boolean {
  if (prefix === '') return true;
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Whether a path names a category, subcategory or item of the store's tree (pseudo-categories excluded), or is ''.
 * Rates on made-up paths would never apply, so the service refuses them.
 */
export function isKnownCategoryPath(path: string): boolean {
  if (path === '') return true;
  const parts = path.split('/');
  if (parts.length > 3 || !parts.every((p) => SEGMENT.test(p))) return false;
  const category = CATEGORIES.find((c) => c.id === parts[0] && !c.pseudo);
  if (!category) return false;
  if (parts.length === 1) return true;
  const sub = category.subcategories.find((s) => s.id === parts[1]);
  if (!sub) return false;
  if (parts.length === 2) return true;
  return sub.items.some((i) => i.id === parts[2]);
}

function depth(path: string): number {
  return path === '' ? 0 : path.split('/').length;
}

/**
 * The rate in force for a seller's sale in a category at a moment: among the rows already effective at `at`, a
 * seller's own override beats the marketplace's rates; within each, the most specific path that covers the
 * category wins, and for one path the latest effective date. None in force: FALLBACK_COMMISSION_BPS.
 */
export function resolveCommissionRate(
  rates: readonly CommissionRate[],
  sellerId: string,
  categoryPath: string,
  at: Date,
): ResolvedCommissionRate {
  const path = normaliseCategoryPath(categoryPath);
  let best: CommissionRate | null = null;
  const rank = (r: CommissionRate) => [
    r.sellerId === null ? 0 : 1,
    depth(r.categoryPath),
    r.effectiveFrom.getTime(),
  ];
  for (const rate of rates) {
    if (rate.sellerId !== null && rate.sellerId !== sellerId) continue;
    if (rate.effectiveFrom.getTime() > at.getTime()) continue;
    if (!categoryPathCovers(rate.categoryPath, path)) continue;
    if (!best) {
      best = rate;
      continue;
    }
    const [a, b] = [rank(rate), rank(best)];
    if (a[0]! > b[0]! || (a[0] === b[0] && (a[1]! > b[1]! || (a[1] === b[1] && a[2]! > b[2]!)))) best = rate;
  }
  return best ? { rateBps: best.rateBps, rate: best } : { rateBps: FALLBACK_COMMISSION_BPS, rate: null };
}

/** Midnight in India (IST, UTC+05:30) at the start of a calendar date 'YYYY-MM-DD'. */
export function istMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

/** When the default table took effect: the start of financial year 2024-25. */
export const DEFAULT_RATES_EFFECTIVE_FROM = istMidnight('2024-04-01');

/**
 * The marketplace's default commission per category, in the range Indian marketplaces charge (referral fees of
 * 5–8 % on phones, large appliances and groceries, 9–12 % on books, beauty, home and toys, 15–18 % on fashion and
 * accessories), GST on the fee included. The operator changes them from a date onward; they never change the past.
 */
export const DEFAULT_COMMISSION_RATES: readonly { categoryPath: string; rateBps: number }[] = [
  { categoryPath: '', rateBps: 1_000 },
  { categoryPath: 'mobile-phones', rateBps: 500 },
  { categoryPath: 'mobile-phones/accessories', rateBps: 1_500 },
  { categoryPath: 'electronics', rateBps: 700 },
  { categoryPath: 'electronics/audio', rateBps: 1_000 },
  { categoryPath: 'fashion', rateBps: 1_700 },
  { categoryPath: 'fashion/shoes', rateBps: 1_500 },
  { categoryPath: 'fashion/accessories', rateBps: 1_800 },
  { categoryPath: 'fashion/luggage', rateBps: 1_100 },
  { categoryPath: 'home', rateBps: 1_200 },
  { categoryPath: 'home/furniture', rateBps: 1_500 },
  { categoryPath: 'books', rateBps: 900 },
  { categoryPath: 'beauty', rateBps: 900 },
  { categoryPath: 'grocery', rateBps: 500 },
  { categoryPath: 'kids', rateBps: 1_100 },
  { categoryPath: 'sports', rateBps: 1_000 },
  { categoryPath: 'automotive', rateBps: 1_000 },
  { categoryPath: 'automotive/tyres', rateBps: 600 },
  { categoryPath: 'appliances', rateBps: 600 },
  { categoryPath: 'appliances/small', rateBps: 900 },
  { categoryPath: 'home-appliances', rateBps: 800 },
];

export const COMMISSION_MESSAGES = {
  unknownCategory: 'Choose a category of the store, or leave it empty for every category',
  rateRange: 'A commission rate is between 0 % and 50 %, in steps of 0.01 %',
  pastDate: 'A new rate takes effect now or later: it never changes sales already made',
  unknownSeller: 'No seller has this id',
  duplicate: 'A rate for this seller and category already starts at that moment',
} as const;

export const COMMISSION_ERROR_CODES = {
  invalid: 'COMMISSION_RATE_INVALID',
  pastDate: 'COMMISSION_RATE_IN_PAST',
  duplicate: 'COMMISSION_RATE_EXISTS',
} as const;

/** What the operator sends to set a rate (the operator console validates with it; the service checks it again). */
export const commissionRateInputSchema = z.object({
  sellerId: z.string().trim().min(1).max(64).nullable().default(null),
  categoryPath: z
    .string()
    .max(200)
    .default('')
    .transform(normaliseCategoryPath)
    .refine(isKnownCategoryPath, COMMISSION_MESSAGES.unknownCategory),
  rateBps: z
    .number()
    .int(COMMISSION_MESSAGES.rateRange)
    .min(0, COMMISSION_MESSAGES.rateRange)
    .max(MAX_COMMISSION_BPS, COMMISSION_MESSAGES.rateRange),
  /** Omitted: at once. */
  effectiveFrom: z.coerce.date().optional(),
  note: z.string().trim().max(500).optional(),
});
export type CommissionRateInput = z.input<typeof commissionRateInputSchema>;

/** A rate as the API shows it: the percentage for people, the basis points for machines. */
export const commissionRateSchema = z.object({
  id: z.string(),
  sellerId: z.string().nullable(),
  categoryPath: z.string(),
  rateBps: z.number().int(),
  ratePercent: z.number(),
  effectiveFrom: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  note: z.string().nullable(),
});
export type CommissionRateView = z.infer<typeof commissionRateSchema>;
