// POST /api/reviews/upload-images and GET /api/uploads/*: photos judged by their bytes, re-encoded without metadata,
// stored under generated names with their uploader and served with their type and nosniff; every refusal is a 4xx
// that stores nothing.
import { count, eq } from 'drizzle-orm';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@haat/domain/reviews/review.schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedObjects } from '../../db/schema/uploads.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { LIMITS, newShopper, type Shopper } from '../cart/cart.test-support.ts';
import {
  jpegWithExif,
  multipartBody,
  pngHeader,
  solidPng,
  tinyPngDeclaring,
  type UploadFile,
} from './uploads.test-support.ts';

const URL_PATTERN =
  /^\/api\/uploads\/reviews\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;

describe(`review photo uploads (${testDatabaseKind})`, () => {
  let t: TestApp;
  let shopper: Shopper;

  beforeAll(async () => {
    t = await buildTestApp({ ...LIMITS, FORM_RATE_LIMIT_MAX: '1000' });
    shopper = await newShopper(t);
  });
  afterAll(() => t?.close());

  async function upload(files: readonly UploadFile[], token: string | null = shopper.token) {
    const { payload, headers } = await multipartBody(files);
    return t.app.inject({
      method: 'POST',
      url: '/api/reviews/upload-images',
      payload,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  async function storedCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(storedObjects);
    return row?.n ?? 0;
  }

  const png = async (width = 40, height = 30): Promise<UploadFile> => ({
    bytes: await solidPng(width, height),
    filename: 'photo.png',
    type: 'image/png',
  });

  it('stores a PNG and a JPEG re-encoded without metadata and serves them with their type and nosniff', async () => {
    const jpeg = await jpegWithExif(300, 200);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const large = await solidPng(2400, 1200);
    // Names and declared types say nothing: the JPEG is sent as 'image/png' named .gif.
    const res = await upload([
      { bytes: large, filename: 'big.png', type: 'image/png' },
      { bytes: jpeg, filename: 'camera.gif', type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: REVIEW_MESSAGES.imagesUploaded });
    const [pngUrl, jpegUrl] = body.imageUrls as string[];
    expect(pngUrl).toMatch(URL_PATTERN);
    expect(pngUrl).toMatch(/\.png$/);
    expect(jpegUrl).toMatch(/\.jpg$/);

    const servedPng = await t.app.inject({ method: 'GET', url: pngUrl });
    expect(servedPng.statusCode).toBe(200);
    expect(servedPng.headers['content-type']).toBe('image/png');
    expect(servedPng.headers['x-content-type-options']).toBe('nosniff');
    expect(servedPng.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(servedPng.headers['content-disposition']).toBe(`inline; filename="${pngUrl?.split('/').pop()}"`);
    const pngMeta = await sharp(servedPng.rawPayload).metadata();
    // Scaled down to fit 1600 × 1600.
    expect([pngMeta.format, pngMeta.width, pngMeta.height]).toEqual([
      'png',
      REVIEW_LIMITS.storedImageMaxSide,
      800,
    ]);

    const servedJpeg = await t.app.inject({ method: 'GET', url: jpegUrl });
    expect(servedJpeg.statusCode).toBe(200);
    expect(servedJpeg.headers['content-type']).toBe('image/jpeg');
    expect(servedJpeg.headers['x-content-type-options']).toBe('nosniff');
    expect(servedJpeg.rawPayload.equals(jpeg)).toBe(false);
    const jpegMeta = await sharp(servedJpeg.rawPayload).metadata();
    expect(jpegMeta.format).toBe('jpeg');
    expect(jpegMeta.exif).toBeUndefined();
    expect(servedJpeg.rawPayload.includes('PhoneCam')).toBe(false);
    // Orientation 6 was applied to the pixels before the EXIF was dropped: 300 × 200 stands upright.
    expect([jpegMeta.width, jpegMeta.height, jpegMeta.orientation]).toEqual([200, 300, undefined]);

    const rows = await t.database.db
      .select({ key: storedObjects.key, owner: storedObjects.ownerUserId })
      .from(storedObjects)
      .where(eq(storedObjects.ownerUserId, shopper.userId));
    expect(rows.map((r) => `/api/uploads/${r.key}`).sort()).toEqual([pngUrl, jpegUrl].sort());
  });

  it('answers HEAD and a matching If-None-Match without the bytes', async () => {
    const res = await upload([await png()]);
    const [url] = res.json().imageUrls as string[];
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['x-content-type-options']).toBe('nosniff');
    expect(head.body).toBe('');
    const etag = head.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves a stored photo at the pictures’ widths as WebP or AVIF, never enlarged, cached for good', async () => {
    const res = await upload([await png(1200, 900)]);
    const [url] = res.json().imageUrls as string[];
    for (const [width, format, mime, expected] of [
      [320, 'webp', 'image/webp', 320],
      [960, 'avif', 'image/avif', 960],
    ] as const) {
      const copy = await t.app.inject({ method: 'GET', url: `${url}-${width}.${format}` });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe(mime);
      expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(copy.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(copy.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([expected, (expected * 3) / 4]);
      const again = await t.app.inject({
        method: 'GET',
        url: `${url}-${width}.${format}`,
        headers: { 'if-none-match': copy.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    const small = (await upload([await png(200, 100)])).json().imageUrls[0] as string;
    const notEnlarged = await t.app.inject({ method: 'GET', url: `${small}-960.webp` });
    expect((await sharp(notEnlarged.rawPayload).metadata()).width).toBe(200);
    for (const suffix of ['-333.webp', '-320.gif', '-320.webp.webp', '-320']) {
      const bad = await t.app.inject({ method: 'GET', url: `${url}${suffix}` });
      expect(bad.statusCode, suffix).toBe(404);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/reviews/00000000-0000-4000-8000-000000000000.png-320.webp',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a 4th image and stores nothing', async () => {
    const before = await storedCount();
    const one = await png();
    const res = await upload([one, one, one, one]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: REVIEW_MESSAGES.tooManyImages });
    expect(await storedCount()).toBe(before);
  });

  it('refuses 5 MB + 1 byte with 413 and judges 5 MB − 1 byte by its bytes', async () => {
    const before = await storedCount();
    const header = pngHeader(100, 100);
    const sized = (size: number) => Buffer.concat([header, Buffer.alloc(size - header.length, 7)]);
    const tooBig = await upload([
      await png(),
      { bytes: sized(REVIEW_LIMITS.maxImageBytes + 1), filename: 'big.png', type: 'image/png' },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      success: false,
      error: REVIEW_MESSAGES.imageTooLarge,
      code: 'PAYLOAD_TOO_LARGE',
    });
    const underLimit = await upload([
      { bytes: sized(REVIEW_LIMITS.maxImageBytes - 1), filename: 'big.png', type: 'image/png' },
    ]);
    expect(underLimit.statusCode).toBe(422);
    expect(underLimit.json()).toMatchObject({ success: false, error: REVIEW_MESSAGES.imageUnreadable });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a body longer than three full photos before reading it', async () => {
    const part = Buffer.alloc(REVIEW_LIMITS.maxImageBytes - 1024, 1);
    const file: UploadFile = { bytes: part, filename: 'a.png', type: 'image/png' };
    const res = await upload([file, file, file, file]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses an HTML file named .png, and a GIF, as the wrong type', async () => {
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    for (const bytes of [html, gif]) {
      const res = await upload([{ bytes, filename: 'photo.png', type: 'image/png' }]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        error: REVIEW_MESSAGES.wrongImageType,
        field: 'reviewImages',
      });
    }
  });

  it('refuses a tiny PNG whose header declares 60000 × 60000 pixels before decoding it', async () => {
    const bomb = tinyPngDeclaring(60_000, 60_000);
    expect(bomb.length).toBeLessThan(100);
    const res = await upload([{ bytes: bomb, filename: 'bomb.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, error: REVIEW_MESSAGES.imageTooManyPixels });
  });

  it('stores nothing when one photo of the batch is bad', async () => {
    const before = await storedCount();
    const res = await upload([
      await png(),
      { bytes: await jpegWithExif(30, 20), filename: 'b.jpg', type: 'image/jpeg' },
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        filename: 'c.jpg',
        type: 'image/jpeg',
      },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, error: REVIEW_MESSAGES.wrongImageType });
    expect(await storedCount()).toBe(before);
  });

  it('asks for a token, multipart, at least one photo and the reviewImages field', async () => {
    const noToken = await upload([await png()], null);
    expect(noToken.statusCode).toBe(401);
    const badToken = await upload([await png()], 'not-a-token');
    expect(badToken.statusCode).toBe(401);

    const json = await shopper.call('POST', '/api/reviews/upload-images', { reviewImages: ['x'] });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/upload-images',
      payload: 'hello',
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);

    const onlyField = await multipartBody([], { note: 'hi' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/upload-images',
      payload: onlyField.payload,
      headers: { ...onlyField.headers, authorization: `Bearer ${shopper.token}` },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, error: REVIEW_MESSAGES.noImages });

    const otherField = await upload([{ ...(await png()), field: 'avatar' }]);
    expect(otherField.statusCode).toBe(400);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/upload-images',
      payload: '--nope\r\nContent-Disposition: form-data; name="reviewImages"; filename="a.png"\r\n\r\nabc',
      headers: {
        authorization: `Bearer ${shopper.token}`,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('answers 404 for an unknown or malformed key without a lookup of anything else', async () => {
    for (const url of [
      '/api/uploads/reviews/00000000-0000-4000-8000-000000000000.png',
      '/api/uploads/reviews/not-a-uuid.png',
      '/api/uploads/reviews/00000000-0000-4000-8000-00000000000A.png',
      '/api/uploads/reviews/00000000-0000-4000-8000-000000000000.svg',
      '/api/uploads/avatars/00000000-0000-4000-8000-000000000000.png',
      '/api/uploads/reviews/..%2F..%2Fetc%2Fpasswd',
      '/api/uploads/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('leaves every other route JSON-only', async () => {
    const { payload, headers } = await multipartBody([await png()]);
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload, headers });
    expect(res.statusCode).toBe(415);
  });
});

describe(`review photo upload rate limit (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...LIMITS, FORM_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t?.close());

  it('counts uploads per shopper', async () => {
    const [asha, ravi] = [await newShopper(t), await newShopper(t)];
    const send = async (shopper: Shopper) => {
      const { payload, headers } = await multipartBody([
        { bytes: await solidPng(8, 8), filename: 'a.png', type: 'image/png' },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reviews/upload-images',
        payload,
        headers: { ...headers, authorization: `Bearer ${shopper.token}` },
      });
      return res.statusCode;
    };
    expect([await send(asha), await send(asha), await send(asha)]).toEqual([201, 201, 429]);
    // The limit is the shopper's, not the address's: another shopper from the same address still uploads.
    expect(await send(ravi)).toBe(201);
  });
});
