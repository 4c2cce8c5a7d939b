// Each seller's return policy as the API speaks it (docs/behaviour/returns.md#seller-return-policy): stored rows, or
// the default for a seller who has not set one.
import {
  DEFAULT_RETURN_POLICY,
  listingReturnPolicy,
  RETURN_REASONS,
  type ReturnPolicy,
  type ReturnReason,
} from '@haat/domain/returns/return-policy';
import type { Db } from '../../db/client.ts';
import {
  findListingWindows,
  findPolicies,
  findPolicy,
  upsertPolicy,
  type ReturnPolicyRow,
} from './returns.repository.ts';

/**
 * Known reasons in the order of docs/behaviour/returns.md#reasons-and-types; a reason dropped from the list since the
 * row was written is left out.
 */
function reasons(stored: readonly string[]): ReturnReason[] {
  return RETURN_REASONS.filter((reason) => stored.includes(reason));
}

export function toPolicy(row: ReturnPolicyRow): ReturnPolicy {
  const acceptedReasons = reasons(row.acceptedReasons);
  return {
    returnWindow: row.returnWindowDays,
    returnShippingPaidBy: row.returnShippingPaidBy,
    restockingFeePercentage: row.restockingFeePercent,
    exchangeAllowed: row.exchangeAllowed,
    // The schema asks for at least one; a row whose reasons all vanished falls back to the default's.
    acceptedReasons: acceptedReasons.length > 0 ? acceptedReasons : DEFAULT_RETURN_POLICY.acceptedReasons,
    freeReturnReasons: reasons(row.freeReturnReasons),
    termsAndConditions: row.termsAndConditions,
  };
}

/** The policy of every seller named, the default for those without a row. */
export async function policiesOf(db: Db, sellerIds: readonly string[]): Promise<Map<string, ReturnPolicy>> {
  const rows = await findPolicies(db, sellerIds);
  const policies = new Map(rows.map((row) => [row.sellerId, toPolicy(row)]));
  for (const id of sellerIds) if (!policies.has(id)) policies.set(id, DEFAULT_RETURN_POLICY);
  return policies;
}

export async function sellerPolicy(db: Db, sellerId: string): Promise<ReturnPolicy> {
  const row = await findPolicy(db, sellerId);
  return row ? toPolicy(row) : DEFAULT_RETURN_POLICY;
}

/** The windows of the listings that set their own (docs/decisions/0021-listing-return-window.md), by product id. */
export async function listingWindowsOf(db: Db, productIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await findListingWindows(db, [...new Set(productIds)]);
  return new Map(
    rows.flatMap((row) => (row.returnWindowDays === null ? [] : [[row.id, row.returnWindowDays] as const])),
  );
}

/**
 * The policy one listing is returned under: its seller's with its own window when it sets one (`listingWindow`,
 * products.return_window_days, which the caller has read with the listing); the product page's promise reads it
 * (docs/decisions/0021-listing-return-window.md).
 */
export async function productReturnPolicy(
  db: Db,
  sellerId: string,
  listingWindow: number | null,
): Promise<ReturnPolicy> {
  return listingReturnPolicy(await sellerPolicy(db, sellerId), listingWindow);
}

/** Replaces the seller's policy; it applies to requests made from now on (a request keeps the terms it was made on). */
export async function putSellerPolicy(db: Db, sellerId: string, policy: ReturnPolicy): Promise<ReturnPolicy> {
  await upsertPolicy(db, {
    sellerId,
    returnWindowDays: policy.returnWindow,
    returnShippingPaidBy: policy.returnShippingPaidBy,
    restockingFeePercent: policy.restockingFeePercentage,
    exchangeAllowed: policy.exchangeAllowed,
    acceptedReasons: reasons(policy.acceptedReasons),
    freeReturnReasons: reasons(policy.freeReturnReasons),
    termsAndConditions: policy.termsAndConditions,
  });
  return sellerPolicy(db, sellerId);
}
