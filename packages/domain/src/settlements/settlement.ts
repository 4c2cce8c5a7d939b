// Settlement statements (docs/behaviour/seller-portal.md#settlements, docs/decisions/0020-settlements.md): one sale
// line per delivered sub-order in the period of its delivery, one reversal line per refund of it in the period of
// the refund, each with the amount, the commission, the shipping, GST TCS, income-tax TDS and the net payout, all
// in integer paise (ADR 0004). The statement's payout is the sum of its lines' nets.
import { paise, splitInclusiveGst } from '../money/money.ts';
import { commissionPaise } from '../orders/order-pricing.ts';

/** Shipping is a service taxed at 18 % (SAC 9965); its taxable value is the GST-exclusive part. */
export const SHIPPING_GST_PERCENT = 18;

export interface SettlementItem {
  /** The item's amount after its share of the seller's coupon (line total − discount), GST included. */
  amountPaise: number;
  gstRatePercent: number;
  /** The commission rate in force for the item's category when the order was placed. */
  commissionBps: number;
}

export interface SettlementRefund {
  refundId: string;
  amountPaise: number;
  at: Date;
  /** 'RT…' when the refund pays back a return; null for a cancellation. */
  returnNumber: string | null;
}

export interface DeliveredSubOrder {
  subOrderId: string;
  orderNumber: string;
  placedAt: Date;
  deliveredAt: Date;
  items: SettlementItem[];
  shippingPaise: number;
  /** GST TCS and income-tax TDS rates in force on the day of delivery. */
  tcsBps: number;
  tdsBps: number;
  refunds: SettlementRefund[];
}

export type SettlementLineKind = 'sale' | 'reversal';

export interface SettlementLine {
  kind: SettlementLineKind;
  subOrderId: string;
  orderNumber: string;
  /** When the line entered the books: the delivery, or the refund (never before the delivery). */
  at: Date;
  refundId: string | null;
  returnNumber: string | null;
  /** What the shopper paid for the parcel (sale) or got back (reversal, negative). amount = items + shipping. */
  amountPaise: number;
  itemsPaise: number;
  shippingPaise: number;
  commissionPaise: number;
  /** The GST-exclusive value TCS and TDS are taken on. */
  taxablePaise: number;
  tcsPaise: number;
  tdsPaise: number;
  /** amount − commission − TCS − TDS. */
  netPaise: number;
  tcsBps: number;
  tdsBps: number;
}

function bpsOf(amount: number, bps: number): number {
  // Half up on the magnitude, as commissionPaise rounds (amounts here are never negative).
  return Number((BigInt(amount) * BigInt(bps) + 5_000n) / 10_000n);
}

/** A delivered sub-order's sale line. */
export function saleLine(s: DeliveredSubOrder): SettlementLine {
  const itemsPaise = s.items.reduce((sum, i) => sum + i.amountPaise, 0);
  const commission = s.items.reduce((sum, i) => sum + commissionPaise(i.amountPaise, i.commissionBps), 0);
  const taxable =
    s.items.reduce((sum, i) => sum + splitInclusiveGst(paise(i.amountPaise), i.gstRatePercent).base, 0) +
    splitInclusiveGst(paise(s.shippingPaise), SHIPPING_GST_PERCENT).base;
  const tcs = bpsOf(taxable, s.tcsBps);
  const tds = bpsOf(taxable, s.tdsBps);
  const amount = itemsPaise + s.shippingPaise;
  return {
    kind: 'sale',
    subOrderId: s.subOrderId,
    orderNumber: s.orderNumber,
    at: s.deliveredAt,
    refundId: null,
    returnNumber: null,
    amountPaise: amount,
    itemsPaise,
    shippingPaise: s.shippingPaise,
    commissionPaise: commission,
    taxablePaise: taxable,
    tcsPaise: tcs,
    tdsPaise: tds,
    netPaise: amount - commission - tcs - tds,
    tcsBps: s.tcsBps,
    tdsBps: s.tdsBps,
  };
}

/** round(part × numerator / denominator), half up, exact in BigInt; 0 when there is nothing to share. */
function share(part: number, numerator: number, denominator: number): number {
  if (denominator <= 0) return 0;
  const n = BigInt(part) * BigInt(numerator) * 2n + BigInt(denominator);
  return Number(n / (2n * BigInt(denominator)));
}

/** The parts of a sale a reversal takes back in the refund's proportion; the items are the amount's rest. */
const REVERSED = ['shippingPaise', 'commissionPaise', 'taxablePaise', 'tcsPaise', 'tdsPaise'] as const;

/**
 * The sale line and its reversals, oldest refund first. A reversal's amount is the refund itself; it takes back
 * the shipping, commission, taxable value and taxes in the refund's proportion of the amount (the cumulative share
 * after it minus the cumulative share before it, so the reversals of a parcel refunded in full add up to its sale
 * line exactly), and the items are the amount less the shipping: rounding the items and the shipping each would
 * let a reversal's amount differ from the refund by a paisa. Refunds past the amount reverse nothing more (the
 * refund rules never allow them).
 */
export function settlementLines(s: DeliveredSubOrder): SettlementLine[] {
  const sale = saleLine(s);
  const lines = [sale];
  let refundedBefore = 0;
  const refunds = [...s.refunds].sort(
    (a, b) => a.at.getTime() - b.at.getTime() || (a.refundId < b.refundId ? -1 : 1),
  );
  for (const refund of refunds) {
    const after = Math.min(sale.amountPaise, refundedBefore + refund.amountPaise);
    const parts = Object.fromEntries(
      REVERSED.map((key) => [
        key,
        -(share(sale[key], after, sale.amountPaise) - share(sale[key], refundedBefore, sale.amountPaise)),
      ]),
    ) as Record<(typeof REVERSED)[number], number>;
    const amount = -(after - refundedBefore);
    lines.push({
      kind: 'reversal',
      subOrderId: s.subOrderId,
      orderNumber: s.orderNumber,
      at: refund.at.getTime() < s.deliveredAt.getTime() ? s.deliveredAt : refund.at,
      refundId: refund.refundId,
      returnNumber: refund.returnNumber,
      amountPaise: amount,
      itemsPaise: amount - parts.shippingPaise,
      ...parts,
      netPaise: amount - parts.commissionPaise - parts.tcsPaise - parts.tdsPaise,
      tcsBps: s.tcsBps,
      tdsBps: s.tdsBps,
    });
    refundedBefore = after;
  }
  return lines;
}

export interface SettlementTotals {
  amountPaise: number;
  itemsPaise: number;
  shippingPaise: number;
  commissionPaise: number;
  taxablePaise: number;
  tcsPaise: number;
  tdsPaise: number;
  /** The payout: the sum of the lines' nets. */
  netPaise: number;
  sales: number;
  reversals: number;
}

export function settlementTotals(lines: readonly SettlementLine[]): SettlementTotals {
  const totals: SettlementTotals = {
    amountPaise: 0,
    itemsPaise: 0,
    shippingPaise: 0,
    commissionPaise: 0,
    taxablePaise: 0,
    tcsPaise: 0,
    tdsPaise: 0,
    netPaise: 0,
    sales: 0,
    reversals: 0,
  };
  for (const line of lines) {
    totals.amountPaise += line.amountPaise;
    totals.itemsPaise += line.itemsPaise;
    totals.shippingPaise += line.shippingPaise;
    totals.commissionPaise += line.commissionPaise;
    totals.taxablePaise += line.taxablePaise;
    totals.tcsPaise += line.tcsPaise;
    totals.tdsPaise += line.tdsPaise;
    totals.netPaise += line.netPaise;
    if (line.kind === 'sale') totals.sales += 1;
    else totals.reversals += 1;
  }
  return totals;
}

export interface SettlementPeriod {
  /** Inclusive start and exclusive end, as instants. */
  from: Date;
  to: Date;
}

/** The lines of the sub-orders that fall in a period, in date order (sales before their reversals at one instant). */
export function linesInPeriod(
  subOrders: readonly DeliveredSubOrder[],
  period: SettlementPeriod,
): SettlementLine[] {
  return subOrders
    .flatMap(settlementLines)
    .filter((l) => l.at.getTime() >= period.from.getTime() && l.at.getTime() < period.to.getTime())
    .sort(
      (a, b) =>
        a.at.getTime() - b.at.getTime() ||
        (a.kind === b.kind ? 0 : a.kind === 'sale' ? -1 : 1) ||
        a.orderNumber.localeCompare(b.orderNumber),
    );
}

// Periods are weeks, Monday to Sunday, in India's time (IST, UTC+05:30, no daylight saving).
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of an instant in IST. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The IST midnight that starts a date 'YYYY-MM-DD' (checked: a real calendar date), or null. */
export function istDayStart(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const utc = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== date) return null;
  return new Date(utc.getTime() - IST_OFFSET_MS);
}

/** The week (Monday 00:00 IST to the next Monday) an instant falls in; its id is the Monday's date. */
export function weekOf(at: Date): SettlementPeriod & { id: string } {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const mondayLocal =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - daysSinceMonday * DAY_MS;
  const from = new Date(mondayLocal - IST_OFFSET_MS);
  return {
    id: new Date(mondayLocal).toISOString().slice(0, 10),
    from,
    to: new Date(from.getTime() + 7 * DAY_MS),
  };
}

/** The week whose id (a Monday, 'YYYY-MM-DD') is given; null for anything else. */
export function weekById(id: string): (SettlementPeriod & { id: string }) | null {
  const start = istDayStart(id);
  if (!start) return null;
  const week = weekOf(start);
  return week.id === id ? week : null;
}

export const SETTLEMENT_CSV_HEADER = [
  'Date (IST)',
  'Type',
  'Order number',
  'Return number',
  'Amount (INR)',
  'Items (INR)',
  'Shipping (INR)',
  'Commission (INR)',
  'Taxable value (INR)',
  'GST TCS (INR)',
  'TCS rate (%)',
  'Income-tax TDS (INR)',
  'TDS rate (%)',
  'Net payout (INR)',
] as const;

const rupees = (p: number) => {
  const sign = p < 0 ? '-' : '';
  const abs = Math.abs(p);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

function csvCell(value: string): string {
  // A text cell starting with = + @ would run as a formula in a spreadsheet (the numbers are ours, '-' included).
  const safe = /^[=+@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The statement as CSV (rupees with two decimals, a total row), the way an accountant's spreadsheet reads it. */
export function settlementCsv(lines: readonly SettlementLine[]): string {
  const rows: string[][] = [[...SETTLEMENT_CSV_HEADER]];
  for (const l of lines) {
    rows.push([
      istDate(l.at),
      l.kind === 'sale' ? 'Sale' : 'Reversal',
      csvCell(l.orderNumber),
      csvCell(l.returnNumber ?? ''),
      rupees(l.amountPaise),
      rupees(l.itemsPaise),
      rupees(l.shippingPaise),
      rupees(l.commissionPaise),
      rupees(l.taxablePaise),
      rupees(l.tcsPaise),
      String(l.tcsBps / 100),
      rupees(l.tdsPaise),
      String(l.tdsBps / 100),
      rupees(l.netPaise),
    ]);
  }
  const t = settlementTotals(lines);
  rows.push([
    '',
    'Total',
    '',
    '',
    rupees(t.amountPaise),
    rupees(t.itemsPaise),
    rupees(t.shippingPaise),
    rupees(t.commissionPaise),
    rupees(t.taxablePaise),
    rupees(t.tcsPaise),
    '',
    rupees(t.tdsPaise),
    '',
    rupees(t.netPaise),
  ]);
  return `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}
