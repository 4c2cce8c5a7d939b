import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../schema/orders.ts';
import { users } from '../schema/users.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { DEMO_CUSTOMER, seedDemoCustomer } from './demo-customer.ts';

describe(`demo customer (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());

  it('can sign in with the README credentials by e-mail or phone, and is added once', async () => {
    await seedDemoCustomer(t.database.db);
    await Promise.all([seedDemoCustomer(t.database.db), seedDemoCustomer(t.database.db)]);
    const rows = await t.database.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: 'Aarav Sharma',
      email: 'demo@haat.in',
      phone: '+919876543210',
    });
    expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);

    for (const id of [{ email: 'demo@haat.in' }, { phone: '9876543210' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { ...id, password: 'Haat@1234' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { fullName: DEMO_CUSTOMER.fullName } });
    }
  });

  it('has a default home address in Bengaluru and an office, ready for checkout, added once', async () => {
    await seedDemoCustomer(t.database.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/addresses',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().addresses).toMatchObject([
      { addressType: 'Home', postalCode: '560001', city: 'Bengaluru', isDefault: true },
      { addressType: 'Office', isDefault: false },
    ]);
    // A deleted office stays deleted while the book has an address; an emptied book is filled again.
    const office = res.json().addresses[1]._id as string;
    await t.database.db.delete(addresses).where(eq(addresses.id, office));
    await seedDemoCustomer(t.database.db);
    expect(await t.database.db.select().from(addresses)).toHaveLength(1);
    await t.database.db.delete(addresses);
    await Promise.all([seedDemoCustomer(t.database.db), seedDemoCustomer(t.database.db)]);
    expect(await t.database.db.select().from(addresses)).toHaveLength(2);
  });

  it('leaves a customer who registered with the demo phone alone', async () => {
    await t.database.db.delete(addresses);
    await t.database.db.delete(users);
    await t.database.db.insert(users).values({
      fullName: 'Real Person',
      email: 'real@example.in',
      phone: DEMO_CUSTOMER.phone,
      passwordHash: 'x',
    });
    await seedDemoCustomer(t.database.db);
    expect((await t.database.db.select().from(users)).map((u) => u.email)).toEqual(['real@example.in']);
    expect(await t.database.db.select().from(addresses)).toEqual([]);
  });
});
