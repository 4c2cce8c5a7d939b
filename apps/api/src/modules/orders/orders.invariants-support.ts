// Support for the checkout invariant tests (PostgreSQL): sellers, stocked products and many signed-in shoppers
// written straight into the database (no argon2 per shopper), and a ledger read back from the tables themselves.
import { inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ORDER_MESSAGES } from '@haat/domain/orders/order.schema';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/orders.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/products.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { users } from '../../db/schema/users.ts';
import { signAccessToken } from '../auth/access-tokens.ts';
import { deriveAuthKeys } from '../auth/auth-keys.ts';
import { insertSession } from '../auth/sessions.repository.ts';
import { insertFixtureProducts } from '../catalog/catalog.fixtures.ts';
import { rowsOf as sqlRows } from '../catalog/sql-rows.ts';
import type { PricedCheckout } from '../checkout/checkout.types.ts';

/** The server under test signs tokens with this secret, so the tests can mint sessions without a password. */
export const INVARIANT_JWT_SECRET = 'invariants-only-secret-0123456789abcdefghijklmnopqrstuvwxyz';
/** Config for a test app or a spawned server: known secret, limits that never refuse the load, no mail loop. */
/** The offline gateway signs payments and webhooks with this, so the tests can sign (and forge) them too. */
export const INVARIANT_GATEWAY_SECRET = 'invariants-offline-gateway-secret-0123456789abcdef';
export const INVARIANT_ENV = {
  JWT_SECRET: INVARIANT_JWT_SECRET,
  OFFLINE_GATEWAY_SECRET: INVARIANT_GATEWAY_SECRET,
  PAYMENT_RECONCILE_MS: '0',
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '10000000',
  FORM_RATE_LIMIT_MAX: '100000',
  MAIL_WORKER_INTERVAL_MS: '0',
};

let serial = 0;

/** Two sellers in different states (Maharashtra, Karnataka), ids unique to this call. */
export async function insertTwoSellers(db: Db): Promise<{ a: string; b: string }> {
  serial += 1;
  const tag = `${process.pid % 10_000}${serial}`.padStart(4, '0').slice(-4);
  const a = `sel_inv${tag}a`;
  const b = `sel_inv${tag}b`;
  await db.insert(sellers).values([
    {
      id: a,
      legalName: 'Invariant Audio Private Limited',
      displayName: 'Invariant Audio',
      gstin: `27AAPFI${tag}A1Z5`,
      state: 'Maharashtra',
      stateCode: '27',
      addressLine: '12 MG Road',
      city: 'Pune',
      pincode: '411001',
    },
    {
      id: b,
      legalName: 'Invariant Books LLP',
      displayName: 'Invariant Books',
      gstin: `29AAPFJ${tag}B1Z5`,
      state: 'Karnataka',
      stateCode: '29',
      addressLine: '4 Brigade Road',
      city: 'Bengaluru',
      pincode: '560001',
    },
  ]);
  return { a, b };
}

export interface StockedProduct {
  id: string;
  sellerId: string;
  stock: number;
  pricePaise?: number;
}

export async function insertStockedProducts(db: Db, rows: StockedProduct[]): Promise<void> {
  await insertFixtureProducts(
    db,
    rows.map((r) => ({
      id: r.id,
      sellerId: r.sellerId,
      stock: r.stock,
      pricePaise: r.pricePaise ?? 49_900,
      sellingPricePaise: r.pricePaise ?? 49_900,
      mrpPaise: r.pricePaise ?? 49_900,
    })),
  );
}

export interface Buyer {
  userId: string;
  token: string;
  addressId: string;
  email: string;
}

export type CartSpec = { productId: string; quantity: number }[];

/**
 * `count` shoppers, each with a default address in Mumbai, the cart `cartOf(i)` and a live session. Rows go in
 * by the hundred; only the session rows are one insert each (they are what the API checks per request).
 */
export async function insertBuyers(db: Db, count: number, cartOf: (i: number) => CartSpec): Promise<Buyer[]> {
  serial += 1;
  const run = `${Date.now() % 1_000_000}${serial}`;
  const keys = deriveAuthKeys(INVARIANT_JWT_SECRET);
  const buyers: Buyer[] = [];
  for (let from = 0; from < count; from += 500) {
    const batch = Array.from({ length: Math.min(500, count - from) }, (_, k) => from + k);
    const rows = await db
      .insert(users)
      .values(
        batch.map((i) => ({
          fullName: `Buyer ${i}`,
          email: `inv${run}b${i}@example.in`,
          phone: `+91${(7_000_000_000 + ((Number(run) * 7919 + i) % 999_999_999)).toString()}`,
          passwordHash: 'no-password: sessions are minted by the test',
        })),
      )
      .returning({ id: users.id, email: users.email });
    const addressRows = await db
      .insert(addresses)
      .values(
        rows.map((u, k) => ({
          userId: u.id,
          fullName: `Buyer ${batch[k]}`,
          phone: '9876543210',
          addressLine1: `${String(batch[k])} Marine Drive`,
          city: 'Mumbai',
          state: 'Maharashtra',
          postalCode: '400020',
          isDefault: true,
        })),
      )
      .returning({ id: addresses.id, userId: addresses.userId });
    const cartRows = rows.flatMap((u, k) =>
      cartOf(batch[k] ?? 0).map((line) => ({
        userId: u.id,
        productId: line.productId,
        quantity: line.quantity,
      })),
    );
    if (cartRows.length > 0) await db.insert(cartItems).values(cartRows);
    const addressOf = new Map(addressRows.map((a) => [a.userId, a.id]));
    for (const u of rows) {
      const session = await insertSession(db, u.id, 86_400);
      const token = await signAccessToken(keys.accessToken, {
        userId: u.id,
        sessionId: session.id,
        sessionExpiresAt: session.expiresAt,
      });
      buyers.push({ userId: u.id, token, addressId: addressOf.get(u.id) ?? '', email: u.email });
    }
  }
  return buyers;
}

/** The body of a cash-on-delivery order to the buyer's saved address. */
export const codOrderBody = (b: Pick<Buyer, 'addressId'>, extra: Record<string, unknown> = {}) => ({
  paymentDetails: { method: 'cod' },
  shippingAddress: { _id: b.addressId },
  ...extra,
});

/** Every message a stock refusal of these product names may carry (spec: 'Only n left …' or 'out of stock'). */
export function stockMessages(names: string[], maxStock: number): Set<string> {
  const all = new Set<string>();
  for (const name of names) {
    for (let s = 0; s <= maxStock; s += 1) all.add(ORDER_MESSAGES.insufficientStock(name, s));
    all.add(ORDER_MESSAGES.unavailable(name));
  }
  return all;
}

export interface Ledger {
  stock: Record<string, number>;
  /** Units in order lines per product (all orders, cancelled ones included). */
  sold: Record<string, number>;
  orders: number;
  subOrders: number;
  items: number;
  ordersWithoutSubOrders: number;
  subOrdersWithoutItems: number;
  /** Orders whose total is not the sum of their sub-orders' totals. */
  ordersNotAddingUp: number;
}

/** What the tables say right now about these products and all orders in the database. */
export async function ledger(db: Db, productIds: string[]): Promise<Ledger> {
  const stockRows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, productIds));
  const soldRows = await sqlRows<{ product_id: string; units: number }>(
    db,
    sql`select product_id, coalesce(sum(quantity), 0)::int as units from order_items group by product_id`,
  );
  const [counts] = await sqlRows<{
    orders: number;
    sub_orders: number;
    items: number;
    orphans: number;
    empty_subs: number;
    not_adding_up: number;
  }>(
    db,
    sql`select
      (select count(*)::int from orders) as orders,
      (select count(*)::int from sub_orders) as sub_orders,
      (select count(*)::int from order_items) as items,
      (select count(*)::int from orders o where not exists (select 1 from sub_orders s where s.order_id = o.id)) as orphans,
      (select count(*)::int from sub_orders s where not exists (select 1 from order_items i where i.sub_order_id = s.id)) as empty_subs,
      (select count(*)::int from orders o
         where o.total_paise <> (select coalesce(sum(s.total_paise), 0) from sub_orders s where s.order_id = o.id)) as not_adding_up`,
  );
  const sold: Record<string, number> = Object.fromEntries(productIds.map((id) => [id, 0]));
  for (const r of soldRows) if (r.product_id in sold) sold[r.product_id] = Number(r.units);
  return {
    stock: Object.fromEntries(stockRows.map((r) => [r.id, r.stock])),
    sold,
    orders: counts?.orders ?? -1,
    subOrders: counts?.sub_orders ?? -1,
    items: counts?.items ?? -1,
    ordersWithoutSubOrders: counts?.orphans ?? -1,
    subOrdersWithoutItems: counts?.empty_subs ?? -1,
    ordersNotAddingUp: counts?.not_adding_up ?? -1,
  };
}

/** One shopper's cart as rows: product → quantity. */
export async function cartRows(db: Db, userId: string): Promise<Record<string, number>> {
  const rows = await sqlRows<{ product_id: string; quantity: number }>(
    db,
    sql`select product_id, quantity from cart_items where user_id = ${userId} order by product_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.product_id, r.quantity]));
}

/** The order id an order answer names (`order._id`), or undefined. */
export function orderIdOf(body: unknown): string | undefined {
  const order = (body as { order?: { _id?: unknown } } | undefined)?.order;
  return typeof order?._id === 'string' ? order._id : undefined;
}

/** The priced checkout with its one line repeated at these quantities, every total recomputed to match. */
export function withQuantities(priced: PricedCheckout, quantities: number[]): PricedCheckout {
  const [line] = priced.lines;
  const [parcel] = priced.parcels;
  if (!line || !parcel || priced.lines.length !== 1) throw new Error('expected one line in one parcel');
  const lines = quantities.map((q) => ({
    ...line,
    quantity: q,
    lineTotalPaise: line.unitPricePaise * q,
    discountPaise: 0,
  }));
  const subtotalPaise = lines.reduce((s, l) => s + l.lineTotalPaise, 0);
  const totalPaise = subtotalPaise + parcel.shippingPaise;
  const commissionPaise = Math.round(totalPaise / 10);
  return {
    ...priced,
    couponId: null,
    couponCode: null,
    lines,
    parcels: [
      {
        ...parcel,
        subtotalPaise,
        discountPaise: 0,
        totalPaise,
        commissionPaise,
        transferPaise: totalPaise - commissionPaise,
      },
    ],
    subtotalPaise,
    discountPaise: 0,
    taxPaise: subtotalPaise - Math.round(subtotalPaise / 1.18),
    totalPaise,
  };
}

/** Repeats a request answered 409 in-progress until it is answered; returns the order id of that answer. */
export async function retryUntilAnswered(
  send: () => Promise<LightMyRequestResponse>,
): Promise<string | undefined> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const r = await send();
    if (r.statusCode !== 409) {
      if (r.statusCode >= 300) throw new Error(`retry answered ${r.statusCode} ${r.body}`);
      return orderIdOf(r.json());
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('still in progress after 100 retries');
}
