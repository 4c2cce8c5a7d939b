// Test support for returns: orders placed for the seller world's buyer and moved to delivered through the seller
// API, and the calls of the returns API with their answers checked against the pinned contracts.
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  createReturnResponseSchema,
  returnEligibilityResponseSchema,
  type CreateReturnRequest,
  type ReturnEligibility,
  type ReturnRequest,
} from '@haat/domain/returns/return.schema';
import type { PaymentMethod } from '@haat/domain/orders/order.schema';
import { orderItems, subOrders } from '../../db/schema/orders.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import { bearer } from '../users/users.test-support.ts';
import {
  call,
  deliverSubOrder,
  placeTestOrder,
  type SellerWorld,
  type TestBuyer,
  type TestProduct,
} from '../sellers/sellers.test-support.ts';

const DAY_MS = 86_400_000;

export interface DeliveredOrder {
  orderId: string;
  orderNumber: string;
  /** Order line id by product id. */
  line: Record<string, string>;
  /** Sub-order id by seller id. */
  subOrder: Record<string, string>;
}

async function linesOf(t: TestApp, orderId: string) {
  return t.database.db
    .select({ id: orderItems.id, productId: orderItems.productId, subOrderId: orderItems.subOrderId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

export async function subOrderIdOf(t: TestApp, orderId: string, sellerId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: subOrders.id })
    .from(subOrders)
    .where(and(eq(subOrders.orderId, orderId), eq(subOrders.sellerId, sellerId)));
  if (!row) throw new Error(`no sub-order of ${sellerId} in ${orderId}`);
  return row.id;
}

/** Places the order and delivers the parcels of the sellers named (every seller's by default). */
export async function placeOrder(
  w: SellerWorld,
  items: { product: TestProduct; quantity: number }[],
  options: { deliver?: 'all' | 'none'; method?: PaymentMethod; buyer?: TestBuyer } = {},
): Promise<DeliveredOrder> {
  const { orderId, orderNumber } = await placeTestOrder(
    w.t.database.db,
    options.buyer ?? w.buyer,
    items,
    options.method,
  );
  const lines = await linesOf(w.t, orderId);
  const subOrder: Record<string, string> = {};
  for (const seller of [w.a, w.b]) {
    if (!items.some((i) => i.product.sellerId === seller.id)) continue;
    subOrder[seller.id] = await subOrderIdOf(w.t, orderId, seller.id);
    if (options.deliver !== 'none') await deliverSubOrder(w.t, seller.key, subOrder[seller.id] as string);
  }
  return { orderId, orderNumber, line: Object.fromEntries(lines.map((l) => [l.productId, l.id])), subOrder };
}

/** Moves the parcel's delivery this many days into the past. */
export async function deliveredDaysAgo(t: TestApp, subOrderId: string, days: number): Promise<void> {
  await t.database.db
    .update(subOrders)
    .set({ deliveredAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(subOrders.id, subOrderId));
}

export async function eligibility(t: TestApp, token: string, orderId: string): Promise<ReturnEligibility> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/returns/user/eligibility/${orderId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return returnEligibilityResponseSchema.parse(res.json()).data;
}

export function postReturn(
  t: TestApp,
  token: string,
  body: CreateReturnRequest,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/returns/create',
    headers: { ...bearer(token), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });
}

/** The requests of a 200/201 answer, checked against the API contract. */
export function createdRequests(res: LightMyRequestResponse): ReturnRequest[] {
  expect(res.statusCode, res.body).toBeLessThan(300);
  const body = createReturnResponseSchema.parse(res.json());
  expect(body.data.returnRequest).toEqual(body.data.returnRequests[0]);
  return body.data.returnRequests;
}

export function expectRefusal(
  res: LightMyRequestResponse,
  status: number,
  error: string,
  code?: string,
): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { success: boolean; error: string; code: string };
  expect(body.success).toBe(false);
  expect(body.error).toBe(error);
  if (code) expect(body.code).toBe(code);
}

export function decide(
  t: TestApp,
  sellerKey: string,
  returnId: string,
  body: { action: string; note?: string; refundAmount?: number },
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', `/api/seller/returns/${returnId}/decision`, sellerKey, body);
}

export async function returnedQuantity(t: TestApp, orderItemId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: orderItems.returnedQuantity })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId));
  return row?.n ?? -1;
}
