// The world the fuzzer runs in: a test app on a fresh database with two keyed sellers, their products, and a
// signed-in customer with an address, a filled cart and an order of which one parcel is delivered, so that valid
// requests can reach past "not found" into carts, orders, returns and reviews. Payments use the offline gateway
// and mail the dev outbox, as in the other API tests.
import { eq } from 'drizzle-orm';
import { orderResponseSchema } from '@haat/domain/orders/order.schema';
import { users } from '../../db/schema/users.ts';
import { deriveAuthKeys } from '../../modules/auth/auth-keys.ts';
import { startSession } from '../../modules/auth/sessions.service.ts';
import { addAddress, fillCart } from '../../modules/orders/orders.test-support.ts';
import {
  deliverSubOrder,
  insertKeyedSellers,
  insertSellerProducts,
  placeTestOrder,
} from '../../modules/sellers/sellers.test-support.ts';
import { bearer, createCustomer, signIn, type TestCustomer } from '../../modules/users/users.test-support.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import type { Credentials } from './request-arbitrary.ts';
import type { Hints } from './schema-arbitraries.ts';

export interface FuzzWorld {
  t: TestApp;
  hints: Hints;
  credentials: Credentials;
  /** Signs the customer in again (after a fuzzed logout ended the session). */
  renewCustomer(): Promise<void>;
}

/** Limits high enough that the fuzzer reaches the routes rather than the rate limiter, and no background mail round. */
const FUZZ_ENV = {
  // Known here, so that a new session can be signed without a password check (see renewCustomer).
  JWT_SECRET: 'fuzz-world-secret-of-at-least-32-characters',
  RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_MAX: '1000000',
  FORM_RATE_LIMIT_MAX: '1000000',
  MAIL_WORKER_INTERVAL_MS: '0',
};

export async function buildFuzzWorld(): Promise<FuzzWorld> {
  const t = await buildTestApp(FUZZ_ENV);
  const db = t.database.db;
  const { a, b } = await insertKeyedSellers(db);
  const [productA, productB] = await insertSellerProducts(db, [a.id, b.id], 1000);
  if (!productA || !productB) throw new Error('buildFuzzWorld: no products');

  const customer: TestCustomer = await createCustomer(db, { fullName: 'Fuzz Customer' });
  let token = (await signIn(t.app, customer)).token;
  const shopper = {
    userId: customer.user.id,
    get token() {
      return token;
    },
    call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  };
  const addressId = await addAddress(shopper);
  await fillCart(shopper, [
    [productA.id, 2],
    [productB.id, 1],
  ]);
  const [row] = await db.select().from(users).where(eq(users.id, customer.user.id));
  const buyer = { userId: customer.user.id, token, email: row?.email ?? '', phone: row?.phone ?? '' };
  const { orderId, orderNumber } = await placeTestOrder(db, buyer, [
    { product: productA, quantity: 1 },
    { product: productB, quantity: 1 },
  ]);
  const order = orderResponseSchema.parse(
    (await shopper.call('GET', `/api/users/orders/${orderId}`)).json(),
  ).order;
  const parcelOfA = order.subOrders.find((s) => s.sellerId === a.id);
  if (parcelOfA) await deliverSubOrder(t, a.key, parcelOfA._id);

  return {
    t,
    hints: {
      ids: [
        productA.id,
        productB.id,
        orderId,
        orderNumber,
        addressId,
        a.id,
        b.id,
        ...order.subOrders.map((s) => s._id),
        ...order.items.map((i) => i._id),
      ],
      pincodes: ['110001', '400001', '411001', '560009', '600004'],
      contacts: [buyer.email, buyer.phone],
    },
    credentials: { customer: () => token, seller: () => a.key },
    // A fresh session as sign-in would start it, without the argon2 check that would cost ~50 ms a time.
    renewCustomer: async () => {
      token = (await startSession({ db, keys: deriveAuthKeys(FUZZ_ENV.JWT_SECRET) }, customer.user.id)).token;
    },
  };
}
