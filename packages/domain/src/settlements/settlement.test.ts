import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  linesInPeriod,
  saleLine,
  settlementCsv,
  settlementLines,
  settlementTotals,
  weekById,
  weekOf,
  type DeliveredSubOrder,
  type SettlementLine,
  type SettlementRefund,
} from './settlement.ts';

const d = (iso: string) => new Date(iso);

const parcel = (over: Partial<DeliveredSubOrder> = {}): DeliveredSubOrder => ({
  subOrderId: 'so-1',
  orderNumber: 'HT2611200001',
  placedAt: d('2026-11-16T05:00:00Z'),
  deliveredAt: d('2026-11-18T10:00:00Z'),
  items: [
    { amountPaise: 118_000, gstRatePercent: 18, commissionBps: 1_700 },
    { amountPaise: 10_500, gstRatePercent: 5, commissionBps: 900 },
  ],
  shippingPaise: 4_000,
  tcsBps: 50,
  tdsBps: 10,
  refunds: [],
  ...over,
});

describe('a sale line', () => {
  it('takes commission per item, TCS and TDS on the GST-exclusive value, and pays the rest', () => {
    const line = saleLine(parcel());
    // 1,180.00 at 17 % = 200.60; 105.00 at 9 % = 9.45.
    expect(line.commissionPaise).toBe(20_060 + 945);
    // Taxable: 1,000.00 + 100.00 + 40.00 / 1.18 = 33.90 → 1,133.90.
    expect(line.taxablePaise).toBe(100_000 + 10_000 + 3_390);
    expect(line.tcsPaise).toBe(567); // 0.5 % of 1,133.90 = 5.6695 → 5.67
    expect(line.tdsPaise).toBe(113); // 0.1 % = 1.1339 → 1.13
    expect(line.amountPaise).toBe(132_500);
    expect(line.netPaise).toBe(132_500 - 21_005 - 567 - 113);
  });

  it('a full refund reverses every part of the line exactly', () => {
    const lines = settlementLines(
      parcel({
        refunds: [
          {
            refundId: 'r1',
            amountPaise: 132_500,
            at: d('2026-11-25T00:00:00Z'),
            returnNumber: 'RT0000000001',
          },
        ],
      }),
    );
    const totals = settlementTotals(lines);
    expect(totals).toMatchObject({
      amountPaise: 0,
      commissionPaise: 0,
      tcsPaise: 0,
      tdsPaise: 0,
      netPaise: 0,
      sales: 1,
      reversals: 1,
    });
  });

  it('a half refund reverses exactly the refund, the shipping in proportion and the items the rest', () => {
    // Half of 1,49,460.03 of items and 0.13 of shipping each round up (…01.5 and 6.5): rounded apart, the
    // reversal would take back 74,730.09 for a refund of 74,730.08 (the property below found it).
    const [, reversal] = settlementLines(
      parcel({
        items: [{ amountPaise: 14_946_003, gstRatePercent: 0, commissionBps: 0 }],
        shippingPaise: 13,
        refunds: [
          { refundId: 'r1', amountPaise: 7_473_008, at: d('2026-11-20T00:00:00Z'), returnNumber: null },
        ],
      }),
    );
    expect(reversal).toMatchObject({ amountPaise: -7_473_008, shippingPaise: -7, itemsPaise: -7_473_001 });
  });
});

describe('weeks in India', () => {
  it('run Monday 00:00 IST to Monday', () => {
    // Sunday 23:59 IST is Sunday 18:29 UTC: still the week of Monday 16th.
    expect(weekOf(d('2026-11-22T18:29:59Z')).id).toBe('2026-11-16');
    expect(weekOf(d('2026-11-22T18:30:00Z')).id).toBe('2026-11-23');
    const w = weekById('2026-11-23')!;
    expect(w.from.toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(w.to.toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(weekById('2026-11-24')).toBeNull();
    expect(weekById('2026-02-30')).toBeNull();
    expect(weekById('garbage')).toBeNull();
  });
});

describe('CSV', () => {
  it('writes rupees with two decimals, negative reversals and a total row', () => {
    const lines = settlementLines(
      parcel({
        refunds: [
          {
            refundId: 'r1',
            amountPaise: 10_500,
            at: d('2026-11-19T00:00:00Z'),
            returnNumber: 'RT0000000002',
          },
        ],
      }),
    );
    const csv = settlementCsv(lines).trim().split('\r\n');
    expect(csv).toHaveLength(4);
    expect(csv[1]).toMatch(/^2026-11-18,Sale,HT2611200001,,1325\.00,1285\.00,40\.00,210\.05,/);
    expect(csv[2]).toMatch(/^2026-11-19,Reversal,HT2611200001,RT0000000002,-105\.00,/);
    expect(csv[3]!.startsWith(',Total,,,1220.00,')).toBe(true);
  });
});

// The property of issue 29 item 5: the statement agrees with the orders to the paisa.
const instant = fc.date({
  min: d('2025-01-01T00:00:00Z'),
  max: d('2026-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const subOrderArb = fc
  .record({
    items: fc.array(
      fc.record({
        amountPaise: fc.integer({ min: 0, max: 50_000_000 }),
        gstRatePercent: fc.constantFrom(0, 5, 12, 18, 28),
        commissionBps: fc.integer({ min: 0, max: 5_000 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    shippingPaise: fc.integer({ min: 0, max: 20_000 }),
    deliveredAt: instant,
    tcsBps: fc.constantFrom(0, 50, 100),
    tdsBps: fc.constantFrom(0, 10, 75, 100),
    refundFractions: fc.array(fc.tuple(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 0, max: 60 })), {
      maxLength: 4,
    }),
    fullRefund: fc.boolean(),
  })
  .map((r): Omit<DeliveredSubOrder, 'subOrderId' | 'orderNumber'> => {
    const total = r.items.reduce((s, i) => s + i.amountPaise, 0) + r.shippingPaise;
    let left = total;
    const refunds: SettlementRefund[] = r.refundFractions.flatMap(([perMille, days], i) => {
      const amount = Math.min(left, Math.floor((total * perMille) / 1_000));
      if (amount <= 0) return [];
      left -= amount;
      return [
        {
          refundId: `r${i}`,
          amountPaise: amount,
          at: new Date(r.deliveredAt.getTime() + days * 86_400_000),
          returnNumber: null,
        },
      ];
    });
    if (r.fullRefund && left > 0)
      refunds.push({
        refundId: 'rest',
        amountPaise: left,
        at: new Date(r.deliveredAt.getTime() + 70 * 86_400_000),
        returnNumber: 'RT1',
      });
    return { ...r, placedAt: new Date(r.deliveredAt.getTime() - 86_400_000), refunds };
  });

describe('statements agree with the orders (property)', () => {
  // 150 worlds of up to 8 parcels take about 1.5 s; the time allowed covers a machine busy with other work.
  it(
    'per week and overall: every sub-order once, lines add up, refunds reverse to the paisa',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(fc.array(subOrderArb, { minLength: 1, maxLength: 8 }), (raw) => {
          const subOrders = raw.map((s, i) => ({
            ...s,
            subOrderId: `so${i}`,
            orderNumber: `HT${String(i).padStart(10, '0')}`,
          }));
          const all = subOrders.flatMap(settlementLines);
          const weeks = [...new Set(all.map((l) => weekOf(l.at).id))].map((id) => weekById(id)!);
          const statements = weeks.map((w) => linesInPeriod(subOrders, w));
          const inStatements: SettlementLine[] = statements.flat();
          // Every line lands in exactly one week; every delivered sub-order has exactly one sale line.
          expect(inStatements).toHaveLength(all.length);
          for (const s of subOrders)
            expect(
              inStatements.filter((l) => l.kind === 'sale' && l.subOrderId === s.subOrderId),
            ).toHaveLength(1);
          for (const lines of statements) {
            const t = settlementTotals(lines);
            expect(t.netPaise).toBe(lines.reduce((sum, l) => sum + l.netPaise, 0));
            expect(t.netPaise).toBe(t.amountPaise - t.commissionPaise - t.tcsPaise - t.tdsPaise);
            for (const l of lines) {
              expect(l.amountPaise).toBe(l.itemsPaise + l.shippingPaise);
              expect(l.netPaise).toBe(l.amountPaise - l.commissionPaise - l.tcsPaise - l.tdsPaise);
              expect(Number.isSafeInteger(l.netPaise)).toBe(true);
            }
          }
          for (const s of subOrders) {
            const lines = inStatements.filter((l) => l.subOrderId === s.subOrderId);
            const total = s.items.reduce((sum, i) => sum + i.amountPaise, 0) + s.shippingPaise;
            const refunded = s.refunds.reduce((sum, r) => sum + r.amountPaise, 0);
            const t = settlementTotals(lines);
            // The amounts are the orders' own: total paid less refunded.
            expect(t.amountPaise).toBe(total - refunded);
            // Reversals never take back more than the sale had, part by part.
            const sale = lines.find((l) => l.kind === 'sale')!;
            for (const key of ['commissionPaise', 'tcsPaise', 'tdsPaise', 'taxablePaise'] as const) {
              expect(t[key]).toBeGreaterThanOrEqual(0);
              expect(t[key]).toBeLessThanOrEqual(sale[key]);
            }
            // A parcel refunded in full nets to nothing: the reversals cancel the sale exactly.
            if (refunded === total)
              expect(t).toMatchObject({
                amountPaise: 0,
                commissionPaise: 0,
                taxablePaise: 0,
                tcsPaise: 0,
                tdsPaise: 0,
                netPaise: 0,
              });
            // Reversals fall on or after the delivery.
            for (const l of lines) expect(l.at.getTime()).toBeGreaterThanOrEqual(s.deliveredAt.getTime());
          }
        }),
        { numRuns: 150 },
      );
    },
  );
});
