// Settlement statements through app.inject (docs/behaviour/seller-portal.md#settlements): a delivered parcel's sale
// line with commission, TCS, TDS and payout to the paisa, refunds reversing it in their own period, the CSV, the
// rules on dates, and a seller seeing nothing of another seller's money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  settlementListResponseSchema,
  settlementStatementResponseSchema,
  type SettlementStatementResponse,
} from '@haat/domain/settlements/settlement.schema';
import { istDate, weekOf } from '@haat/domain/settlements/settlement';
import { eq } from 'drizzle-orm';
import { refunds, subOrders } from '../../db/schema/orders.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { testDatabaseKind } from '../../testing/build-test-app.ts';
import { setCommissionRate } from '../commission/commission.service.ts';
import { placeOrder, type DeliveredOrder } from '../returns/returns.test-support.ts';
import { buildSellerWorld, type SellerWorld } from '../sellers/sellers.test-support.ts';
import { openPortalSession } from '../seller-portal/seller-portal.test-support.ts';

const DAY_MS = 86_400_000;

describe(`settlement statements (${testDatabaseKind})`, () => {
  let w: SellerWorld;
  let tokenA: string;
  let tokenB: string;
  let delivered: DeliveredOrder;
  let orderId: string;
  const today = istDate(new Date());
  const week = weekOf(new Date());
  const thisWeek = `from=${week.id}&to=${istDate(new Date(week.to.getTime() - 1))}`;

  beforeAll(async () => {
    w = await buildSellerWorld(50);
    tokenA = await openPortalSession(w.t.database.db, w.a.id);
    tokenB = await openPortalSession(w.t.database.db, w.b.id);
    // Two of A's ₹499 product and one of B's, delivered; another of A's left undelivered.
    delivered = await placeOrder(w, [
      { product: w.productA, quantity: 2 },
      { product: w.productB, quantity: 1 },
    ]);
    orderId = delivered.orderId;
    await placeOrder(w, [{ product: w.productA, quantity: 1 }], { deliver: 'none' });
  }, 180_000);
  afterAll(() => w?.t.close());

  const get = (url: string, token?: string) =>
    w.t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const statement = async (
    token: string,
    query = thisWeek,
  ): Promise<SettlementStatementResponse['statement']> => {
    const res = await get(`/api/seller-portal/settlements/statement?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return settlementStatementResponseSchema.parse(res.json()).statement;
  };

  it('a delivered parcel is one sale line: commission at its category rate, TCS 0.5 %, TDS 0.1 %, the payout', async () => {
    const { lines, totals } = await statement(tokenA);
    expect(lines).toHaveLength(1);
    // ₹998.00 of electronics/audio at 10 % and ₹40 shipping (no commission). Taxable: 998/1.18 = 845.76, 40/1.18 =
    // 33.90 → 879.66; TCS 0.5 % = 4.40 (4.3983); TDS 0.1 % = 0.88 (0.87966); net 1038 − 99.80 − 4.40 − 0.88.
    expect(lines[0]).toMatchObject({
      kind: 'sale',
      orderNumber: delivered.orderNumber,
      subOrderId: delivered.subOrder[w.a.id],
      amount: 1038,
      items: 998,
      shipping: 40,
      commission: 99.8,
      taxable: 879.66,
      tcs: 4.4,
      tds: 0.88,
      net: 932.92,
      tcsPercent: 0.5,
      tdsPercent: 0.1,
    });
    expect(totals).toMatchObject({ amount: 1038, net: 932.92, sales: 1, reversals: 0 });
  });

  it('lists the week with its payout; another seller sees only its own lines', async () => {
    const res = await get('/api/seller-portal/settlements', tokenA);
    expect(res.statusCode, res.body).toBe(200);
    const list = settlementListResponseSchema.parse(res.json());
    expect(list.statements).toEqual([
      expect.objectContaining({
        id: week.id,
        from: week.id,
        totals: expect.objectContaining({ net: 932.92 }),
      }),
    ]);
    expect(list.rates).toEqual({ tcsPercent: 0.5, tdsPercent: 0.1 });
    const b = await statement(tokenB);
    expect(b.lines.map((l) => l.subOrderId)).toEqual([delivered.subOrder[w.b.id]]);
    expect(JSON.stringify(b)).not.toContain(delivered.subOrder[w.a.id]!);
  });

  it('a later commission rate does not change a sale already made', async () => {
    await setCommissionRate(
      w.t.database.db,
      { sellerId: w.a.id, categoryPath: 'electronics', rateBps: 2_500 },
      { actor: 'test' },
    );
    expect((await statement(tokenA)).totals.commission).toBe(99.8);
  });

  it('a partial refund reverses its share in the period of the refund; the rest cancels the line exactly', async () => {
    const subOrderId = delivered.subOrder[w.a.id]!;
    // Delivered last week, refunded this week: the sale stays in last week's statement.
    await w.t.database.db
      .update(subOrders)
      .set({ deliveredAt: new Date(week.from.getTime() - 2 * DAY_MS) })
      .where(eq(subOrders.id, subOrderId));
    await w.t.database.db.insert(refunds).values({
      orderId,
      subOrderId,
      amountPaise: 51_900,
      reason: 'Return of one unit',
      status: 'processed',
    });
    const current = await statement(tokenA);
    expect(current.lines).toHaveLength(1);
    // Half of ₹1,038 back: half of each part, half up.
    expect(current.lines[0]).toMatchObject({
      kind: 'reversal',
      amount: -519,
      commission: -49.9,
      tcs: -2.2,
      tds: -0.44,
      net: -466.46,
    });
    const lastWeekFrom = istDate(new Date(week.from.getTime() - 7 * DAY_MS));
    const last = await statement(
      tokenA,
      `from=${lastWeekFrom}&to=${istDate(new Date(week.from.getTime() - 1))}`,
    );
    expect(last.lines.map((l) => [l.kind, l.net])).toEqual([['sale', 932.92]]);

    await w.t.database.db
      .insert(refunds)
      .values({ orderId, subOrderId, amountPaise: 51_900, reason: 'Return of the other unit' });
    const both = await statement(tokenA, `from=${lastWeekFrom}&to=${today}`);
    expect(both.totals).toMatchObject({
      amount: 0,
      commission: 0,
      tcs: 0,
      tds: 0,
      net: 0,
      sales: 1,
      reversals: 2,
    });
    const list = settlementListResponseSchema.parse(
      (await get('/api/seller-portal/settlements', tokenA)).json(),
    );
    expect(list.statements.map((s) => s.id)).toEqual([week.id, lastWeekFrom]);
    expect(list.statements.reduce((sum, s) => sum + s.totals.net, 0)).toBeCloseTo(0, 6);
  });

  it('exports the statement as CSV with a total row', async () => {
    const res = await get(`/api/seller-portal/settlements/statement.csv?${thisWeek}`, tokenB);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`settlement-${week.id}-to-`);
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toMatch(/^Date \(IST\),Type,Order number,Return number,Amount \(INR\)/);
    expect(rows[1]).toContain(`,Sale,${delivered.orderNumber},,639.00,599.00,40.00,59.90,`);
    expect(rows.at(-1)).toMatch(/^,Total,,,639\.00,/);
  });

  it('refuses bad dates, reversed or year-long ranges with the reason; signed out 401, pending 403', async () => {
    const refused = async (query: string, field: string) => {
      const res = await get(`/api/seller-portal/settlements/statement?${query}`, tokenA);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, field });
    };
    await refused('from=2026-02-30&to=2026-03-01', 'from');
    await refused('from=2026-03-10&to=2026-03-01', 'to');
    await refused('from=2024-01-01&to=2026-03-01', 'to');
    expect((await get('/api/seller-portal/settlements/statement?from=x&to=y', tokenA)).statusCode).toBe(400);
    expect((await get('/api/seller-portal/settlements/statement?from=2026-01-01', tokenA)).statusCode).toBe(
      400,
    );
    expect((await get('/api/seller-portal/settlements')).statusCode).toBe(401);
    await w.t.database.db.update(sellers).set({ status: 'pending_review' }).where(eq(sellers.id, w.b.id));
    expect((await get('/api/seller-portal/settlements', tokenB)).statusCode).toBe(403);
    await w.t.database.db.update(sellers).set({ status: 'approved' }).where(eq(sellers.id, w.b.id));
  });
});
