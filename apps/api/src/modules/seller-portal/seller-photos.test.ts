// A variant's photos through app.inject (docs/behaviour/seller-portal.md#photos): checked and re-encoded by the
// upload pipeline, served with their responsive copies, replacing the drawn pictures; another seller's variant is
// not found; removing the last photo brings the drawn pictures back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leafPaths } from '@haat/domain/catalog/category-tree';
import { listingResponseSchema } from '@haat/domain/sellers/listing.schema';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { multipartBody, solidPng } from '../uploads/uploads.test-support.ts';
import { approve, signUpSeller } from './seller-portal.test-support.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`variant photos (${testDatabaseKind})`, () => {
  let t: TestApp;
  let seller: { token: string; sellerId: string };
  let other: { token: string; sellerId: string };
  let variantId: string;
  let groupId: string;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
    seller = await signUpSeller(t, 31);
    other = await signUpSeller(t, 32);
    await approve(t, seller.sellerId);
    await approve(t, other.sellerId);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/seller-portal/listings',
      headers: bearer(seller.token),
      payload: {
        listing: {
          name: 'Brass Diya',
          brand: 'Moradabad Metals',
          categoryPath: leafPaths()[0],
          description: 'Hand-cast brass.',
          bulletPoints: ['Brass'],
          specifications: [],
          hsnCode: '7418',
          gstPercentage: 12,
          shippingWeightGrams: 300,
          dimensionsCm: { length: 10, width: 10, height: 8 },
          variants: [{ options: {}, sku: 'DIYA-1', mrpRupees: 499, priceRupees: 399, stock: 10 }],
        },
      },
    });
    groupId = (created.json() as { groupId: string }).groupId;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/seller-portal/listings/${groupId}`,
      headers: bearer(seller.token),
    });
    variantId = listingResponseSchema.parse(detail.json()).listing.variants[0]?.id as string;
  });
  afterAll(() => t?.close());

  const upload = async (token: string, id: string, files: Buffer[]) => {
    const body = await multipartBody(
      files.map((bytes, i) => ({ bytes, filename: `p${i}.png`, type: 'image/png' })),
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/seller-portal/variants/${id}/photos`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const imagesOf = async () =>
    listingResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/seller-portal/listings/${groupId}`,
          headers: bearer(seller.token),
        })
      ).json(),
    ).listing.imageUrl;

  it('starts with the drawn pictures', async () => {
    expect(await imagesOf()).toMatch(/^\/api\/images\/products\//);
  });

  it('replaces them with the uploaded photos, served with their responsive copies', async () => {
    const res = await upload(seller.token, variantId, [await solidPng(800, 800), await solidPng(600, 900)]);
    expect(res.statusCode, res.body).toBe(201);
    const { images } = res.json() as { images: Array<{ url: string; alt: string }> };
    expect(images).toHaveLength(2);
    for (const image of images) expect(image.url).toMatch(/^\/api\/uploads\/products\/[0-9a-f-]{36}\.png$/);
    expect(images[0]?.alt).toBe('Brass Diya, photo 1');
    const served = await t.app.inject({ method: 'GET', url: images[0]?.url as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const copy = await t.app.inject({
      method: 'GET',
      url: (images[0]?.url as string).replace('.png', '.png-320.webp'),
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(await imagesOf()).toBe(images[0]?.url);
  });

  it('refuses a file that is no image by its bytes', async () => {
    const res = await upload(seller.token, variantId, [Buffer.from('GIF89a not really a picture')]);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('another seller’s variant is not found, and nothing of it changes', async () => {
    const res = await upload(other.token, variantId, [await solidPng(100, 100)]);
    expect(res.statusCode).toBe(404);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/seller-portal/variants/${variantId}/photos/0`,
      headers: bearer(other.token),
    });
    expect(removal.statusCode).toBe(404);
    expect(await imagesOf()).toMatch(/^\/api\/uploads\/products\//);
  });

  it('removing the last photo brings the drawn pictures back', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/seller-portal/variants/${variantId}/photos/0`,
        headers: bearer(seller.token),
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await imagesOf()).toMatch(/^\/api\/images\/products\//);
  });
});
