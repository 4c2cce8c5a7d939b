// Settlement statements for Seller Central (docs/behaviour/seller-portal.md#settlements, ADR 0020): the seller's
// delivered sub-orders turned into lines by @haat/domain/settlements, with the commission at the rate in force when
// each order was placed and TCS and TDS at the rates in force on the day of delivery.
import { paise, paiseToRupees } from '@haat/domain/money/money';
import { resolveCommissionRate } from '@haat/domain/settlements/commission-rates';
import {
  MAX_STATEMENT_DAYS,
  SETTLEMENT_MESSAGES,
  type SettlementListResponse,
  type SettlementQuery,
  type SettlementStatementResponse,
  type SettlementTotalsView,
} from '@haat/domain/settlements/settlement.schema';
import {
  istDate,
  istDayStart,
  linesInPeriod,
  settlementCsv,
  settlementLines,
  settlementTotals,
  weekOf,
  type DeliveredSubOrder,
  type SettlementLine,
  type SettlementPeriod,
  type SettlementTotals,
} from '@haat/domain/settlements/settlement';
import { resolveStatutoryRate } from '@haat/domain/settlements/statutory-rates';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { commissionRatesFor, listStatutoryRates } from '../commission/commission.service.ts';
import { deliveredSubOrders, itemsOf, refundsOf } from './settlements.repository.ts';

const DAY_MS = 86_400_000;
const rupees = (amount: number) => paiseToRupees(paise(amount));

/** The seller's delivered sub-orders with a line in the period (all of them without one), priced for settlement. */
export async function settlementSubOrders(
  db: Db,
  sellerId: string,
  period?: SettlementPeriod,
): Promise<DeliveredSubOrder[]> {
  const rows = await deliveredSubOrders(db, sellerId, period);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.subOrderId);
  const [items, refunds, commission, statutory] = await Promise.all([
    itemsOf(db, ids),
    refundsOf(db, ids),
    commissionRatesFor(db, sellerId),
    listStatutoryRates(db),
  ]);
  return rows.map((row) => {
    const placedAt = row.placedAt;
    const deliveredAt = row.deliveredAt!;
    return {
      subOrderId: row.subOrderId,
      orderNumber: row.orderNumber,
      placedAt,
      deliveredAt,
      shippingPaise: row.shippingPaise,
      tcsBps: resolveStatutoryRate(statutory, 'gst_tcs', deliveredAt),
      tdsBps: resolveStatutoryRate(statutory, 'income_tax_tds', deliveredAt),
      items: items
        .filter((i) => i.subOrderId === row.subOrderId)
        .map((i) => ({
          amountPaise: i.lineTotalPaise - i.discountPaise,
          gstRatePercent: i.gstRatePercent,
          commissionBps: resolveCommissionRate(
            commission,
            sellerId,
            [i.category, i.subcategory, i.subSubcategory].filter(Boolean).join('/'),
            placedAt,
          ).rateBps,
        })),
      refunds: refunds
        .filter((r) => r.subOrderId === row.subOrderId)
        .map((r) => ({
          refundId: r.refundId,
          amountPaise: r.amountPaise,
          at: r.at,
          returnNumber: r.returnNumber,
        })),
    };
  });
}

function totalsView(t: SettlementTotals): SettlementTotalsView {
  return {
    amount: rupees(t.amountPaise),
    items: rupees(t.itemsPaise),
    shipping: rupees(t.shippingPaise),
    commission: rupees(t.commissionPaise),
    taxable: rupees(t.taxablePaise),
    tcs: rupees(t.tcsPaise),
    tds: rupees(t.tdsPaise),
    net: rupees(t.netPaise),
    sales: t.sales,
    reversals: t.reversals,
  };
}

function lineView(l: SettlementLine) {
  return {
    kind: l.kind,
    subOrderId: l.subOrderId,
    orderNumber: l.orderNumber,
    returnNumber: l.returnNumber,
    at: l.at.toISOString(),
    amount: rupees(l.amountPaise),
    items: rupees(l.itemsPaise),
    shipping: rupees(l.shippingPaise),
    commission: rupees(l.commissionPaise),
    taxable: rupees(l.taxablePaise),
    tcs: rupees(l.tcsPaise),
    tds: rupees(l.tdsPaise),
    net: rupees(l.netPaise),
    tcsPercent: l.tcsBps / 100,
    tdsPercent: l.tdsBps / 100,
  };
}

/** The weeks with lines, newest first, each with its totals; and today's TCS and TDS rates. */
export async function listSettlements(
  db: Db,
  sellerId: string,
  now = new Date(),
): Promise<SettlementListResponse> {
  const [subOrders, statutory] = await Promise.all([
    settlementSubOrders(db, sellerId),
    listStatutoryRates(db),
  ]);
  const byWeek = new Map<string, SettlementLine[]>();
  for (const line of subOrders.flatMap(settlementLines)) {
    const id = weekOf(line.at).id;
    byWeek.set(id, [...(byWeek.get(id) ?? []), line]);
  }
  const statements = [...byWeek.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([id, lines]) => {
      const week = weekOf(istDayStart(id)!);
      return {
        id,
        from: id,
        to: istDate(new Date(week.to.getTime() - 1)),
        totals: totalsView(settlementTotals(lines)),
      };
    });
  return {
    statements,
    rates: {
      tcsPercent: resolveStatutoryRate(statutory, 'gst_tcs', now) / 100,
      tdsPercent: resolveStatutoryRate(statutory, 'income_tax_tds', now) / 100,
    },
  };
}

/** The period of IST dates from..to, both included; 400 with the reason for anything else. */
export function periodOf(query: SettlementQuery): SettlementPeriod {
  const from = istDayStart(query.from);
  const toStart = istDayStart(query.to);
  if (!from) throw AppError.badRequest({ message: SETTLEMENT_MESSAGES.badDate, field: 'from' });
  if (!toStart) throw AppError.badRequest({ message: SETTLEMENT_MESSAGES.badDate, field: 'to' });
  if (toStart.getTime() < from.getTime())
    throw AppError.badRequest({ message: SETTLEMENT_MESSAGES.badRange, field: 'to' });
  const to = new Date(toStart.getTime() + DAY_MS);
  if ((to.getTime() - from.getTime()) / DAY_MS > MAX_STATEMENT_DAYS)
    throw AppError.badRequest({ message: SETTLEMENT_MESSAGES.rangeTooLong, field: 'to' });
  return { from, to };
}

async function statementLines(db: Db, sellerId: string, query: SettlementQuery) {
  const period = periodOf(query);
  return linesInPeriod(await settlementSubOrders(db, sellerId, period), period);
}

export async function settlementStatement(
  db: Db,
  sellerId: string,
  query: SettlementQuery,
): Promise<SettlementStatementResponse> {
  const lines = await statementLines(db, sellerId, query);
  return {
    statement: {
      from: query.from,
      to: query.to,
      lines: lines.map(lineView),
      totals: totalsView(settlementTotals(lines)),
    },
  };
}

export async function settlementStatementCsv(
  db: Db,
  sellerId: string,
  query: SettlementQuery,
): Promise<string> {
  return settlementCsv(await statementLines(db, sellerId, query));
}
