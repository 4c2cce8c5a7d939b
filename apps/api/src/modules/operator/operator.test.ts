// The operator console's API through app.inject (docs/behaviour/operator.md), on PGlite and on PostgreSQL: sign-in
// in two steps (a half session opens nothing), seller and listing review, suspension taking a seller's listings off
// the storefront at once while their placed order is still delivered, cancel on a shopper's behalf, and the audit
// trail: exactly one row per action, in the action's transaction, append-only in the database, exported as CSV.
import { leafPaths } from '@haat/domain/catalog/category-tree';
import type { ListingInput } from '@haat/domain/sellers/listing.schema';
import { SELLER_ERROR_CODES, SELLER_MESSAGES } from '@haat/domain/sellers/seller-portal-messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema/operator.ts';
import { products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { newCheckoutShopper, orderOf, placeCodOrder } from '../orders/orders.test-support.ts';
import { signUpSeller } from '../seller-portal/seller-portal.test-support.ts';
import { auditCount } from './operator-audit.repository.ts';
import { createOperator, currentTotp } from './operator-auth.ts';

const CATEGORY = leafPaths().find((p) => p.startsWith('fashion/')) as string;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let operatorSerial = 0;

function listing(stamp: string): ListingInput {
  return {
    name: `Operatorwala Chanderi Weave ${stamp}`,
    brand: 'Operatorwala',
    categoryPath: CATEGORY,
    description: 'Hand-woven Chanderi silk-cotton dupatta.',
    bulletPoints: ['Silk-cotton', 'Hand-woven'],
    specifications: [{ name: 'Fabric', value: 'Silk Cotton' }],
    hsnCode: '6214',
    gstPercentage: 5,
    shippingWeightGrams: 200,
    dimensionsCm: { length: 30, width: 20, height: 3 },
    variants: [
      { options: { colour: 'Rani Pink' }, sku: `OPW-${stamp}`, mrpRupees: 1299, priceRupees: 899, stock: 20 },
    ],
  };
}

describe(`operator console (${testDatabaseKind})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let op: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  /** A new operator signed in with both factors; answers the full session token. */
  async function signInOperator(): Promise<string> {
    operatorSerial += 1;
    const email = `ops${operatorSerial}@haat.in`;
    const { secret } = await createOperator(t.database.db, {
      email,
      name: `Ops ${operatorSerial}`,
      password: 'correct horse battery',
    });
    const first = await call('POST', '/api/operator/sign-in', undefined, {
      email,
      password: 'correct horse battery',
    });
    expect(first.statusCode, first.body).toBe(200);
    const { token } = first.json() as { token: string };
    const second = await call('POST', '/api/operator/sign-in/totp', token, { code: currentTotp(secret) });
    expect(second.statusCode, second.body).toBe(200);
    return token;
  }

  /** Runs an operator call and checks it left exactly `rows` new audit rows (1 for an action, 0 for a refusal). */
  async function expectAudit<R extends { statusCode: number; body: string }>(
    rows: number,
    run: () => Promise<R>,
  ) {
    const before = await auditCount(t.database.db);
    const res = await run();
    expect(await auditCount(t.database.db), `${res.statusCode} ${res.body}`).toBe(before + rows);
    return res;
  }

  async function submittedListing(token: string, stamp: string): Promise<string> {
    const created = await call('POST', '/api/seller-portal/listings', token, {
      listing: listing(stamp),
      submit: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { groupId: string }).groupId;
  }

  const search = async (q: string) =>
    (await call('GET', `/api/products/search?q=${encodeURIComponent(q)}`)).json() as {
      products: Array<{ _id: string; name: string }>;
    };

  beforeAll(async () => {
    // The catalogue caches on (10 s), as in production: an approval or a suspension must not wait for them.
    t = await buildTestApp({
      AUTH_RATE_LIMIT_MAX: '10000',
      MAIL_WORKER_INTERVAL_MS: '0',
      CATALOG_CACHE_MS: '10000',
    });
    op = await signInOperator();
  });
  afterAll(() => t?.close());

  it('signs in with a password then a TOTP code; a half session, a wrong code or a reused code opens nothing', async () => {
    const { secret } = await createOperator(t.database.db, {
      email: 'half@haat.in',
      name: 'Half',
      password: 'a long enough password',
    });
    const wrong = await call('POST', '/api/operator/sign-in', undefined, {
      email: 'half@haat.in',
      password: 'nope nope nope',
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await call('POST', '/api/operator/sign-in', undefined, {
      email: 'nobody@haat.in',
      password: 'nope nope nope',
    });
    expect(unknown.json()).toEqual(wrong.json());

    const half = (
      (
        await call('POST', '/api/operator/sign-in', undefined, {
          email: 'half@haat.in',
          password: 'a long enough password',
        })
      ).json() as {
        token: string;
      }
    ).token;
    for (const url of ['/api/operator/me', '/api/operator/sellers', '/api/operator/audit']) {
      const refused = await call('GET', url, half);
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'OPERATOR_SECOND_FACTOR_REQUIRED' });
    }
    const badCode = await call('POST', '/api/operator/sign-in/totp', half, {
      code: '000000' === currentTotp(secret) ? '111111' : '000000',
    });
    expect(badCode.statusCode).toBe(401);
    expect(badCode.json()).toMatchObject({ code: 'OPERATOR_BAD_CODE' });
    const code = currentTotp(secret);
    expect((await call('POST', '/api/operator/sign-in/totp', half, { code })).statusCode).toBe(200);
    expect((await call('GET', '/api/operator/me', half)).json()).toMatchObject({
      operator: { email: 'half@haat.in' },
    });

    // The same code on a second half session is refused: a code is good once.
    const again = (
      (
        await call('POST', '/api/operator/sign-in', undefined, {
          email: 'half@haat.in',
          password: 'a long enough password',
        })
      ).json() as {
        token: string;
      }
    ).token;
    expect((await call('POST', '/api/operator/sign-in/totp', again, { code })).statusCode).toBe(401);
    expect((await call('GET', '/api/operator/sellers', again)).statusCode).toBe(401);

    // Signed out, the token opens nothing.
    expect((await call('POST', '/api/operator/sign-out', half)).statusCode).toBe(200);
    expect((await call('GET', '/api/operator/me', half)).statusCode).toBe(401);
    // The sign-in steps leave no audit row; only actions do.
    expect(await auditCount(t.database.db)).toBe(0);
  });

  it('reviews a seller (GSTIN, PAN, bank, address shown) and a listing; each decision is one audit row', async () => {
    const seller = await signUpSeller(t, 301);
    const queue = (await call('GET', '/api/operator/sellers?status=pending_review', op)).json() as {
      sellers: Array<{ id: string; gstin: string; pan: string; bank: unknown; address: { pincode: string } }>;
    };
    const mine = queue.sellers.find((s) => s.id === seller.sellerId);
    expect(mine).toMatchObject({
      pan: mine?.gstin.slice(2, 12),
      bank: { ifsc: 'SBIN0000300' },
      address: { pincode: '400050' },
    });

    // A rejection needs a reason, and a refusal writes no audit row.
    await expectAudit(0, () =>
      call('POST', `/api/operator/sellers/${seller.sellerId}/review`, op, { approve: false }),
    );
    const approved = await expectAudit(1, () =>
      call('POST', `/api/operator/sellers/${seller.sellerId}/review`, op, { approve: true }),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    // Approving twice is refused (409), and leaves no row either.
    const twice = await expectAudit(0, () =>
      call('POST', `/api/operator/sellers/${seller.sellerId}/review`, op, { approve: true }),
    );
    expect(twice.statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.subjectId, seller.sellerId));
    expect(row).toMatchObject({
      action: 'seller.approve',
      subjectType: 'seller',
      operatorEmail: expect.stringMatching(/^ops\d+@haat\.in$/),
      before: { status: 'pending_review' },
      after: { status: 'approved' },
    });

    const good = await submittedListing(seller.token, 'G1');
    const bad = await submittedListing(seller.token, 'B1');
    const listings = (await call('GET', '/api/operator/listings', op)).json() as {
      listings: Array<{ groupId: string }>;
    };
    expect(listings.listings.map((l) => l.groupId)).toEqual(expect.arrayContaining([good, bad]));
    const preview = (await call('GET', `/api/operator/listings/${good}`, op)).json() as {
      listing: { name: string; variants: unknown[]; sellerId: string };
    };
    expect(preview.listing).toMatchObject({
      name: 'Operatorwala Chanderi Weave G1',
      sellerId: seller.sellerId,
    });

    // Searched before the approval, so the catalogue cache holds an answer without it.
    expect((await search('Operatorwala Chanderi Weave G1')).products).toHaveLength(0);
    const ok = await expectAudit(1, () =>
      call('POST', `/api/operator/listings/${good}/review`, op, { approve: true }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await search('Operatorwala Chanderi Weave G1')).products.map((p) => p.name)).toContain(
      'Operatorwala Chanderi Weave G1',
    );

    const reason = 'The photos show a different colour than Rani Pink';
    const rejected = await expectAudit(1, () =>
      call('POST', `/api/operator/listings/${bad}/review`, op, { approve: false, reason }),
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const sellerView = (await call('GET', '/api/seller-portal/listings', seller.token)).json() as {
      listings: Array<{ groupId: string; status: string; reviewNote: string | null }>;
    };
    expect(sellerView.listings.find((l) => l.groupId === bad)).toMatchObject({
      status: 'rejected',
      reviewNote: reason,
    });
    expect(sellerView.listings.find((l) => l.groupId === good)).toMatchObject({ status: 'approved' });
  });

  it('suspends a seller: off every storefront list at once, their placed order still delivered; reinstated, back', async () => {
    const seller = await signUpSeller(t, 302);
    await call('POST', `/api/operator/sellers/${seller.sellerId}/review`, op, { approve: true });
    const groupId = await submittedListing(seller.token, 'S1');
    await call('POST', `/api/operator/listings/${groupId}/review`, op, { approve: true });
    const [product] = await t.database.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.variantGroup, groupId));
    if (!product) throw new Error('no product');

    const shopper = await newCheckoutShopper(t, [[product.id, 1]]);
    const order = orderOf(await placeCodOrder(t, shopper));
    const parcel = order.subOrders?.[0] as { _id?: string; id?: string } | undefined;
    const subOrderId = parcel?._id ?? parcel?.id;
    expect(subOrderId).toBeTruthy();

    const found = async () => (await search('Operatorwala Chanderi Weave S1')).products.map((p) => p._id);
    // Warm the caches with the product listed.
    expect(await found()).toContain(product.id);
    const brandList = async () =>
      (
        (await call('GET', '/api/products?brand=Operatorwala&limit=50')).json() as {
          products: Array<{ _id: string }>;
        }
      ).products;
    expect((await brandList()).map((p) => p._id)).toContain(product.id);

    // Sent for review before the suspension: a suspended seller can send none (below).
    const waiting = await submittedListing(seller.token, 'S2');
    // Neither the product answer nor a list answer may be kept by a browser: a suspension shows on the next request.
    for (const url of [`/api/products/${product.id}`, '/api/products?brand=Operatorwala&limit=50']) {
      const cacheControl = String((await call('GET', url)).headers['cache-control'] ?? '');
      expect(cacheControl, url).not.toMatch(/max-age=[1-9]/);
    }

    await expectAudit(0, () => call('POST', `/api/operator/sellers/${seller.sellerId}/suspend`, op, {}));
    const suspended = await expectAudit(1, () =>
      call('POST', `/api/operator/sellers/${seller.sellerId}/suspend`, op, {
        reason: 'Counterfeit complaints',
      }),
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      seller: { suspended: true, suspensionReason: 'Counterfeit complaints' },
    });
    const gstin = (
      (await call('GET', `/api/operator/sellers/${seller.sellerId}`, op)).json() as {
        seller: { gstin: string };
      }
    ).seller.gstin;
    const listedSuspended = (
      await call('GET', `/api/operator/sellers?status=suspended&q=${gstin}`, op)
    ).json() as {
      sellers: Array<{ id: string }>;
    };
    expect(listedSuspended.sellers.map((s) => s.id)).toEqual([seller.sellerId]);

    expect(await found()).not.toContain(product.id);
    expect((await brandList()).map((p) => p._id)).not.toContain(product.id);
    expect((await call('GET', `/api/products/${product.id}`)).statusCode).toBe(404);
    const suggestions = await call(
      'GET',
      `/api/products/suggestions?q=${encodeURIComponent('Operatorwala Chanderi Weave S1')}`,
    );
    expect(suggestions.body).not.toContain(product.id);
    // Nobody can buy it now.
    const late = await newCheckoutShopper(t);
    expect(
      (await late.call('POST', '/api/users/cart', { productId: product.id, quantity: 1 })).statusCode,
    ).toBeGreaterThanOrEqual(400);

    // Seller Central says so, with the reason; listing changes are refused with that message, reads still work.
    const profile = (await call('GET', '/api/seller-portal/me', seller.token)).json() as {
      seller: { suspension: { since: string; reason: string } | null };
    };
    expect(profile.seller.suspension).toMatchObject({ reason: 'Counterfeit complaints' });
    const detail = (await call('GET', `/api/seller-portal/listings/${groupId}`, seller.token)).json() as {
      listing: { variants: Array<{ id: string }> };
    };
    const variantId = detail.listing.variants[0]?.id as string;
    for (const [method, url, body] of [
      ['PATCH', `/api/seller-portal/variants/${variantId}`, { stock: 5 }],
      ['POST', `/api/seller-portal/listings/${groupId}/submit`, {}],
      ['POST', '/api/seller-portal/listings', { listing: listing('S3') }],
    ] as const) {
      const refusedChange = await call(method, url, seller.token, body);
      expect(refusedChange.statusCode, `${method} ${url} ${refusedChange.body}`).toBe(403);
      expect(refusedChange.json()).toMatchObject({
        code: SELLER_ERROR_CODES.suspended,
        error: SELLER_MESSAGES.suspended,
      });
    }
    expect((await call('GET', '/api/seller-portal/listings', seller.token)).statusCode).toBe(200);

    // The seller still fulfils the order placed before the suspension.
    const move = (body: object) =>
      call('POST', `/api/seller-portal/orders/${subOrderId}/status`, seller.token, body);
    for (const body of [
      { status: 'packed', carrier: 'Delhivery', trackingNumber: 'DL9900112233' },
      { status: 'dispatched' },
      { status: 'out_for_delivery' },
      { status: 'delivered', recipientName: 'Asha' },
    ]) {
      const moved = await move(body);
      expect(moved.statusCode, `${JSON.stringify(body)} ${moved.body}`).toBe(200);
    }

    // A listing of a suspended seller is not approved; twice suspended is refused.
    const refused = await expectAudit(0, () =>
      call('POST', `/api/operator/listings/${waiting}/review`, op, { approve: true }),
    );
    expect(refused.json()).toMatchObject({ code: 'SELLER_SUSPENDED' });
    expect(
      (
        await expectAudit(0, () =>
          call('POST', `/api/operator/sellers/${seller.sellerId}/suspend`, op, { reason: 'again' }),
        )
      ).statusCode,
    ).toBe(409);

    const back = await expectAudit(1, () =>
      call('POST', `/api/operator/sellers/${seller.sellerId}/reinstate`, op, {
        reason: 'Documents verified',
      }),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(await found()).toContain(product.id);
    expect((await call('GET', `/api/products/${product.id}`)).statusCode).toBe(200);
    // The listing still waiting stays off the storefront.
    const [still] = await t.database.db
      .select({ published: products.isPublished })
      .from(products)
      .where(eq(products.variantGroup, waiting));
    expect(still?.published).toBe(false);
  });

  it('a suspension racing an order placement: the order is placed and stays the seller’s, or refused; never a 500', async () => {
    const seller = await signUpSeller(t, 305);
    await call('POST', `/api/operator/sellers/${seller.sellerId}/review`, op, { approve: true });
    const groupId = await submittedListing(seller.token, 'R1');
    await call('POST', `/api/operator/listings/${groupId}/review`, op, { approve: true });
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.variantGroup, groupId));
    const shoppers = await Promise.all(
      [1, 2, 3].map(() => newCheckoutShopper(t, [[product?.id as string, 1]])),
    );
    const [suspended, ...placed] = await Promise.all([
      call('POST', `/api/operator/sellers/${seller.sellerId}/suspend`, op, { reason: 'Race' }),
      ...shoppers.map((s) => placeCodOrder(t, s)),
    ]);
    expect(suspended.statusCode, suspended.body).toBe(200);
    for (const res of placed) expect(res.statusCode, res.body).toBeLessThan(500);
    // Whatever was placed is the seller's to deliver; nothing of theirs is published any more.
    for (const res of placed.filter((r) => r.statusCode < 300)) {
      const order = orderOf(res);
      const sub = order.subOrders?.[0] as { _id?: string } | undefined;
      const moved = await call('POST', `/api/seller-portal/orders/${sub?._id}/status`, seller.token, {
        status: 'packed',
        carrier: 'Delhivery',
        trackingNumber: `DL77${Math.floor(Math.random() * 1e8)}`,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const [after] = await t.database.db
      .select({ published: products.isPublished, suspended: products.sellerSuspended })
      .from(products)
      .where(eq(products.id, product?.id as string));
    expect(after).toEqual({ published: false, suspended: true });
  });

  it('finds an order by number, shows its timeline, cancels it for the shopper with a reason (one audit row)', async () => {
    const seller = await signUpSeller(t, 303);
    await call('POST', `/api/operator/sellers/${seller.sellerId}/review`, op, { approve: true });
    const groupId = await submittedListing(seller.token, 'C1');
    await call('POST', `/api/operator/listings/${groupId}/review`, op, { approve: true });
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.variantGroup, groupId));
    const shopper = await newCheckoutShopper(t, [[product?.id as string, 2]]);
    const order = orderOf(await placeCodOrder(t, shopper));

    const found = (await call('GET', `/api/operator/search?q=${order.orderNumber}`, op)).json() as {
      orders: Array<{ id: string }>;
    };
    expect(found.orders.map((o) => o.id)).toEqual([order._id]);
    const [user] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, shopper.userId));
    const email = user?.email as string;
    const byEmail = (await call('GET', `/api/operator/search?q=${encodeURIComponent(email)}`, op)).json() as {
      shoppers: Array<{ id: string }>;
    };
    expect(byEmail.shoppers).toHaveLength(1);
    const shopperPage = await call('GET', `/api/operator/shoppers/${byEmail.shoppers[0]?.id}`, op);
    expect((shopperPage.json() as { orders: Array<{ id: string }> }).orders.map((o) => o.id)).toContain(
      order._id,
    );

    const detail = (await call('GET', `/api/operator/orders/${order._id}`, op)).json() as {
      order: { status: string };
      shopper: { email: string };
    };
    expect(detail.shopper.email).toBe(email);

    await expectAudit(0, () => call('POST', `/api/operator/orders/${order._id}/cancel`, op, { reason: ' ' }));
    const cancelled = await expectAudit(1, () =>
      call('POST', `/api/operator/orders/${order._id}/cancel`, op, {
        reason: 'Shopper called: ordered twice',
      }),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ order: { status: 'Cancelled', statusCode: 'cancelled' } });
    // Cancelled twice: the shopper's own use case refuses, and nothing is written.
    expect(
      (
        await expectAudit(0, () =>
          call('POST', `/api/operator/orders/${order._id}/cancel`, op, { reason: 'again' }),
        )
      ).statusCode,
    ).toBe(409);
    // Unknown ids are 404, never 500.
    for (const url of [
      '/api/operator/orders/nope',
      '/api/operator/shoppers/nope',
      '/api/operator/sellers/nope',
      '/api/operator/listings/nope',
    ])
      expect((await call('GET', url, op)).statusCode, url).toBe(404);
    expect((await call('POST', '/api/operator/returns/nope/refund', op, { reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('adds a commission rate and a TCS rate through the commission service, one audit row each', async () => {
    const seller = await signUpSeller(t, 304);
    const past = await expectAudit(0, () =>
      call('POST', '/api/operator/commission', op, {
        sellerId: seller.sellerId,
        categoryPath: 'fashion',
        rateBps: 800,
        effectiveFrom: '2020-01-01T00:00:00.000Z',
      }),
    );
    expect(past.statusCode).toBe(400);
    const added = await expectAudit(1, () =>
      call('POST', '/api/operator/commission', op, {
        sellerId: seller.sellerId,
        categoryPath: 'fashion',
        rateBps: 800,
        note: 'Launch offer for handloom sellers',
      }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const overview = (
      await call('GET', `/api/operator/commission?sellerId=${seller.sellerId}`, op)
    ).json() as {
      rates: Array<{ sellerId: string | null; categoryPath: string; rateBps: number }>;
      statutory: unknown[];
    };
    expect(overview.rates).toContainEqual(
      expect.objectContaining({ sellerId: seller.sellerId, categoryPath: 'fashion', rateBps: 800 }),
    );
    expect(overview.statutory.length).toBeGreaterThan(0);
    const tcs = await expectAudit(1, () =>
      call('POST', '/api/operator/statutory-rates', op, {
        kind: 'gst_tcs',
        rateBps: 50,
        effectiveFrom: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    expect(tcs.statusCode, tcs.body).toBe(200);
  });

  it('the audit trail is viewable, paged, exported as CSV, and the database refuses to change it', async () => {
    const page = (await call('GET', '/api/operator/audit?limit=2', op)).json() as {
      entries: Array<{ id: number; action: string; at: string }>;
      nextBefore: number | null;
    };
    expect(page.entries).toHaveLength(2);
    expect(page.nextBefore).toBe(page.entries[1]?.id);
    const next = (await call('GET', `/api/operator/audit?limit=2&before=${page.nextBefore}`, op)).json() as {
      entries: Array<{ id: number }>;
    };
    expect(next.entries[0]?.id).toBeLessThan(page.nextBefore as number);

    const csv = await call('GET', '/api/operator/audit.csv', op);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,at,operator,action,subject_type,subject_id,reason,before,after');
    expect(lines.length - 1).toBe(await auditCount(t.database.db));
    expect(csv.body).toContain('"order.cancel"');

    for (const statement of [
      sql`update operator_audit set reason = 'edited'`,
      sql`delete from operator_audit`,
      sql`truncate operator_audit`,
    ]) {
      await expect(t.database.db.execute(statement)).rejects.toThrow();
    }
    expect(lines.length - 1).toBe(await auditCount(t.database.db));
  });
});
