// Seller Central's catalogue through app.inject (docs/behaviour/seller-portal.md#listings): a group of two variants
// as a draft (not on the storefront), submitted, approved and then found by the storefront's search and listings
// with its variants; edits while a draft only; price and stock in place; nothing of another seller's reachable.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leafPaths } from '@haat/domain/catalog/category-tree';
import {
  LISTING_MESSAGES as M,
  listingResponseSchema,
  listingsResponseSchema,
  type ListingInput,
} from '@haat/domain/sellers/listing.schema';
import { SELLER_ERROR_CODES } from '@haat/domain/sellers/seller-portal-messages';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { approve, signUpSeller } from './seller-portal.test-support.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const CATEGORY = leafPaths().find((p) => p.startsWith('fashion/')) as string;

function kurta(stamp: string): ListingInput {
  return {
    name: `Zariwala Handloom Kurta ${stamp}`,
    brand: 'Zariwala',
    categoryPath: CATEGORY,
    description: 'Hand-woven cotton kurta from Chanderi.',
    bulletPoints: ['Pure cotton', 'Hand-woven'],
    specifications: [{ name: 'Fabric', value: 'Cotton' }],
    hsnCode: '6211',
    gstPercentage: 5,
    shippingWeightGrams: 350,
    dimensionsCm: { length: 30, width: 25, height: 4 },
    variants: [
      {
        options: { colour: 'Indigo', size: 'M' },
        sku: `ZW-${stamp}-M`,
        mrpRupees: 1499,
        priceRupees: 999,
        stock: 12,
      },
      {
        options: { colour: 'Indigo', size: 'L' },
        sku: `ZW-${stamp}-L`,
        mrpRupees: 1499,
        priceRupees: 1049,
        stock: 3,
      },
    ],
  };
}

describe(`seller listings (${testDatabaseKind})`, () => {
  let t: TestApp;
  let seller: { token: string; sellerId: string };
  let other: { token: string; sellerId: string };
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
    seller = await signUpSeller(t, 21);
    other = await signUpSeller(t, 22);
    await approve(t, seller.sellerId);
    await approve(t, other.sellerId);
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const search = async (q: string) =>
    (await call('GET', `/api/products/search?q=${encodeURIComponent(q)}`)).json() as {
      products: Array<{ _id: string; name: string }>;
      total: number;
    };

  it('a draft stays off the storefront; submitted and approved, search finds it with both variants', async () => {
    const created = await call('POST', '/api/seller-portal/listings', seller.token, { listing: kurta('A1') });
    expect(created.statusCode, created.body).toBe(201);
    const { groupId } = created.json() as { groupId: string };
    const listed = listingsResponseSchema.parse(
      (await call('GET', '/api/seller-portal/listings', seller.token)).json(),
    );
    expect(listed.listings).toHaveLength(1);
    expect(listed.listings[0]).toMatchObject({ groupId, status: 'draft' });
    expect(listed.listings[0]?.variants.map((v) => v.variantName)).toEqual(['Indigo, L', 'Indigo, M']);
    expect((await search('Zariwala Handloom Kurta A1')).total).toBe(0);

    expect(
      (await call('POST', `/api/seller-portal/listings/${groupId}/submit`, seller.token)).statusCode,
    ).toBe(200);
    // Waiting for review: not editable, not on the storefront.
    const edit = await call('PUT', `/api/seller-portal/listings/${groupId}`, seller.token, {
      listing: kurta('A1'),
    });
    expect(edit.statusCode).toBe(409);
    expect((await search('Zariwala Handloom Kurta A1')).total).toBe(0);

    expect(
      (await call('POST', `/api/dev/listings/${groupId}/review`, undefined, { approve: true })).statusCode,
    ).toBe(200);
    const found = await search('Zariwala Handloom Kurta A1');
    expect(found.products.map((p) => p.name)).toContain('Zariwala Handloom Kurta A1');
    const product = found.products.find((p) => p.name === 'Zariwala Handloom Kurta A1');
    const page = (await call('GET', `/api/products/${product?._id}`)).json() as {
      product: { sellerId?: string; variants?: unknown[] };
    };
    expect(JSON.stringify(page)).toContain('Indigo');
    // Its words are known to typo correction at once, not at the vocabulary's next rebuild.
    const words = await t.database.db.execute(
      sql`select products from search_vocabulary where word = 'zariwala'`,
    );
    expect(JSON.stringify(words)).toContain('"products":2');
    const detail = listingResponseSchema.parse(
      (await call('GET', `/api/seller-portal/listings/${groupId}`, seller.token)).json(),
    ).listing;
    expect(detail).toMatchObject({
      status: 'approved',
      hsnCode: '6211',
      gstPercentage: 5,
      categoryPath: CATEGORY,
    });
  });

  it('changes price and stock in place on a live listing, never above the MRP', async () => {
    const { groupId } = (
      await call('POST', '/api/seller-portal/listings', seller.token, { listing: kurta('B2'), submit: true })
    ).json() as { groupId: string };
    await call('POST', `/api/dev/listings/${groupId}/review`, undefined, { approve: true });
    const [variant] = listingResponseSchema.parse(
      (await call('GET', `/api/seller-portal/listings/${groupId}`, seller.token)).json(),
    ).listing.variants;
    const id = variant?.id as string;
    expect(
      (
        await call('PATCH', `/api/seller-portal/variants/${id}`, seller.token, {
          priceRupees: 899,
          stock: 40,
        })
      ).statusCode,
    ).toBe(200);
    const above = await call('PATCH', `/api/seller-portal/variants/${id}`, seller.token, {
      priceRupees: 1500,
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().error).toBe(M.priceAboveMrp);
    const page = (await call('GET', `/api/products/${id}`)).json() as {
      product: { stock: number; price: number };
    };
    expect(page.product.stock).toBe(40);
    expect(page.product.price).toBe(899);
  });

  it('a rejected listing reads the reason and can be edited and sent again', async () => {
    const { groupId } = (
      await call('POST', '/api/seller-portal/listings', seller.token, { listing: kurta('C3'), submit: true })
    ).json() as { groupId: string };
    await call('POST', `/api/dev/listings/${groupId}/review`, undefined, {
      approve: false,
      reason: 'Photos missing',
    });
    const detail = listingResponseSchema.parse(
      (await call('GET', `/api/seller-portal/listings/${groupId}`, seller.token)).json(),
    ).listing;
    expect(detail).toMatchObject({ status: 'rejected', reviewNote: 'Photos missing' });
    const listing = kurta('C3');
    listing.variants = [
      { ...listing.variants[0]!, id: detail.variants.find((v) => v.sku === listing.variants[0]!.sku)?.id },
    ];
    const resent = await call('PUT', `/api/seller-portal/listings/${groupId}`, seller.token, {
      listing,
      submit: true,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const after = listingResponseSchema.parse(
      (await call('GET', `/api/seller-portal/listings/${groupId}`, seller.token)).json(),
    ).listing;
    expect(after.status).toBe('pending_review');
    expect(after.variants).toHaveLength(1);
  });

  it('refuses bad input with the domain’s message and a SKU another listing uses', async () => {
    const bad = kurta('D4');
    bad.variants[0]!.priceRupees = 2000;
    const res = await call('POST', '/api/seller-portal/listings', seller.token, { listing: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(M.priceAboveMrp);
    const taken = kurta('A1');
    const dup = await call('POST', '/api/seller-portal/listings', other.token, { listing: taken });
    expect(dup.statusCode).toBe(409);
  });

  it("a listing's own return window: kept with the listing, refused outside 0–90, promised by the product page (ADR 0021)", async () => {
    const tooLong = await call('POST', '/api/seller-portal/listings', seller.token, {
      listing: { ...kurta('RW'), returnWindowDays: 91 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toContain(M.returnWindowRange);
    const created = await call('POST', '/api/seller-portal/listings', seller.token, {
      listing: { ...kurta('RW'), returnWindowDays: 30 },
      submit: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { groupId } = created.json() as { groupId: string };
    const read = async () =>
      listingResponseSchema.parse(
        (await call('GET', `/api/seller-portal/listings/${groupId}`, seller.token)).json(),
      ).listing;
    expect((await read()).returnWindowDays).toBe(30);
    await call('POST', `/api/dev/listings/${groupId}/review`, undefined, { approve: true });
    const variantId = (await read()).variants[0]?.id as string;
    const page = (await call('GET', `/api/products/${variantId}`)).json() as {
      product: { returnPolicy?: { windowDays: number; returnable: boolean } };
    };
    // The seller has no policy of its own (the default's 7 days); the listing promises its 30.
    expect(page.product.returnPolicy).toMatchObject({ windowDays: 30, returnable: true });
    // A listing that leaves the field out follows the seller's policy.
    const plain = await call('POST', '/api/seller-portal/listings', seller.token, { listing: kurta('RX') });
    const plainId = (plain.json() as { groupId: string }).groupId;
    const plainDetail = listingResponseSchema.parse(
      (await call('GET', `/api/seller-portal/listings/${plainId}`, seller.token)).json(),
    ).listing;
    expect(plainDetail.returnWindowDays).toBeNull();
  });

  it('a seller reaches nothing of another seller’s listings', async () => {
    const { groupId } = (
      await call('POST', '/api/seller-portal/listings', seller.token, { listing: kurta('E5') })
    ).json() as { groupId: string };
    const [variant] = listingResponseSchema.parse(
      (await call('GET', `/api/seller-portal/listings/${groupId}`, seller.token)).json(),
    ).listing.variants;
    expect((await call('GET', `/api/seller-portal/listings/${groupId}`, other.token)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/seller-portal/listings/${groupId}`, other.token, { listing: kurta('E5') }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/seller-portal/listings/${groupId}/submit`, other.token)).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/seller-portal/variants/${variant?.id}`, other.token, { stock: 0 }))
        .statusCode,
    ).toBe(404);
    const theirs = listingsResponseSchema.parse(
      (await call('GET', '/api/seller-portal/listings', other.token)).json(),
    );
    expect(JSON.stringify(theirs)).not.toContain(groupId);
  });

  it('a seller waiting for review cannot list', async () => {
    const pending = await signUpSeller(t, 23);
    const res = await call('POST', '/api/seller-portal/listings', pending.token, { listing: kurta('F6') });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: SELLER_ERROR_CODES.notApproved });
  });
});
