// What a return pays back: never more than was paid for the returned units, the fee within it (issue 8).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paidForUnits, returnRefund, type ReturnedLine } from './return-refund.ts';

/** A line as bought: a unit price, units, a coupon share within the line, and some of its units returned. */
const lineArb: fc.Arbitrary<ReturnedLine> = fc
  .record({
    unitPricePaise: fc.integer({ min: 0, max: 10_000_000 }),
    quantity: fc.integer({ min: 1, max: 100 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    returnShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ unitPricePaise, quantity, discountShare, returnShare }) => ({
    unitPricePaise,
    quantity,
    discountPaise: Math.floor(unitPricePaise * quantity * discountShare),
    returnQuantity: Math.round(quantity * returnShare),
  }));

const linePaid = (l: ReturnedLine) => l.unitPricePaise * l.quantity - l.discountPaise;

describe('paidForUnits', () => {
  it.each([
    // ₹499 × 2, no coupon: one unit is ₹499.
    [{ unitPricePaise: 49_900, quantity: 2, discountPaise: 0, returnQuantity: 1 }, 49_900],
    // ₹1,000 × 3 with ₹100 off the line: 2 units paid ₹1,933.33, rounded down.
    [{ unitPricePaise: 100_000, quantity: 3, discountPaise: 10_000, returnQuantity: 2 }, 193_333],
    [{ unitPricePaise: 100_000, quantity: 3, discountPaise: 10_000, returnQuantity: 3 }, 290_000],
    [{ unitPricePaise: 100_000, quantity: 3, discountPaise: 10_000, returnQuantity: 0 }, 0],
    // A line the coupon paid for entirely.
    [{ unitPricePaise: 5_000, quantity: 1, discountPaise: 5_000, returnQuantity: 1 }, 0],
  ])('%o → %i paise', (line, paid) => {
    expect(paidForUnits(line)).toBe(paid);
  });

  it('never exceeds what was paid for the line, and all units give back exactly the line', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        const paid = paidForUnits(line);
        expect(Number.isInteger(paid)).toBe(true);
        expect(paid).toBeGreaterThanOrEqual(0);
        expect(paid).toBeLessThanOrEqual(linePaid(line));
        expect(paidForUnits({ ...line, returnQuantity: line.quantity })).toBe(linePaid(line));
      }),
    );
  });

  it('split into several returns, the parts never add up to more than the line', () => {
    fc.assert(
      fc.property(lineArb, fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 6 }), (line, parts) => {
        // Parts as the API reserves them: each at most what is left of the line.
        let left = line.quantity;
        let total = 0;
        for (const part of parts) {
          const q = Math.min(part, left);
          if (q === 0) break;
          left -= q;
          total += paidForUnits({ ...line, returnQuantity: q });
        }
        expect(total).toBeLessThanOrEqual(linePaid(line));
      }),
    );
  });

  it('grows with the units returned', () => {
    fc.assert(
      fc.property(lineArb, fc.integer({ min: 0, max: 100 }), (line, more) => {
        const bigger = Math.min(line.quantity, line.returnQuantity + more);
        expect(paidForUnits({ ...line, returnQuantity: bigger })).toBeGreaterThanOrEqual(paidForUnits(line));
      }),
    );
  });
});

describe('returnRefund', () => {
  it('charges the restocking fee on what was paid, rounded to the paisa', () => {
    const lines = [
      { unitPricePaise: 49_900, quantity: 2, discountPaise: 0, returnQuantity: 1 },
      { unitPricePaise: 100_000, quantity: 3, discountPaise: 10_000, returnQuantity: 2 },
    ];
    // 49,900 + 193,333 = 243,233; 15 % = 36,484.95 → 36,485.
    expect(returnRefund(lines, 15)).toEqual({
      paidPaise: 243_233,
      restockingFeePaise: 36_485,
      refundPaise: 206_748,
    });
    expect(returnRefund(lines, 0)).toEqual({
      paidPaise: 243_233,
      restockingFeePaise: 0,
      refundPaise: 243_233,
    });
    expect(returnRefund([], 10)).toEqual({ paidPaise: 0, restockingFeePaise: 0, refundPaise: 0 });
  });

  it('refund + fee = paid, the fee within paid, the refund never above paid nor below 0', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), fc.integer({ min: 0, max: 50 }), (lines, percent) => {
        const r = returnRefund(lines, percent);
        const paidForLines = lines.reduce((sum, l) => sum + linePaid(l), 0);
        expect(r.paidPaise).toBe(lines.reduce((sum, l) => sum + paidForUnits(l), 0));
        expect(r.paidPaise).toBeLessThanOrEqual(paidForLines);
        expect(r.restockingFeePaise).toBeGreaterThanOrEqual(0);
        expect(r.restockingFeePaise).toBeLessThanOrEqual(r.paidPaise);
        expect(r.refundPaise + r.restockingFeePaise).toBe(r.paidPaise);
        expect(r.refundPaise).toBeGreaterThanOrEqual(0);
        expect(r.refundPaise).toBeLessThanOrEqual(r.paidPaise);
        expect(Number.isInteger(r.restockingFeePaise)).toBe(true);
      }),
    );
  });

  it('a higher fee never refunds more', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 5 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (lines, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(returnRefund(lines, high).refundPaise).toBeLessThanOrEqual(
            returnRefund(lines, low).refundPaise,
          );
        },
      ),
    );
  });
});
