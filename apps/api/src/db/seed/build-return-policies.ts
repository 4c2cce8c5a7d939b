// Every seeded seller's return policy (issue 8, docs/behaviour/returns.md#seller-return-policy): windows of 7 to 30
// days, some sellers charging return shipping or a restocking fee, a few without exchanges, each accepting a large
// subset of the reasons and always the seller's own faults, which it returns free. Deterministic: a PRNG per seller.
import { RETURN_REASONS, type ReturnReason } from '@haat/domain/returns/return-policy';
import type { Db } from '../client.ts';
import { returnPolicies } from '../schema/returns.ts';
import type { SellerRow } from './build-sellers.ts';
import { Random } from './random.ts';

export type ReturnPolicyRow = typeof returnPolicies.$inferInsert;

/** The seller's fault, never the buyer's: always accepted, and returned with no shipping charge and no fee. */
export const SELLER_FAULT_REASONS: readonly ReturnReason[] = [
  'Defective/Damaged Product',
  'Wrong Item Received',
  'Not as Described',
  'Missing Parts/Accessories',
];

/** Goods that are worn or fitted: their sellers take size and fit returns whatever else they refuse. */
const FITTED_GOODS = ['fashion', 'footwear', 'clothing', 'shoes', 'apparel'];

const CONDITION_TERMS = [
  'Items must be unused, with tags and original packaging.',
  'Return the item in its original box with every accessory, manual and free gift.',
  'Items must be unused and undamaged; seals of sealed goods must be intact.',
] as const;

function terms(rng: Random, policy: Omit<ReturnPolicyRow, 'termsAndConditions' | 'sellerId'>): string {
  const parts = [
    `Returns are accepted within ${policy.returnWindowDays} days of delivery.`,
    rng.pick(CONDITION_TERMS),
    policy.returnShippingPaidBy === 'customer'
      ? 'Return shipping is paid by the customer unless the item arrived defective, wrong or incomplete.'
      : 'Return pickup is free.',
    ...((policy.restockingFeePercent ?? 0) > 0
      ? [`A ${policy.restockingFeePercent}% restocking fee applies to returns that are not our fault.`]
      : []),
    policy.exchangeAllowed === false ? 'We do not offer exchanges; returns are refunded.' : '',
    'Refunds go back to the original payment method after the item is inspected.',
  ];
  return parts.filter(Boolean).join(' ');
}

export function buildReturnPolicies(sellers: readonly Pick<SellerRow, 'id' | 'sells'>[]): ReturnPolicyRow[] {
  return sellers.map((seller) => {
    const rng = new Random(`returns:${seller.id}`);
    const fitted = seller.sells.some((s) => FITTED_GOODS.some((g) => s.includes(g)));
    // Each other reason is accepted by most sellers; 'Changed Mind' and 'Other' by fewer.
    const acceptedReasons = RETURN_REASONS.filter(
      (reason) =>
        SELLER_FAULT_REASONS.includes(reason) ||
        (reason === 'Size/Fit Issues' && fitted) ||
        rng.chance(reason === 'Changed Mind' || reason === 'Other' ? 0.55 : 0.8),
    );
    const policy = {
      returnWindowDays: rng.pick([7, 7, 10, 10, 15, 30]),
      returnShippingPaidBy: rng.chance(0.35) ? ('customer' as const) : ('seller' as const),
      restockingFeePercent: rng.pick([0, 0, 0, 5, 10, 15]),
      exchangeAllowed: !rng.chance(0.2),
      acceptedReasons,
      freeReturnReasons: [...SELLER_FAULT_REASONS],
    };
    return { sellerId: seller.id, ...policy, termsAndConditions: terms(rng, policy) };
  });
}

export async function insertSeedReturnPolicies(
  tx: Db,
  data: { sellers: readonly Pick<SellerRow, 'id' | 'sells'>[] },
): Promise<void> {
  const rows = buildReturnPolicies(data.sellers);
  if (rows.length > 0) await tx.insert(returnPolicies).values(rows);
}
