// The access matrix's world: two sellers with their API keys and four products, and two customers who each hold
// everything the API keeps per shopper (address, card, cart line, wishlist item, a placed and a delivered order with
// a parcel of each seller, a return request, a review with an uploaded photo, a paid gateway order), made through
// the API where a shopper would, and through the helpers the module tests use where the API has no shortcut.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { orders, orderItems, subOrders } from '../../db/schema/orders.ts';
import { insertFixtureProducts } from '../../modules/catalog/catalog.fixtures.ts';
import { insertCoupon } from '../../modules/coupons/coupons.test-support.ts';
import { addAddress } from '../../modules/orders/orders.test-support.ts';
import {
  deliverSubOrder,
  insertKeyedSellers,
  placeTestOrder,
  type TestProduct,
  type TestSeller,
} from '../../modules/sellers/sellers.test-support.ts';
import {
  insertListingGroup,
  openPortalSession,
} from '../../modules/seller-portal/seller-portal.test-support.ts';
import { multipartBody, solidPng } from '../../modules/uploads/uploads.test-support.ts';
import { bearer, createCustomer, signIn } from '../../modules/users/users.test-support.ts';
import type { TestApp } from '../build-test-app.ts';

/** Generous limits: the matrix sends a few hundred calls from one address, some to the form-limited routes. */
export const MATRIX_ENV = {
  AUTH_RATE_LIMIT_MAX: '10000',
  RATE_LIMIT_MAX: '100000',
  FORM_RATE_LIMIT_MAX: '10000',
  MAIL_WORKER_INTERVAL_MS: '0',
} as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Customer {
  name: 'A' | 'B';
  userId: string;
  fullName: string;
  email: string;
  phone: string;
  token: string;
  addressId: string;
  /** A street only this customer's address has, to spot it in another's answers. */
  addressLine: string;
  cardId: string;
  /** In the cart and in no other customer's. */
  cartProduct: TestProduct;
  /** On the wishlist and on no other customer's. */
  wishlistProduct: TestProduct;
  /** Cash on delivery, not yet dispatched (cancellable), placed with `placedKey`. */
  placed: { id: string; orderNumber: string; subOrderId: string; sellerId: string };
  placedKey: string;
  /** Both sellers' parcels delivered. */
  delivered: {
    id: string;
    orderNumber: string;
    subOrders: Record<string, string>;
    items: Record<string, string>;
  };
  /** One unit of this delivered product is asked back (A: the first seller's, B: the second's). */
  returnProduct: TestProduct;
  returnId: string;
  returnKey: string;
  reviewId: string;
  reviewKey: string;
  photoUrl: string;
  payment: { orderId: string; paymentId: string; signature: string };
  call(
    method: Method,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export interface MatrixWorld {
  t: TestApp;
  sellers: [TestSeller, TestSeller];
  /** Each seller's Seller Central session token, by seller id. */
  portalTokens: Record<string, string>;
  /** Each seller's draft listing group (Seller Central), by seller id. */
  listings: Record<string, { groupId: string; productId: string }>;
  /** Each seller's coupon (Seller Central's coupons), by seller id. */
  coupons: Record<string, { id: string; code: string }>;
  /** p[0], p[2] of the first seller; p[1], p[3] of the second. */
  products: TestProduct[];
  a: Customer;
  b: Customer;
}

function ok(res: LightMyRequestResponse, status = 300): LightMyRequestResponse {
  expect(res.statusCode, `${res.statusCode} ${res.body}`).toBeLessThan(status);
  return res;
}

async function insertProducts(t: TestApp, sellers: TestSeller[]): Promise<TestProduct[]> {
  const rows = [0, 1, 2, 3].map((i) => ({
    id: `prd_am_${i}`,
    sellerId: (sellers[i % 2] as TestSeller).id,
    name: `Brass Diya ${i}`,
    pricePaise: 59_900 + i * 10_000,
  }));
  await insertFixtureProducts(
    t.database.db,
    rows.map((r) => ({
      ...r,
      stock: 100,
      sellingPricePaise: r.pricePaise,
      mrpPaise: r.pricePaise + 10_000,
      shippingWeightGrams: 500,
    })),
  );
  return rows;
}

async function newCustomer(
  w: Omit<MatrixWorld, 'a' | 'b'>,
  name: 'A' | 'B',
  cart: TestProduct,
  wish: TestProduct,
  returnProduct: TestProduct,
): Promise<Customer> {
  const { t } = w;
  const fullName = name === 'A' ? 'Anjali Apte' : 'Balwinder Bains';
  const customer = await createCustomer(t.database.db, { fullName });
  const { token } = await signIn(t.app, customer);
  const call: Customer['call'] = (method, url, payload, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const shopper = { userId: customer.user.id, token, call };
  const addressLine = `${name === 'A' ? '14 Janpath' : '9 Rajpath'} secret-${name}-street`;
  const addressId = await addAddress(shopper, { fullName, addressLine1: addressLine });

  const cards = ok(
    await call('POST', '/api/users/payment-methods', {
      cardBrand: 'Visa',
      cardLast4: name === 'A' ? '4242' : '1881',
      cardHolderName: fullName,
      expiryMonth: 12,
      expiryYear: 2031,
    }),
  ).json() as { paymentMethods?: { _id: string }[]; data?: { _id: string }[] };
  const cardId = (cards.paymentMethods ?? cards.data ?? [])[0]?._id;
  if (!cardId) throw new Error(`no card id in ${JSON.stringify(cards)}`);

  // The placed order empties the cart; the cart line the matrix aims at is added after it.
  ok(await call('POST', '/api/users/cart', { productId: cart.id, quantity: 1 }));
  const placedKey = `am-place-${name}-${customer.user.id}`;
  const placedRes = ok(
    await call(
      'POST',
      '/api/users/orders',
      { paymentDetails: { method: 'cod' }, shippingAddress: { _id: addressId } },
      { 'idempotency-key': placedKey },
    ),
  ).json() as { order: { _id: string; orderNumber: string } };
  const [placedSub] = await t.database.db
    .select({ id: subOrders.id })
    .from(subOrders)
    .where(eq(subOrders.orderId, placedRes.order._id));
  ok(await call('POST', '/api/users/cart', { productId: cart.id, quantity: 2 }));
  ok(await call('POST', '/api/users/wishlist', { productId: wish.id }));

  const buyer = { userId: customer.user.id, token, email: customer.user.email, phone: customer.user.phone };
  const placedDelivered = await placeTestOrder(t.database.db, buyer, [
    { product: w.products[0] as TestProduct, quantity: 2 },
    { product: w.products[1] as TestProduct, quantity: 2 },
  ]);
  const subs = await t.database.db
    .select({ id: subOrders.id, sellerId: subOrders.sellerId })
    .from(subOrders)
    .where(eq(subOrders.orderId, placedDelivered.orderId));
  for (const sub of subs) {
    const seller = w.sellers.find((s) => s.id === sub.sellerId) as TestSeller;
    await deliverSubOrder(t, seller.key, sub.id);
  }
  const lines = await t.database.db
    .select({ id: orderItems.id, productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, placedDelivered.orderId));
  const items = Object.fromEntries(lines.map((l) => [l.productId, l.id]));

  const returnKey = `am-return-${name}-${customer.user.id}`;
  const returned = ok(
    await call(
      'POST',
      '/api/returns/create',
      {
        orderId: placedDelivered.orderId,
        items: [{ orderItemId: items[returnProduct.id], quantity: 1 }],
        returnReason: 'Defective/Damaged Product',
        detailedReason: `Cracked on arrival (${name})`,
      },
      { 'idempotency-key': returnKey },
    ),
  ).json() as { data: { returnRequest: { _id: string } } };

  const upload = await multipartBody([
    { bytes: await solidPng(64, 48), filename: 'diya.png', type: 'image/png' },
  ]);
  const uploaded = ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/reviews/upload-images',
      headers: { ...bearer(token), ...upload.headers },
      payload: upload.payload,
    }),
  ).json() as { imageUrls: string[] };
  const photoUrl = uploaded.imageUrls[0] as string;
  const reviewKey = `am-review-${name}-${customer.user.id}`;
  const reviewed = ok(
    await call(
      'POST',
      '/api/reviews',
      {
        productId: (w.products[1] as TestProduct).id,
        rating: 4,
        title: `Bright diya (${name})`,
        reviewText: `Glows well, review by ${fullName}.`,
        reviewImages: [photoUrl],
        orderId: placedDelivered.orderId,
      },
      { 'idempotency-key': reviewKey },
    ),
  ).json() as { review: { _id: string } };

  const gatewayOrder = ok(
    await call('POST', '/api/payment/create-order', {
      shippingAddress: { _id: addressId },
      method: 'razorpay',
    }),
  ).json() as { orderId: string };
  const paid = ok(
    await call('POST', '/api/payment/offline/pay', {
      orderId: gatewayOrder.orderId,
      method: 'card',
      outcome: 'success',
      instrument: '4111111111111111',
    }),
  ).json() as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

  const [placedRow] = await t.database.db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, placedDelivered.orderId));
  return {
    name,
    userId: customer.user.id,
    fullName,
    email: customer.user.email,
    phone: customer.user.phone,
    token,
    addressId,
    addressLine,
    cardId,
    cartProduct: cart,
    wishlistProduct: wish,
    placed: {
      id: placedRes.order._id,
      orderNumber: placedRes.order.orderNumber,
      subOrderId: placedSub?.id ?? '',
      sellerId: cart.sellerId,
    },
    placedKey,
    delivered: {
      id: placedDelivered.orderId,
      orderNumber: placedRow?.orderNumber ?? placedDelivered.orderNumber,
      subOrders: Object.fromEntries(subs.map((s) => [s.sellerId, s.id])),
      items,
    },
    returnProduct,
    returnId: returned.data.returnRequest._id,
    returnKey,
    reviewId: reviewed.review._id,
    reviewKey,
    photoUrl,
    payment: {
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    },
    call,
  };
}

export async function buildMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const { a, b } = await insertKeyedSellers(t.database.db);
  const sellers: [TestSeller, TestSeller] = [a, b];
  const products = await insertProducts(t, sellers);
  const portalTokens = {
    [a.id]: await openPortalSession(t.database.db, a.id),
    [b.id]: await openPortalSession(t.database.db, b.id),
  };
  const listings = {
    [a.id]: await insertListingGroup(t.database.db, a.id),
    [b.id]: await insertListingGroup(t.database.db, b.id),
  };
  const coupons: MatrixWorld['coupons'] = {};
  for (const [i, seller] of sellers.entries()) {
    coupons[seller.id] = { id: `cpn_matrix_${i}`, code: `MATRIX${i}OWN` };
    await insertCoupon(t.database.db, { ...coupons[seller.id]!, sellerId: seller.id });
  }
  const base = { t, sellers, products, portalTokens, listings, coupons };
  // Each customer's cart and wishlist hold a product the other's do not, so a call naming it has nothing of the
  // caller's own to act on.
  const p = products as [TestProduct, TestProduct, TestProduct, TestProduct];
  const ca = await newCustomer(base, 'A', p[2], p[3], p[0]);
  const cb = await newCustomer(base, 'B', p[3], p[2], p[1]);
  return { ...base, a: ca, b: cb };
}

/** Strings of the customer's that must never appear in an answer to the other party. */
export function secretsOf(c: Customer): string[] {
  return [
    c.userId,
    c.fullName,
    c.email,
    c.phone,
    c.addressId,
    c.addressLine,
    c.cardId,
    c.placed.id,
    c.placed.orderNumber,
    c.placed.subOrderId,
    c.delivered.id,
    c.delivered.orderNumber,
    ...Object.values(c.delivered.subOrders),
    ...Object.values(c.delivered.items),
    c.returnId,
    c.payment.orderId,
    c.payment.paymentId,
    c.payment.signature,
  ];
}
