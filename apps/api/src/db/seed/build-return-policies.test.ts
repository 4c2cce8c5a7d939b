// The seeded sellers' return policies: valid, varied, deterministic, the seller's faults always accepted and free.
import { returnPolicySchema } from '@haat/domain/returns/return-policy';
import { describe, expect, it } from 'vitest';
import { toPolicy } from '../../modules/returns/return-policies.ts';
import { buildReturnPolicies, SELLER_FAULT_REASONS } from './build-return-policies.ts';
import { buildSellers } from './build-sellers.ts';
import { SEED_REFERENCE_DATE } from './seed.ts';

const sellers = buildSellers(SEED_REFERENCE_DATE);
const rows = buildReturnPolicies(sellers);

describe('buildReturnPolicies', () => {
  it('gives every seller one valid policy, the same on every run', () => {
    expect(rows.map((r) => r.sellerId)).toEqual(sellers.map((s) => s.id));
    expect(buildReturnPolicies(sellers)).toEqual(rows);
    for (const row of rows) {
      const policy = toPolicy({ ...row, updatedAt: new Date() } as Parameters<typeof toPolicy>[0]);
      expect(returnPolicySchema.parse(policy)).toEqual(policy);
      expect(policy.termsAndConditions).toContain(`within ${policy.returnWindow} days`);
    }
  });

  it("always accepts the seller's faults and returns them free; the rest is a large subset", () => {
    for (const row of rows) {
      expect(row.freeReturnReasons).toEqual([...SELLER_FAULT_REASONS]);
      for (const reason of SELLER_FAULT_REASONS) expect(row.acceptedReasons).toContain(reason);
      expect(row.acceptedReasons.length).toBeGreaterThanOrEqual(SELLER_FAULT_REASONS.length);
    }
    const average = rows.reduce((sum, r) => sum + r.acceptedReasons.length, 0) / rows.length;
    expect(average).toBeGreaterThan(7);
  });

  it('varies windows, shipping payers, fees and exchanges across sellers', () => {
    expect(new Set(rows.map((r) => r.returnWindowDays))).toEqual(new Set([7, 10, 15, 30]));
    expect(new Set(rows.map((r) => r.returnShippingPaidBy))).toEqual(new Set(['seller', 'customer']));
    expect(new Set(rows.map((r) => r.restockingFeePercent))).toEqual(new Set([0, 5, 10, 15]));
    const noExchange = rows.filter((r) => r.exchangeAllowed === false).length;
    expect(noExchange).toBeGreaterThan(0);
    expect(noExchange).toBeLessThan(rows.length / 2);
  });
});
