// The seller policy check of the return form and the return window (docs/behaviour/returns.md#return-request-page,
// issue 8).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkReturnAgainstPolicy,
  DEFAULT_RETURN_POLICY,
  listingReturnPolicy,
  listingReturnWindowSchema,
  RETURN_MESSAGES,
  RETURN_REASONS,
  RETURN_TYPES,
  returnPolicySchema,
  returnWindowState,
  type ReturnPolicy,
} from './return-policy.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const strict: ReturnPolicy = {
  returnWindow: 10,
  returnShippingPaidBy: 'customer',
  restockingFeePercentage: 15,
  exchangeAllowed: false,
  acceptedReasons: ['Defective/Damaged Product', 'Wrong Item Received', 'Changed Mind'],
  freeReturnReasons: ['Defective/Damaged Product', 'Wrong Item Received'],
  termsAndConditions: 'Unused items only.',
};

const policyArb: fc.Arbitrary<ReturnPolicy> = fc.record({
  returnWindow: fc.integer({ min: 0, max: 90 }),
  returnShippingPaidBy: fc.constantFrom('seller' as const, 'customer' as const),
  restockingFeePercentage: fc.integer({ min: 0, max: 50 }),
  exchangeAllowed: fc.boolean(),
  acceptedReasons: fc.subarray([...RETURN_REASONS], { minLength: 1 }),
  freeReturnReasons: fc.subarray([...RETURN_REASONS]),
  termsAndConditions: fc.string({ maxLength: 40 }),
});

describe('the default policy', () => {
  it('is a valid policy of 7 days that accepts every reason and returns seller faults free', () => {
    expect(returnPolicySchema.parse(DEFAULT_RETURN_POLICY)).toEqual(DEFAULT_RETURN_POLICY);
    expect(DEFAULT_RETURN_POLICY.returnWindow).toBe(7);
    expect(DEFAULT_RETURN_POLICY.acceptedReasons).toEqual([...RETURN_REASONS]);
    for (const reason of DEFAULT_RETURN_POLICY.freeReturnReasons) {
      expect(DEFAULT_RETURN_POLICY.acceptedReasons).toContain(reason);
    }
  });

  it('refuses windows, fees and terms beyond the limits', () => {
    const bad = (over: Partial<ReturnPolicy>) =>
      returnPolicySchema.safeParse({ ...DEFAULT_RETURN_POLICY, ...over }).success;
    expect(bad({ returnWindow: 91 })).toBe(false);
    expect(bad({ returnWindow: -1 })).toBe(false);
    expect(bad({ restockingFeePercentage: 51 })).toBe(false);
    expect(bad({ acceptedReasons: [] })).toBe(false);
    expect(bad({ termsAndConditions: 'x'.repeat(2001) })).toBe(false);
    expect(bad({ returnWindow: 90, restockingFeePercentage: 50 })).toBe(true);
  });
});

describe('checkReturnAgainstPolicy', () => {
  it.each([
    // reason, units, type → complies, warnings, payer, fee
    ['Defective/Damaged Product', 1, 'Refund', true, [], 'seller', 0],
    ['Changed Mind', 2, 'Refund', true, [], 'customer', 15],
    ['Changed Mind', 1, 'Store Credit', true, [], 'customer', 15],
    [
      'Size/Fit Issues',
      1,
      'Refund',
      false,
      [RETURN_MESSAGES.reasonNotAccepted('Size/Fit Issues')],
      'customer',
      15,
    ],
    ['Wrong Item Received', 0, 'Refund', false, [RETURN_MESSAGES.selectItemsWarning], 'seller', 0],
    ['Wrong Item Received', 1, 'Exchange', false, [RETURN_MESSAGES.exchangeNotAllowed], 'seller', 0],
    [
      'Other',
      0,
      'Exchange',
      false,
      [
        RETURN_MESSAGES.reasonNotAccepted('Other'),
        RETURN_MESSAGES.selectItemsWarning,
        RETURN_MESSAGES.exchangeNotAllowed,
      ],
      'customer',
      15,
    ],
  ] as const)('%s × %i as %s', (reason, units, returnType, complies, warnings, payer, fee) => {
    expect(checkReturnAgainstPolicy({ policy: strict, reason, selectedUnits: units, returnType })).toEqual({
      complies,
      warnings,
      returnShippingPaidBy: payer,
      restockingFeePercentage: fee,
    });
  });

  it('words the not-accepted warning as the spec does', () => {
    expect(RETURN_MESSAGES.reasonNotAccepted('Changed Mind')).toBe(
      'Return reason "Changed Mind" is not accepted by this seller',
    );
  });

  it('complies exactly when the reason is accepted, units are chosen and an exchange is allowed', () => {
    fc.assert(
      fc.property(
        policyArb,
        fc.constantFrom(...RETURN_REASONS),
        fc.integer({ min: -1, max: 20 }),
        fc.constantFrom(...RETURN_TYPES),
        (policy, reason, units, returnType) => {
          const check = checkReturnAgainstPolicy({ policy, reason, selectedUnits: units, returnType });
          const expected =
            policy.acceptedReasons.includes(reason) &&
            units > 0 &&
            (returnType !== 'Exchange' || policy.exchangeAllowed);
          expect(check.complies).toBe(expected);
          expect(check.warnings.length === 0).toBe(expected);
        },
      ),
    );
  });

  it('a free reason costs the shopper nothing; any other pays the policy fee, within its bounds', () => {
    fc.assert(
      fc.property(policyArb, fc.constantFrom(...RETURN_REASONS), (policy, reason) => {
        const check = checkReturnAgainstPolicy({ policy, reason, selectedUnits: 1 });
        if (policy.freeReturnReasons.includes(reason)) {
          expect(check.returnShippingPaidBy).toBe('seller');
          expect(check.restockingFeePercentage).toBe(0);
        } else {
          expect(check.returnShippingPaidBy).toBe(policy.returnShippingPaidBy);
          expect(check.restockingFeePercentage).toBe(policy.restockingFeePercentage);
        }
        expect(check.restockingFeePercentage).toBeGreaterThanOrEqual(0);
        expect(check.restockingFeePercentage).toBeLessThanOrEqual(policy.restockingFeePercentage);
      }),
    );
  });
});

describe('returnWindowState', () => {
  const delivered = new Date('2026-11-10T10:00:00Z');
  const at = (ms: number) => new Date(delivered.getTime() + ms);

  it.each([
    // elapsed, window → days since, remaining, open
    [0, 7, 0, 7, true],
    [1, 7, 0, 7, true],
    [DAY_MS - 1, 7, 0, 7, true],
    [DAY_MS, 7, 1, 6, true],
    [6.5 * DAY_MS, 7, 6, 1, true],
    [7 * DAY_MS - 1, 7, 6, 1, true],
    [7 * DAY_MS, 7, 7, 0, false],
    [40 * DAY_MS, 30, 40, 0, false],
    [0, 0, 0, 0, false],
    // A clock a little behind the delivery stamp counts as the moment of delivery.
    [-5000, 7, 0, 7, true],
  ])('%i ms after delivery with %i days', (elapsed, window, days, remaining, open) => {
    expect(returnWindowState(delivered, window, at(elapsed))).toEqual({
      daysSinceDelivery: days,
      remainingDays: remaining,
      open,
    });
  });

  it('is monotone in time: days since never fall, days left never rise, a closed window stays closed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 100 * DAY_MS }),
        fc.integer({ min: 0, max: 100 * DAY_MS }),
        (window, a, b) => {
          const [early, late] = a <= b ? [a, b] : [b, a];
          const first = returnWindowState(delivered, window, at(early));
          const second = returnWindowState(delivered, window, at(late));
          expect(second.daysSinceDelivery).toBeGreaterThanOrEqual(first.daysSinceDelivery);
          expect(second.remainingDays).toBeLessThanOrEqual(first.remainingDays);
          if (!first.open) expect(second.open).toBe(false);
        },
      ),
    );
  });

  it('is open exactly while days are left, and never promises more than the window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 100 * DAY_MS }),
        (window, ms) => {
          const state = returnWindowState(delivered, window, at(ms));
          expect(state.open).toBe(state.remainingDays > 0);
          expect(state.open).toBe(ms < window * DAY_MS);
          expect(state.remainingDays).toBeLessThanOrEqual(window);
          expect(state.daysSinceDelivery).toBe(Math.floor(ms / DAY_MS));
        },
      ),
    );
  });
});

describe('listingReturnPolicy (docs/decisions/0021-listing-return-window.md)', () => {
  const seller = { ...DEFAULT_RETURN_POLICY, returnWindow: 15, restockingFeePercentage: 10 };
  it.each([
    [null, 15],
    [undefined, 15],
    [0, 0],
    [30, 30],
    [90, 90],
  ])('a listing window of %s gives %s days', (window, days) => {
    expect(listingReturnPolicy(seller, window).returnWindow).toBe(days);
  });
  it('keeps every other term of the seller', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 90 }), (window) => {
        const { returnWindow, ...rest } = listingReturnPolicy(seller, window);
        const { returnWindow: _sellerWindow, ...sellerRest } = seller;
        expect(returnWindow).toBe(window);
        expect(rest).toEqual(sellerRest);
      }),
    );
  });
  it.each([-1, 91, 1.5])('refuses a listing window of %s', (window) => {
    expect(listingReturnWindowSchema.safeParse(window).success).toBe(false);
  });
});
