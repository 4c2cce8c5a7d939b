// Shared e2e helpers for order journeys: a shipping address, a cash-on-delivery order placed through the API
// (cart → address → POST /api/users/orders), and the seller portal's status moves with a seeded seller's key.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { bearer, createShopper, useSession, type Session } from './accounts.ts';
import { addToServerCart, listProducts, seededSellerIds, type ApiProduct } from './catalog.ts';

export interface ApiAddress {
  _id: string;
  fullName: string;
  city: string;
  postalCode: string;
}

export interface ApiSubOrder {
  _id: string;
  sellerId: string;
  sellerName: string;
  status: string;
}

export interface ApiOrder {
  _id: string;
  orderNumber: string;
  status: string;
  totalAmount: number;
  items: { productId: string; name: string; quantity: number; subOrderId: string }[];
  subOrders: ApiSubOrder[];
}

export type SellerStep = 'packed' | 'dispatched' | 'out_for_delivery' | 'delivered' | 'cancelled';

/** Adds a Bengaluru home address to the shopper's address book and answers it. */
export async function addAddress(
  request: APIRequestContext,
  session: Session,
  overrides: Record<string, string> = {},
): Promise<ApiAddress> {
  const res = await request.post('/api/users/addresses', {
    headers: bearer(session),
    data: {
      fullName: 'Priya Nair',
      phone: '9876543210',
      addressLine1: '14, 2nd Cross, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560038',
      country: 'India',
      addressType: 'Home',
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { address: ApiAddress }).address;
}

/**
 * In-stock products cheap enough for cash on delivery, from the first listing page, of seeded sellers: the
 * journeys move parcels with those sellers' development keys, and a seller who signed up in Seller Central
 * during the run (its listing newest, so first) has none.
 */
async function keyedCodProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const keyed = await seededSellerIds(request);
  return (await listProducts(request, { limit: 100 })).filter(
    (p) => p.stock >= 3 && p.sellingPrice <= 5_000 && keyed.has(p.sellerId),
  );
}

/** The first `count` of keyedCodProducts. */
export async function codProducts(request: APIRequestContext, count = 1): Promise<ApiProduct[]> {
  const products = await keyedCodProducts(request);
  expect(products.length, `at least ${count} in-stock products under ₹5,000`).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

/**
 * A cash-on-delivery order of two seeded sellers' products whose first parcel its seller has packed and
 * dispatched, the second not (docs/behaviour/tracking.md#tracking-per-parcel); answers the order as placed.
 */
export async function twoSellerOrderFirstParcelDispatched(
  request: APIRequestContext,
  session: Session,
): Promise<ApiOrder> {
  const products = await keyedCodProducts(request);
  const first = products[0]!;
  const second = products.find((p) => p.sellerId !== first.sellerId);
  expect(second, 'products of two sellers').toBeTruthy();
  const placed = await placeCodOrder(request, session, [first, second!]);
  expect(placed.subOrders).toHaveLength(2);
  const parcel = placed.subOrders[0]!;
  const key = await sellerKey(request, parcel.sellerId);
  await moveSubOrder(request, key, parcel._id, { status: 'packed' });
  await moveSubOrder(request, key, parcel._id, {
    status: 'dispatched',
    trackingNumber: `AWB${Date.now()}`,
    carrier: 'Delhivery',
  });
  return placed;
}

/**
 * A new shopper with `count` cash-on-delivery products in the server cart (one of each) and a saved address,
 * signed in on `page` from its first load: ready for /checkout.
 */
export async function checkoutReadyShopper(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  label: string,
  count = 1,
): Promise<{ session: Session; products: ApiProduct[] }> {
  const session = await createShopper(request, testInfo, label);
  const products = await codProducts(request, count);
  for (const product of products) await addToServerCart(request, session, product._id, 1);
  await addAddress(request, session);
  await useSession(page, session);
  return { session, products };
}

/**
 * Fills the shopper's cart with the given products (one of each), adds an address and places a cash-on-delivery
 * order; answers the order as the API shows it.
 */
export async function placeCodOrder(
  request: APIRequestContext,
  session: Session,
  products?: readonly ApiProduct[],
): Promise<ApiOrder> {
  const lines = products ?? (await codProducts(request, 1));
  for (const product of lines) await addToServerCart(request, session, product._id, 1);
  const address = await addAddress(request, session);
  const res = await request.post('/api/users/orders', {
    headers: { ...bearer(session), 'idempotency-key': randomUUID() },
    data: { paymentDetails: { method: 'cod' }, shippingAddress: { _id: address._id } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { order: ApiOrder }).order;
}

export async function getOrder(
  request: APIRequestContext,
  session: Session,
  orderId: string,
): Promise<ApiOrder> {
  const res = await request.get(`/api/users/orders/${encodeURIComponent(orderId)}`, {
    headers: bearer(session),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { order: ApiOrder }).order;
}

/** A seeded seller's development API key (GET /api/dev/sellers), as the external seller portal would hold it. */
export async function sellerKey(request: APIRequestContext, sellerId: string): Promise<string> {
  const res = await request.get('/api/dev/sellers');
  expect(res.status()).toBe(200);
  const { sellers } = (await res.json()) as { sellers: { id: string; apiKey: string | null }[] };
  const key = sellers.find((s) => s.id === sellerId)?.apiKey;
  expect(key, `a development API key for seller ${sellerId}`).toBeTruthy();
  return key!;
}

/** Moves a sub-order one step as its seller (POST /api/seller/orders/{subOrderId}/status). */
export async function moveSubOrder(
  request: APIRequestContext,
  apiKey: string,
  subOrderId: string,
  body: { status: SellerStep } & Record<string, string>,
): Promise<void> {
  const res = await request.post(`/api/seller/orders/${encodeURIComponent(subOrderId)}/status`, {
    headers: { authorization: `Bearer ${apiKey}` },
    data: body,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Moves every sub-order of the order through packed … delivered with its seller's key, as the seller portal would. */
export async function deliverOrder(
  request: APIRequestContext,
  session: Session,
  orderId: string,
): Promise<ApiOrder> {
  const order = await getOrder(request, session, orderId);
  for (const sub of order.subOrders) {
    const key = await sellerKey(request, sub.sellerId);
    for (const status of ['packed', 'dispatched', 'out_for_delivery', 'delivered'] as const) {
      const extra: Record<string, string> =
        status === 'dispatched'
          ? { trackingNumber: `AWB${Date.now()}`, carrier: 'Delhivery' }
          : status === 'delivered'
            ? { recipientName: 'Self' }
            : {};
      await moveSubOrder(request, key, sub._id, { status, ...extra });
    }
  }
  return getOrder(request, session, orderId);
}
