// The ledger check that ends every bench/load run: what the tables say after the load, read in SQL, each rule a
// count of rows that break it (all must be 0). Stock is compared with a snapshot taken before the load, as
// stock + units sold per product (the seed's own orders count on both sides).
import pg from 'pg';

/** stock + units in order lines, per product: what must not change however many orders are placed. */
export async function stockSnapshot(client) {
  const { rows } = await client.query(
    `select p.id, p.stock + coalesce((select sum(i.quantity) from order_items i where i.product_id = p.id), 0)::int as total
       from products p`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.total)]));
}

const RULES = {
  // Every order has sub-orders, every sub-order lines, and the totals add up at each level.
  'orders without sub-orders': `select count(*)::int as n from orders o
      where not exists (select 1 from sub_orders s where s.order_id = o.id)`,
  'sub-orders without lines': `select count(*)::int as n from sub_orders s
      where not exists (select 1 from order_items i where i.sub_order_id = s.id)`,
  'orders whose total is not the sum of their sub-orders': `select count(*)::int as n from orders o
      where o.total_paise <> (select coalesce(sum(s.total_paise), 0) from sub_orders s where s.order_id = o.id)`,
  'sub-orders whose seller transfer + commission is not their total': `select count(*)::int as n from sub_orders s
      where s.transfer_paise + s.commission_paise <> s.total_paise`,
  'products with negative stock': `select count(*)::int as n from products where stock < 0`,
  // Card orders: the payment order is paid for exactly the order's total, and the sellers' recorded transfers plus
  // the store's commission are that total, seller by seller as the sub-orders say.
  'card orders whose payment order is not paid for their total': `select count(*)::int as n from orders o
      left join payment_orders po on po.id = o.payment_order_id
      where o.payment_order_id is not null
        and (po.status is distinct from 'paid' or po.amount_paise <> o.total_paise
             or po.gateway_payment_id is distinct from o.transaction_id)`,
  'card orders whose transfers + commission are not the order total': `select count(*)::int as n from orders o
      where o.payment_order_id is not null
        and o.total_paise <> (select coalesce(sum(t.amount_paise + t.commission_paise), 0)
                                from payment_transfers t where t.payment_order_id = o.payment_order_id)`,
  'card sub-orders whose seller transfer differs from the payment transfer': `select count(*)::int as n
      from sub_orders s join orders o on o.id = s.order_id
      where o.payment_order_id is not null and not exists (
        select 1 from payment_transfers t where t.payment_order_id = o.payment_order_id and t.seller_id = s.seller_id
          and t.amount_paise = s.transfer_paise and t.commission_paise = s.commission_paise)`,
  // Captured = paid: each captured gateway payment is the payment of exactly one paid payment order with exactly
  // one order, or was refunded in full (its stock sold out while it was paid); nothing else is marked paid.
  'captured payments without a paid payment order and one order, nor a refund': `select count(*)::int as n
      from offline_gateway_payments g
      where g.status = 'captured' and not (
        exists (select 1 from payment_orders po where po.id = g.gateway_order_id and po.status = 'paid'
                  and po.gateway_payment_id = g.id
                  and (select count(*) from orders o where o.payment_order_id = po.id) = 1)
        or exists (select 1 from payment_orders po where po.id = g.gateway_order_id and po.status = 'refunded'
                  and po.gateway_payment_id = g.id
                  and (select coalesce(sum(r.amount_paise), 0) from offline_gateway_refunds r where r.payment_id = g.id)
                      = g.amount_paise))`,
  'payment orders marked paid or refunded without a captured payment': `select count(*)::int as n
      from payment_orders po
      where po.status in ('paid', 'refunded') and not exists (
        select 1 from offline_gateway_payments g where g.id = po.gateway_payment_id and g.status = 'captured'
          and g.amount_paise = po.amount_paise)`,
  'payment orders with more than one order': `select count(*)::int as n from (
      select payment_order_id from orders where payment_order_id is not null
      group by payment_order_id having count(*) > 1) x`,
};

/**
 * Counts every rule's violations; `initial` is the stock snapshot from before the load. Answers the per-rule counts
 * (only the non-zero ones are interesting), the total and the facts a reader wants beside them.
 */
export async function checkLedger(url, initial) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const now = await stockSnapshot(client);
    let stockBroken = 0;
    for (const [id, total] of initial) if (now.get(id) !== total) stockBroken += 1;
    const counts = { 'products where stock + sold ≠ initial': stockBroken };
    for (const [rule, query] of Object.entries(RULES)) {
      counts[rule] = Number((await client.query(query)).rows[0].n);
    }
    const { rows } = await client.query(`select
        (select count(*)::int from orders) as orders,
        (select count(*)::int from orders where payment_order_id is not null) as card_orders,
        (select count(*)::int from offline_gateway_payments where status = 'captured') as captured,
        (select count(*)::int from payment_orders where status = 'paid') as paid,
        (select count(*)::int from payment_orders where status = 'refunded') as refunded,
        (select count(*)::int from products where stock = 0) as sold_out`);
    const violations = Object.values(counts).reduce((s, n) => s + n, 0);
    return { violations, counts, facts: rows[0], products: initial.size };
  } finally {
    await client.end();
  }
}

export function printLedger(result) {
  const f = result.facts;
  console.log(
    `ledger: ${result.products} products, ${f.orders} orders (${f.card_orders} by card), ${f.captured} captured payments = ${f.paid} paid + ${f.refunded} refunded payment orders, ${f.sold_out} products sold out`,
  );
  for (const [rule, n] of Object.entries(result.counts)) if (n > 0) console.log(`  VIOLATION ${rule}: ${n}`);
  console.log(`ledger violations: ${result.violations}`);
}
