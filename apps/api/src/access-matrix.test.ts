// Issue 12 item 2, the access control matrix: two shoppers and two sellers, each with everything the API keeps for
// them; every route that takes an id is called by the other party with the victim's ids and must refuse (403/404),
// show nothing of the victim's and change no row. The matrix (testing/access-matrix/matrix.ts) must list every route
// of the app's route table, so a new route cannot skip it; guests get 401 on every signed-in route; fields a client
// must not set (role, userId, sellerId, prices, statuses) have no effect on what is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKind } from './testing/build-test-app.ts';
import { MATRIX, NOBODY } from './testing/access-matrix/matrix.ts';
import { runCrossPartyProbes } from './testing/access-matrix/run-probes.ts';
import { freshMobile } from './modules/account/account.test-support.ts';
import { createOperator, operatorPasswordSignIn } from './modules/operator/operator-auth.ts';
import {
  addressRow,
  addressRows,
  cartRows,
  latestReturn,
  orderRow,
  paymentOrderRow,
  reviewRow,
  signupCode,
  userByEmail,
  userRow,
} from './testing/access-matrix/stored-rows.ts';
import { appRoutes, documentedRoutes, routeKey } from './testing/access-matrix/route-table.ts';
import { snapshotDiff, snapshotTables } from './testing/access-matrix/snapshot.ts';
import { buildMatrixWorld, MATRIX_ENV, type MatrixWorld } from './testing/access-matrix/world.ts';

const ANY_ID = '0b0e5b9e-3c59-4c39-9d2a-6f1e2f0a9c11';
/** A concrete URL for a route pattern: each parameter (and a trailing wildcard) filled with an id nobody owns. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, ANY_ID).replace(/\*$/, 'x');

describe(`access control matrix (${testDatabaseKind})`, { timeout: 120_000 }, () => {
  let w: MatrixWorld;

  beforeAll(async () => {
    w = await buildMatrixWorld(await buildTestApp(MATRIX_ENV));
  }, 180_000);
  afterAll(async () => w?.t.close());

  it('lists every route of the app, and every route taking an id has probes or a reason it is public', () => {
    const routes = appRoutes(w.t.app);
    const keys = new Set(routes.map(routeKey));
    // The printed tree was read right: every documented route is in it (wildcards print shortened).
    const unread = documentedRoutes(w.t.app)
      .filter((r) => !r.path.includes('*'))
      .map(routeKey)
      .filter((k) => !keys.has(k));
    expect(unread, 'documented routes missing from the parsed route table').toEqual([]);

    const unlisted = [...keys].filter((k) => !(k in MATRIX));
    expect(unlisted, 'routes missing from testing/access-matrix/matrix.ts').toEqual([]);
    const stale = Object.keys(MATRIX).filter((k) => !keys.has(k));
    expect(stale, 'matrix rows for routes the app no longer has').toEqual([]);

    const idRoutes = routes.filter((r) => r.path.includes(':')).map(routeKey);
    const unproven = idRoutes.filter((k) => {
      const entry = MATRIX[k];
      if (!entry) return true;
      return entry.access === 'customer' || entry.access === 'seller' || entry.access === 'portal'
        ? !entry.probes
        : !entry.why;
    });
    expect(unproven, 'id-taking routes without probes (or, when public, a reason)').toEqual([]);
    expect(idRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it('the other party gets 403/404 on every id, sees nothing of the victim and changes no row', async () => {
    const { t } = w;
    const before = await snapshotTables(t.database.db);
    const { sent, failures } = await runCrossPartyProbes(w);
    expect(failures).toEqual([]);
    // The only rows allowed to appear: the callers' own Idempotency-Key records of their refused calls (keys are
    // scoped to the caller, so the victim's key names a fresh record of the attacker's).
    const diff = snapshotDiff(before, await snapshotTables(t.database.db));
    const ownRefusal = (line: string) =>
      line.startsWith('+ ') &&
      /"response_status":4\d\d,/.test(line) &&
      [w.a.userId, w.b.userId].some((id) => line.includes(`|${id}"`));
    const keys = (diff.idempotency_keys ?? []).filter((line) => !ownRefusal(line));
    if (keys.length > 0) diff.idempotency_keys = keys;
    else delete diff.idempotency_keys;
    expect(diff).toEqual({});
    console.info(`access matrix: ${sent} cross-party calls, 0 leaks`);
    expect(sent).toBeGreaterThanOrEqual(80);
  });

  it('guests get 401 on every signed-in route, and neither credential opens the other kind of route', async () => {
    const failures: string[] = [];
    await createOperator(w.t.database.db, {
      email: 'matrix@haat.in',
      name: 'Matrix',
      password: 'matrix password 1',
    });
    const operatorHalfToken = await operatorPasswordSignIn(
      w.t.database.db,
      'matrix@haat.in',
      'matrix password 1',
    );
    for (const route of appRoutes(w.t.app)) {
      const entry = MATRIX[routeKey(route)];
      if (!entry) continue;
      const send = (authorization?: string) =>
        w.t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.path),
          ...(authorization ? { headers: { authorization } } : {}),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
      const guest = await send();
      const key = routeKey(route);
      if (guest.statusCode >= 500) failures.push(`${key} as a guest → ${guest.statusCode}`);
      if (entry.access === 'operator') {
        // The operator console: every other credential is signed out there, and so is an operator who has given
        // the password but not yet the TOTP code (docs/behaviour/operator.md#sign-in).
        if (guest.statusCode !== 401) failures.push(`${key} as a guest → ${guest.statusCode}, wanted 401`);
        for (const [what, other] of [
          ['shopper token', w.a.token],
          ['seller key', w.sellers[0].key],
          ['portal token', Object.values(w.portalTokens)[0] as string],
        ] as const) {
          const crossed = await send(`Bearer ${other}`);
          if (crossed.statusCode !== 401) failures.push(`${key} with a ${what} → ${crossed.statusCode}`);
        }
        if (key !== 'POST /api/operator/sign-in/totp') {
          const half = await send(`Bearer ${operatorHalfToken}`);
          if (
            half.statusCode !== 401 ||
            half.json<{ code?: string }>().code !== 'OPERATOR_SECOND_FACTOR_REQUIRED'
          )
            failures.push(`${key} with an operator's password but no TOTP code → ${half.statusCode}`);
        }
      } else if (entry.access === 'portal') {
        // Seller Central's routes: a guest, a shopper's token and a seller API key are all signed out there.
        if (guest.statusCode !== 401) failures.push(`${key} as a guest → ${guest.statusCode}, wanted 401`);
        for (const [what, other] of [
          ['shopper token', w.a.token],
          ['seller key', w.sellers[0].key],
        ] as const) {
          const crossed = await send(`Bearer ${other}`);
          if (crossed.statusCode !== 401) failures.push(`${key} with a ${what} → ${crossed.statusCode}`);
        }
      } else if (entry.access === 'customer' || entry.access === 'seller') {
        if (guest.statusCode !== 401) failures.push(`${key} as a guest → ${guest.statusCode}, wanted 401`);
        const other = entry.access === 'customer' ? w.sellers[0].key : w.a.token;
        const crossed = await send(`Bearer ${other}`);
        if (crossed.statusCode !== 401) {
          failures.push(
            `${key} with a ${entry.access === 'customer' ? 'seller key' : 'shopper token'} → ${crossed.statusCode}`,
          );
        }
      } else if (guest.statusCode === 401) {
        failures.push(`${key} is listed ${entry.access} but answers a guest 401: list it as signed-in`);
      }
    }
    expect(failures).toEqual([]);
  });

  describe('mass assignment: fields a client must not set have no effect on what is stored', () => {
    /** What a client might add to any body to take over a row or set its price or state. */
    const extras = () => ({
      role: 'admin',
      isVerified: true,
      isAdmin: true,
      id: NOBODY,
      _id: NOBODY,
      userId: w.b.userId,
      user: w.b.userId,
      sellerId: w.sellers[1].id,
      price: 1,
      sellingPrice: 1,
      amount: 1,
      totalAmount: 1,
      totalPaise: 1,
      status: 'Delivered',
      orderStatus: 'Delivered',
      paymentStatus: 'Completed',
      createdAt: '2001-01-01T00:00:00.000Z',
    });
    const recent = (at: Date | null | undefined) =>
      expect(Date.now() - (at?.getTime() ?? 0)).toBeLessThan(10 * 60_000);
    const db = () => w.t.database.db;

    it('register: a customer, with its own id and creation time', async () => {
      const email = `mallory.${freshMobile()}@example.in`;
      const phone = freshMobile();
      const post = (url: string, payload: Record<string, unknown>) =>
        w.t.app.inject({ method: 'POST', url, payload });
      expect((await post('/api/auth/send-otp', { email, type: 'signup', phone })).statusCode).toBe(200);
      const otp = await signupCode(db(), email);
      expect((await post('/api/auth/verify-otp', { email, otp, type: 'signup' })).statusCode).toBe(200);
      const victimBefore = await userRow(db(), w.b.userId);
      const res = await post('/api/users/register', {
        ...extras(),
        fullName: 'Mallory Mehta',
        phone,
        email,
        password: 'Secret@12345',
      });
      expect(res.statusCode, res.body).toBe(201);
      const row = await userByEmail(db(), email);
      expect(row?.role).toBe('customer');
      expect(row?.id).toBe((res.json() as { userId: string }).userId);
      expect([NOBODY, w.b.userId]).not.toContain(row?.id);
      recent(row?.createdAt);
      expect(await userRow(db(), w.b.userId)).toEqual(victimBefore);
    });

    it('profile and profile setup: only the caller’s own row, never its role, id or e-mail', async () => {
      const victimBefore = await userRow(db(), w.b.userId);
      const mine = await userRow(db(), w.a.userId);
      const profile = await w.a.call('PUT', '/api/users/profile', {
        ...extras(),
        fullName: w.a.fullName,
        email: w.a.email,
      });
      expect(profile.statusCode, profile.body).toBeLessThan(500);
      const setup = await w.a.call('PUT', '/api/users/profile-setup', {
        ...extras(),
        email: w.b.email,
        phone: w.b.phone,
        dateOfBirth: '1990-05-17',
        gender: 'female',
        address: {
          street: '5 Setup Street',
          city: 'New Delhi',
          state: 'Delhi',
          zipCode: '110001',
          userId: w.b.userId,
        },
        preferences: { newsletter: false, promotions: true, orderUpdates: true },
      });
      expect(setup.statusCode, setup.body).toBe(200);
      const after = await userRow(db(), w.a.userId);
      expect(after).toMatchObject({
        id: mine?.id,
        role: 'customer',
        email: mine?.email,
        phone: mine?.phone,
        gender: 'female',
      });
      expect(after?.createdAt).toEqual(mine?.createdAt);
      expect(await userRow(db(), w.b.userId)).toEqual(victimBefore);
      expect((await addressRows(db(), w.a.userId)).some((a) => a.addressLine1 === '5 Setup Street')).toBe(
        true,
      );
    });

    it('addresses: a new or edited address stays the caller’s, under its own id', async () => {
      const victimAddress = await addressRow(db(), w.b.addressId);
      const body = {
        ...extras(),
        _id: w.b.addressId,
        id: w.b.addressId,
        fullName: 'Anjali Apte',
        phone: '9876543210',
        addressLine1: '77 Own Street',
        city: 'New Delhi',
        state: 'Delhi',
        postalCode: '110001',
        country: 'India',
        addressType: 'Office',
      };
      const added = await w.a.call('POST', '/api/users/addresses', body);
      expect(added.statusCode, added.body).toBe(201);
      const id = (added.json() as { address: { _id: string } }).address._id;
      expect(id).not.toBe(w.b.addressId);
      expect((await addressRow(db(), id))?.userId).toBe(w.a.userId);
      const edited = await w.a.call('PUT', `/api/users/addresses/${w.a.addressId}`, {
        ...body,
        addressLine1: '78 Own Street',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await addressRow(db(), w.a.addressId))?.userId).toBe(w.a.userId);
      expect(await addressRow(db(), w.b.addressId)).toEqual(victimAddress);
    });

    it('cart: the line is the caller’s and priced from the catalogue', async () => {
      const victimCart = await cartRows(db(), w.b.userId);
      const p0 = w.products[0]!;
      const res = await w.a.call('POST', '/api/users/cart', { ...extras(), productId: p0.id, quantity: 1 });
      expect(res.statusCode, res.body).toBe(200);
      const line = (res.json() as { cart: { product: { _id: string }; lineTotal: number }[] }).cart.find(
        (l) => l.product._id === p0.id,
      );
      expect(line?.lineTotal).toBe(p0.pricePaise / 100);
      expect((await cartRows(db(), w.a.userId)).map((r) => r.productId)).toContain(p0.id);
      expect(await cartRows(db(), w.b.userId)).toEqual(victimCart);
    });

    it('payment order and order: the server’s own amounts, the caller’s user, a fresh state', async () => {
      // A's cart: two of products[2] and one of products[0].
      const subtotal = 2 * w.products[2]!.pricePaise + w.products[0]!.pricePaise;
      const created = await w.a.call('POST', '/api/payment/create-order', {
        ...extras(),
        shippingAddress: { _id: w.a.addressId },
        method: 'razorpay',
        cartItems: [{ productId: w.products[0]!.id, quantity: 1, price: 1 }],
      });
      expect(created.statusCode, created.body).toBe(200);
      const { orderId, amount } = created.json() as { orderId: string; amount: number };
      expect(amount).toBeGreaterThanOrEqual(subtotal);
      expect(await paymentOrderRow(db(), orderId)).toMatchObject({ userId: w.a.userId, amountPaise: amount });

      const placedBefore = await orderRow(db(), w.a.placed.id);
      const placed = await w.a.call('POST', '/api/users/orders', {
        ...extras(),
        paymentDetails: { method: 'cod', status: 'Completed', paymentStatus: 'Completed', amount: 1 },
        shippingAddress: { _id: w.a.addressId, userId: w.b.userId },
        items: [{ productId: w.products[0]!.id, quantity: 1, price: 1, sellerId: w.sellers[1].id }],
        discount: 100_000,
        shippingPrice: 0,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const row = await orderRow(db(), (placed.json() as { order: { _id: string } }).order._id);
      expect(row).toMatchObject({
        userId: w.a.userId,
        status: placedBefore?.status,
        paymentStatus: 'Pending',
        subtotalPaise: subtotal,
        discountPaise: 0,
      });
      expect(row?.totalPaise).toBe(amount);
      recent(row?.createdAt);
    });

    it('review: the caller’s, verified by the server, with no votes', async () => {
      const res = await w.a.call('POST', '/api/reviews', {
        ...extras(),
        productId: w.products[0]!.id,
        orderId: w.a.delivered.id,
        rating: 5,
        reviewText: 'Solid brass, polished well.',
        authorName: 'Someone Else',
        helpfulVotes: 99,
        notHelpfulVotes: 7,
        verifiedPurchase: false,
        isVerifiedPurchase: false,
      });
      expect(res.statusCode, res.body).toBe(201);
      const row = await reviewRow(db(), (res.json() as { review: { _id: string } }).review._id);
      expect(row).toMatchObject({
        userId: w.a.userId,
        helpfulVotes: 0,
        notHelpfulVotes: 0,
        verifiedPurchase: true,
      });
      expect(row?.authorName).not.toBe('Someone Else');
      recent(row?.createdAt);
    });

    it('return: the caller’s, to the line’s seller, requested, for what was paid', async () => {
      const p1 = w.products[1]!;
      const res = await w.a.call('POST', '/api/returns/create', {
        ...extras(),
        orderId: w.a.delivered.id,
        items: [{ orderItemId: w.a.delivered.items[p1.id], quantity: 1, price: 1, refundAmount: 1_000_000 }],
        returnReason: 'Defective/Damaged Product',
        status: 'Approved',
        refundAmount: 1_000_000,
        paidPaise: 1,
        restockingFeePercent: 90,
        sellerId: w.sellers[0].id,
      });
      expect(res.statusCode, res.body).toBe(201);
      const row = await latestReturn(db(), w.a.userId);
      expect(row).toMatchObject({
        userId: w.a.userId,
        sellerId: p1.sellerId,
        orderId: w.a.delivered.id,
        status: 'Requested',
        paidPaise: p1.pricePaise,
        restockingFeePercent: 0,
      });
    });
  });
});
