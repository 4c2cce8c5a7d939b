// Issue 22: a production start refuses a database holding dev seller keys or the demo customer, and
// `npm run db:remove-dev-data` (removeDevData) makes it fit: dev keys revoked, the demo deleted or, when orders or
// payments refer to it, anonymised. Live keys and real shoppers are left alone, and the removal can run again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { verifyPassword } from '../modules/auth/passwords.ts';
import { issueSellerKey } from '../modules/sellers/seller-keys.service.ts';
import { sellerKeyPrefix } from '../modules/sellers/seller-keys.ts';
import { call, insertKeyedSellers, type TestSeller } from '../modules/sellers/sellers.test-support.ts';
import { createCustomer } from '../modules/users/users.test-support.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../testing/build-test-app.ts';
import { assertProductionReady, findDevData, ProductionReadinessError } from './production-readiness.ts';
import { removeDevData } from './remove-dev-data.ts';
import { sessions } from './schema/auth.ts';
import { paymentOrders } from './schema/payments.ts';
import { users } from './schema/users.ts';
import { insertDevSellerKeys } from './seed/build-sellers.ts';
import { DEMO_CUSTOMER, seedDemoCustomer } from './seed/demo-customer.ts';

const PRODUCTION = { isProduction: true };

describe(`production readiness and db:remove-dev-data (${testDatabaseKind})`, () => {
  let t: TestApp;
  let a: TestSeller;
  let b: TestSeller;
  beforeAll(async () => {
    // Outside production, so the store's own routes can show the demo account working before its removal.
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    ({ a, b } = await insertKeyedSellers(t.database.db));
    await seedDemoCustomer(t.database.db);
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const signInDemo = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });

  it('refuses production while dev keys or the demo account are there, saying what and how to remove it', async () => {
    await expect(assertProductionReady(db(), { isProduction: false })).resolves.toBeUndefined();
    const error = await assertProductionReady(db(), PRODUCTION).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ProductionReadinessError);
    // server.ts prints a ConfigError's message as it is and exits 1.
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('2 development seller API key(s) not revoked');
    expect(message).toContain(`${sellerKeyPrefix(a.key)}…`);
    expect(message).toContain(`the demo customer account ${DEMO_CUSTOMER.email}`);
    expect(message).toContain('npm run db:remove-dev-data');
    // Never a key itself.
    expect(message).not.toContain(a.key);
  });

  it('removal revokes the dev keys and deletes the demo account; live keys and shoppers stay; then it passes', async () => {
    const live = await issueSellerKey(db(), a.id);
    const shopper = await createCustomer(db());
    expect((await signInDemo()).statusCode).toBe(200);

    const removed = await removeDevData(db());
    expect(removed.revokedKeyPrefixes).toEqual([sellerKeyPrefix(a.key), sellerKeyPrefix(b.key)].sort());
    expect(removed.demoCustomers).toEqual([{ email: DEMO_CUSTOMER.email, outcome: 'deleted' }]);
    await expect(assertProductionReady(db(), PRODUCTION)).resolves.toBeUndefined();

    expect((await call(t, 'GET', '/api/seller/orders', a.key)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/seller/orders', live.key)).statusCode).toBe(200);
    expect((await signInDemo()).statusCode).toBe(401);
    expect(await db().select({ id: users.id }).from(users).where(eq(users.id, shopper.user.id))).toHaveLength(
      1,
    );

    // Idempotent, and a later start outside production does not bring a revoked dev key back.
    expect(await removeDevData(db())).toEqual({ revokedKeyPrefixes: [], demoCustomers: [] });
    await insertDevSellerKeys(db());
    expect((await findDevData(db())).devKeyPrefixes).toEqual([]);
  });

  it('anonymises a demo account that payments refer to, ends its sessions, and it passes', async () => {
    await seedDemoCustomer(db());
    const login = await signInDemo();
    expect(login.statusCode).toBe(200);
    const { token } = login.json() as { token: string };
    const [demo] = await db().select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    if (!demo) throw new Error('no demo account');
    // users.id is ON DELETE RESTRICT for payment orders, as for orders and returns.
    await db()
      .insert(paymentOrders)
      .values({
        id: `order_demo${Date.now()}`,
        userId: demo.id,
        gateway: 'offline',
        method: 'upi',
        amountPaise: 100,
        checkout: {},
      });
    await expect(assertProductionReady(db(), PRODUCTION)).rejects.toThrow(DEMO_CUSTOMER.email);

    const removed = await removeDevData(db());
    expect(removed.demoCustomers).toEqual([{ email: DEMO_CUSTOMER.email, outcome: 'anonymised' }]);
    const [after] = await db().select().from(users).where(eq(users.id, demo.id));
    expect(after).toMatchObject({
      fullName: 'Removed demo account',
      email: `removed-demo-${demo.id}@invalid`,
    });
    expect(after?.phone).not.toBe(DEMO_CUSTOMER.phone);
    expect(await verifyPassword(after?.passwordHash ?? '', DEMO_CUSTOMER.password)).toBe(false);
    expect(await db().select().from(sessions).where(eq(sessions.userId, demo.id))).toEqual([]);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(401);
    expect((await signInDemo()).statusCode).toBe(401);
    await expect(assertProductionReady(db(), PRODUCTION)).resolves.toBeUndefined();
    expect(await removeDevData(db())).toEqual({ revokedKeyPrefixes: [], demoCustomers: [] });
  });

  it('does not take a shopper who owns the demo phone number, with a password of their own, for the demo', async () => {
    await createCustomer(db(), { phone: DEMO_CUSTOMER.phone, email: 'owner.of.the.number@example.in' });
    expect((await findDevData(db())).demoCustomers).toEqual([]);
    await expect(assertProductionReady(db(), PRODUCTION)).resolves.toBeUndefined();
  });
});
