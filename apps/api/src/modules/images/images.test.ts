import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { ARTWORK_VIEWS, renderArtworkView } from './artwork-views.ts';
import { ARTWORK_CACHE_CONTROL } from './images.routes.ts';
import { PICTOGRAMS } from './pictograms.ts';
import { escapeXml, pictogramFor, renderProductArtwork } from './product-artwork.ts';

describe(`GET /api/images/products/:productId.svg (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { seed: { demoCustomer: false } });
    // Seeding 3,000 listings on a busy machine can take longer than the default hook timeout.
  }, 180_000);
  afterAll(() => t?.close());

  it('answers a seeded product with a cacheable SVG naming its brand', async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.id, 'prd_00001'));
    const res = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00001.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe(ARTWORK_CACHE_CONTROL);
    expect(ARTWORK_CACHE_CONTROL).toMatch(/max-age=(\d{7,})/);
    expect(
      res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"'),
    ).toBe(true);
    expect(res.body).toContain(`>${escapeXml(product?.brand ?? '')}</text>`);
    expect(res.body).not.toMatch(/<script|on\w+=|javascript:/i);
  });

  it('draws the same picture every time and different palettes for different products', async () => {
    const a1 = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00001.svg' });
    const a2 = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00001.svg' });
    const b = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00002.svg' });
    expect(a2.body).toBe(a1.body);
    expect(b.body).not.toBe(a1.body);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00003.svg' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/images/products/prd_00003.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('every seeded product has artwork at each URL its images field names, and none beyond', async () => {
    const rows = await t.database.db.select({ id: products.id, images: products.images }).from(products);
    for (const row of rows.filter((_, i) => i % 97 === 0)) {
      expect(row.images.length).toBeGreaterThanOrEqual(2);
      const bodies = new Set<string>();
      for (const image of row.images) {
        const res = await t.app.inject({ method: 'GET', url: image.url });
        expect(res.statusCode, image.url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(res.headers['cache-control']).toBe(ARTWORK_CACHE_CONTROL);
        bodies.add(res.body);
      }
      // Each view is its own picture.
      expect(bodies.size).toBe(row.images.length);
      const beyond = await t.app.inject({
        method: 'GET',
        url: `/api/images/products/${row.id}/${row.images.length + 1}.svg`,
      });
      // A view the gallery does not list is not found; a view number past the four views is malformed.
      expect(beyond.statusCode).toBe(row.images.length < 4 ? 404 : 400);
    }
  });

  it('answers view 1 at both URLs with the same picture and refuses views that do not exist', async () => {
    const short = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00001.svg' });
    const numbered = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00001/1.svg' });
    expect(numbered.body).toBe(short.body);
    for (const view of ['0', '5', 'x', '1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/images/products/prd_00001/${view}.svg` });
      expect(res.statusCode, view).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, view).toBeLessThan(500);
    }
  });

  it('answers unknown ids with 404 and the error shape', async () => {
    for (const url of [
      '/api/images/products/prd_99999.svg',
      '/api/images/products/%3Cscript%3E.svg',
      "/api/images/products/x'%20or%201=1--.svg",
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Product not found', code: 'NOT_FOUND' });
    }
  });

  it('escapes text from the database: a brand cannot inject markup', async () => {
    await t.database.db
      .update(products)
      .set({ brand: `</text><script>alert("x")</script><text a='1' & "b"` })
      .where(eq(products.id, 'prd_00004'));
    await t.database.db
      .update(products)
      .set({ variantName: '<script>x</script>', specifications: { RAM: '"><script>', Colour: 'Black' } })
      .where(eq(products.id, 'prd_00004'));
    for (const view of [2, 3, 4]) {
      const other = await t.app.inject({ method: 'GET', url: `/api/images/products/prd_00004/${view}.svg` });
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toMatch(/<script|on\w+=|javascript:/i);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/images/products/prd_00004.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('>&lt;/text&gt;&lt;script&gt;alert(&quot;x…</text>');
    // Nothing but the artwork's own elements appears.
    const tags = new Set([...res.body.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]));
    expect(
      [...tags].every((tag) =>
        ['svg', 'defs', 'linearGradient', 'stop', 'rect', 'circle', 'ellipse', 'path', 'g', 'text'].includes(
          tag ?? '',
        ),
      ),
    ).toBe(true);
  });
});

describe('product artwork', () => {
  const facts = {
    id: 'prd_x',
    brand: 'Tata Sampann',
    category: 'grocery',
    subcategory: 'packaged',
    subSubcategory: 'masalas',
  };

  it('chooses a pictogram from the most specific path, then the root', () => {
    expect(pictogramFor({ category: 'electronics', subcategory: 'audio', subSubcategory: 'soundbars' })).toBe(
      'speaker',
    );
    expect(pictogramFor({ category: 'electronics', subcategory: 'audio', subSubcategory: 'earbuds' })).toBe(
      'headphones',
    );
    expect(pictogramFor({ category: 'grocery', subcategory: 'coffee', subSubcategory: 'tea' })).toBe('mug');
    expect(pictogramFor({ category: 'books', subcategory: 'fiction', subSubcategory: null })).toBe('book');
    expect(pictogramFor({ category: 'no-such-root', subcategory: 'x', subSubcategory: null })).toBe('gift');
    expect(Object.keys(PICTOGRAMS)).toContain(pictogramFor(facts));
  });

  it('labels the image with the item name from the category tree and shortens long brands', () => {
    expect(renderProductArtwork(facts)).toContain('>Masalas</text>');
    const long = renderProductArtwork({ ...facts, brand: 'A Very Long Brand Name That Goes On And On' });
    expect(long).toContain('>A Very Long Brand Name…</text>');
  });

  it('draws four different views of one product, square, with its variant and key specifications', () => {
    const phone = {
      id: 'prd_y',
      brand: 'Redmi',
      category: 'mobile-phones',
      subcategory: 'smartphones',
      subSubcategory: 'android-phones',
      variantName: '8 GB RAM, 256 GB, Arctic White',
      specifications: { RAM: '8 GB', Storage: '256 GB', Colour: 'White' },
    };
    const views = ARTWORK_VIEWS.map((view) => renderArtworkView(phone, view));
    expect(new Set(views).size).toBe(4);
    for (const svg of views) expect(svg).toContain('viewBox="0 0 600 600" width="600" height="600"');
    expect(views[1]).toContain('>8 GB RAM, 256 GB, Arctic White</text>');
    expect(views[2]).toContain('>RAM: 8 GB</text>');
    expect(views[2]).toContain('>Storage: 256 GB</text>');
    expect(views[3]).toContain('>In the box</text>');
    // The listing's own colour fills the picture: a white phone is drawn white.
    expect(views[0]).toContain('#f2f2ef');
    // …while its labels keep the readable palette colour.
    expect(views[0]).toMatch(/fill="hsl\([^"]+\)">Android Phones<\/text>/);
    expect(views[1]).toMatch(/fill="hsl\([^"]+\)">8 GB RAM, 256 GB, Arctic White<\/text>/);
  });

  it('removes characters XML forbids', () => {
    expect(escapeXml('a\u0000b\u001fc\td')).toBe('abc\td');
  });
});
