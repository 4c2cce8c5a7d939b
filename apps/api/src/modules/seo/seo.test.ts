// What a crawler or link preview gets without JavaScript: the SPA's HTML with each page's head (product,
// category, home), 404 for an unknown product, robots.txt and the sitemaps.
import {
  ARTWORK_VERSION,
  GALLERY_MAX_WIDTH,
  GALLERY_SIZES,
  pictureSrcSet,
} from '@haat/domain/catalog/product-picture';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { insertFixtureProducts } from '../catalog/catalog.fixtures.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-seo-dist-'));
const HOST = 'shop.haat.test';
const ORIGIN = `http://${HOST}`;
const EVIL_NAME = 'Kurta "Royal" </script><script>alert(1)</script> & Co';

describe(`SEO heads, robots.txt and sitemaps (${testDatabaseKind})`, () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOST } });
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
  const jsonLdBlocks = (html: string): Record<string, unknown>[] =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (block) => JSON.parse(block[1]!) as Record<string, unknown>,
    );
  /** The one JSON-LD block of that type. */
  const jsonLd = (html: string, type = 'Product'): Record<string, unknown> => {
    const blocks = jsonLdBlocks(html).filter((block) => block['@type'] === type);
    expect(blocks).toHaveLength(1);
    return blocks[0]!;
  };
  const named = (html: string, name: string) =>
    new RegExp(`<meta name="${name}" content="([^"]*)" />`).exec(html)?.[1];
  const meta = (html: string, property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(html)?.[1];

  beforeAll(async () => {
    fs.copyFileSync(new URL('../../../../web/index.html', import.meta.url), path.join(dist, 'index.html'));
    // A build's manifest: the product route's chunk imports one chunk of its own and the vendor chunk that
    // index.html loads anyway (modules/web/route-chunks).
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-i.js', isEntry: true, imports: ['_vendor.js'] },
        '_vendor.js': { file: 'assets/vendor-v.js' },
        '_gallery.js': { file: 'assets/gallery-g.js', imports: ['_vendor.js'] },
        'src/app/routes/product-page.tsx': {
          file: 'assets/product-page-p.js',
          isDynamicEntry: true,
          imports: ['_vendor.js', '_gallery.js'],
        },
      }),
    );
    t = await buildTestApp({ WEB_DIST_DIR: dist }, { seed: { demoCustomer: false } });
    await insertFixtureProducts(t.database.db, [
      {
        id: 'fx_seo_phone',
        name: 'Fixturewala Nova 5G (8 GB + 128 GB)',
        brand: 'Fixturewala',
        description: 'A 5G phone with a 6.6 inch display and a 5000 mAh battery.',
        sku: 'FXW-NOVA-128',
        sellingPricePaise: 1_699_900,
        pricePaise: 1_699_900,
        mrpPaise: 1_999_900,
        stock: 12,
        ratingsAverage: '4.3',
        ratingsCount: 210,
        images: [{ url: '/api/images/products/fx_seo_phone.svg', alt: 'front' }],
        category: 'mobile-phones',
        subcategory: 'smartphones',
        subSubcategory: '5g-phones',
      },
      {
        id: 'fx_seo_evil',
        name: EVIL_NAME,
        brand: "O'Brien <b>",
        description: 'Made with "care" </script> <!-- & more',
        stock: 0,
        ratingsCount: 0,
        condition: 'refurbished',
        subcategory: 'desi-gadgets',
      },
      { id: 'fx_seo_hidden', isPublished: false },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("names the product route's own chunks in the HTML, and not the entry's", async () => {
    const res = await get('/product/fx_seo_phone');
    const preloads = [...headOf(res.body).matchAll(/<link rel="modulepreload" href="([^"]+)" \/>/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual(['/assets/product-page-p.js', '/assets/gallery-g.js']);
    expect((await get('/faq')).body).not.toContain('modulepreload');
  });

  it('answers /product/{id} with its title, canonical, Open Graph tags and a JSON-LD Product in INR', async () => {
    const res = await get('/product/fx_seo_phone');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = headOf(res.body);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(
      '<title>Fixturewala Nova 5G (8 GB + 128 GB) — ₹16,999 | Fixturewala | Haat</title>',
    );
    expect(head).toContain('<meta name="description" content="A 5G phone with a 6.6 inch display');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/product/fx_seo_phone" />`);
    expect(meta(head, 'og:type')).toBe('product');
    expect(meta(head, 'og:title')).toContain('Fixturewala Nova 5G');
    expect(meta(head, 'og:url')).toBe(`${ORIGIN}/product/fx_seo_phone`);
    // Link previews get the PNG render (WhatsApp and Facebook draw no SVG), described by size and type.
    const ogImage = `${ORIGIN}/api/images/products/fx_seo_phone/og.png`;
    expect(meta(head, 'og:image')).toBe(ogImage);
    expect(meta(head, 'og:image:type')).toBe('image/png');
    expect(meta(head, 'og:image:width')).toBe('1200');
    expect(meta(head, 'og:image:height')).toBe('630');
    expect(meta(head, 'og:image:alt')).toBe('front');
    expect(named(head, 'twitter:card')).toBe('summary_large_image');
    expect(named(head, 'twitter:image')).toBe(ogImage);
    const preview = await t.app.inject({ method: 'GET', url: new URL(ogImage).pathname });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    // The gallery's first picture is fetched from the HTML, before the app asks for it: as AVIF at the width the
    // gallery's <picture> will pick (docs/behaviour/product.md#pictures).
    expect(head).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${pictureSrcSet(
        { base: '/api/images/products/fx_seo_phone/1', version: ARTWORK_VERSION },
        'avif',
        GALLERY_MAX_WIDTH,
      )}" imagesizes="${GALLERY_SIZES}" fetchpriority="high" />`,
    );
    expect(head).not.toContain('href="/api/images/products/fx_seo_phone.svg"');
    // So is the product read the page waits on (the e2e checks the app takes it: one request).
    expect(head).toContain(
      '<link rel="preload" as="fetch" href="/api/products/fx_seo_phone" crossorigin="anonymous" />',
    );
    expect(meta(head, 'product:price:currency')).toBe('INR');
    expect(res.body).toContain('<div id="root">');

    expect(jsonLd(head)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Fixturewala Nova 5G (8 GB + 128 GB)',
      image: [`${ORIGIN}/api/images/products/fx_seo_phone.svg`],
      description: 'A 5G phone with a 6.6 inch display and a 5000 mAh battery.',
      sku: 'FXW-NOVA-128',
      brand: { '@type': 'Brand', name: 'Fixturewala' },
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/product/fx_seo_phone`,
        priceCurrency: 'INR',
        price: '16999.00',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: '4.3',
        reviewCount: 210,
        bestRating: '5',
        worstRating: '1',
      },
    });
  });

  it('gives the product a JSON-LD BreadcrumbList: Home > category > subcategory > item > product', async () => {
    const head = headOf((await get('/product/fx_seo_phone')).body);
    expect(jsonLdBlocks(head).map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(jsonLd(head, 'BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Mobile Phones', item: `${ORIGIN}/category/mobile-phones` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Smartphones',
          item: `${ORIGIN}/category/mobile-phones/smartphones`,
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: '5G Phones',
          item: `${ORIGIN}/category/mobile-phones/smartphones/5g-phones`,
        },
        {
          '@type': 'ListItem',
          position: 5,
          name: 'Fixturewala Nova 5G (8 GB + 128 GB)',
          item: `${ORIGIN}/product/fx_seo_phone`,
        },
      ],
    });
    // Without a sub-subcategory the trail skips it; a slug the tree lacks is shown readable.
    const evil = jsonLd(headOf((await get('/product/fx_seo_evil')).body), 'BreadcrumbList');
    expect((evil.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item])).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Electronics', `${ORIGIN}/category/electronics`],
      ['Desi gadgets', `${ORIGIN}/category/electronics/desi-gadgets`],
      [EVIL_NAME, `${ORIGIN}/product/fx_seo_evil`],
    ]);
  });

  it('compresses the page for a client that accepts it, varying by Accept-Encoding', async () => {
    const plain = await get('/product/fx_seo_phone');
    const res = await t.app.inject({
      method: 'GET',
      url: '/product/fx_seo_phone',
      headers: { host: HOST, 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('escapes a product whose name and brand hold quotes and </script>', async () => {
    const res = await get('/product/fx_seo_evil');
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head).not.toContain('<script>alert');
    expect(head).toContain('<title>Kurta &quot;Royal&quot; &lt;/script&gt;&lt;script&gt;alert(1)');
    expect(meta(head, 'og:title')).toContain('Kurta &quot;Royal&quot;');
    // The only </script>s in the head close the two JSON-LD blocks, which parse back to the real values.
    expect(head.match(/<\/script>/g)).toHaveLength(2);
    const product = jsonLd(head);
    expect(product.name).toBe(EVIL_NAME);
    expect(product.brand).toEqual({ '@type': 'Brand', name: "O'Brien <b>" });
    expect(product.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
      priceCurrency: 'INR',
      itemCondition: 'https://schema.org/RefurbishedCondition',
    });
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it.each(['/product/no_such_product', '/product/fx_seo_hidden'])(
    'answers %s 404 with the SPA and its default head (the SPA shows Product Not Found)',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Haat — Online Shopping for India</title>');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('gives a category page its own title and a canonical URL by ids (aliases and names too)', async () => {
    const res = await get('/category/electronics');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Electronics — Haat</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/category/electronics" />`);
    expect(meta(res.body, 'og:type')).toBe('website');
    expect(res.body).not.toContain('application/ld+json');

    const alias = await get('/category/tech');
    expect(alias.body).toContain('<title>Electronics — Haat</title>');
    expect(alias.body).toContain(`<link rel="canonical" href="${ORIGIN}/category/electronics" />`);

    const item = await get('/category/mobile-phones/smartphones/5g-phones?sort=newest');
    expect(item.body).toContain('<title>5G Phones — Haat</title>');
    expect(item.body).toContain(`href="${ORIGIN}/category/mobile-phones/smartphones/5g-phones"`);
  });

  it('paints the product over the page from the HTML: picture, name and price, before #root', async () => {
    const body = (await get('/product/fx_seo_phone')).body;
    const cover = body.indexOf('<div id="first-paint" aria-hidden="true">');
    expect(cover).toBeGreaterThan(body.indexOf('<body'));
    expect(cover).toBeLessThan(body.indexOf('<div id="root">'));
    const markup = body.slice(cover, body.indexOf('<div id="root">'));
    // The gallery's own widths and sizes, so the app's <picture> finds the file already fetched.
    expect(markup).toContain(
      `<source type="image/avif" srcset="${pictureSrcSet(
        { base: '/api/images/products/fx_seo_phone/1', version: ARTWORK_VERSION },
        'avif',
        GALLERY_MAX_WIDTH,
      )}" sizes="${GALLERY_SIZES}" />`,
    );
    expect(markup).toContain(
      `<img src="/api/images/products/fx_seo_phone/1-320.webp?v=${ARTWORK_VERSION}" srcset="/api/images/products/fx_seo_phone/1-160.webp?v=${ARTWORK_VERSION} 160w,`,
    );
    expect(markup).toContain('alt="front"');
    expect(markup).toContain('>Fixturewala Nova 5G (8 GB + 128 GB)<');
    expect(markup).toContain('>₹16,999<');
    // Other pages have no such cover; an unknown product answers 404 with the plain app.
    expect((await get('/')).body).not.toContain('id="first-paint"');
    expect((await get('/category/mobile-phones')).body).not.toContain('id="first-paint"');
    expect((await get('/product/no_such_product')).body).not.toContain('id="first-paint"');
  });

  describe("the first paint in the shopper's language (docs/behaviour/languages.md#the-first-screen)", () => {
    /** The words a shopper sees before the scripts run: the body's text outside scripts, styles and comments. */
    const paintedText = (html: string) =>
      html
        .slice(html.indexOf('<body'))
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0];
    const PAGES = ['/', '/category/mobile-phones', '/search?q=phone', '/contact', '/product/fx_seo_phone'];
    const join = (page: string, query: string) => `${page}${page.includes('?') ? '&' : '?'}${query}`;

    it.each(['hi', 'ta', 'ur'] as const)(
      'writes home, category, search, a static page and a product in %s (?lng= or the cookie): its lang and dir, no word of the shell',
      async (code) => {
        const dir = code === 'ur' ? 'rtl' : 'ltr';
        for (const page of PAGES) {
          const byUrl = (await get(join(page, `lng=${code}`))).body;
          const byCookie = (
            await t.app.inject({
              method: 'GET',
              url: page,
              headers: { host: HOST, cookie: `theme=x; haat_language=${code}` },
            })
          ).body;
          for (const html of [byUrl, byCookie]) {
            expect(htmlTag(html), page).toBe(`<html lang="${code}" dir="${dir}">`);
            // Only the product's own words (its brand and name as the seller wrote them, and its price) are painted
            // before the language's texts arrive; the shell itself is shapes.
            expect(paintedText(html), page).toBe(
              page.startsWith('/product/') ? 'Fixturewala Fixturewala Nova 5G (8 GB + 128 GB) ₹16,999' : '',
            );
          }
        }
      },
    );

    it("isolates the product's brand, name and price, so an Urdu page keeps their order", async () => {
      const html = (await get('/product/fx_seo_phone?lng=ur')).body;
      expect(html).toContain('<p class="fp-brand"><bdi>Fixturewala</bdi></p>');
      expect(html).toContain('<p class="fp-name"><bdi>Fixturewala Nova 5G (8 GB + 128 GB)</bdi></p>');
      expect(html).toContain('<bdi>₹16,999</bdi>');
    });

    it('?lng= wins over the cookie; an unknown code, no choice or only Accept-Language is English, as the storefront', async () => {
      const with_ = (url: string, headers: Record<string, string>) =>
        t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
      expect(htmlTag((await with_('/?lng=ta', { cookie: 'haat_language=ur' })).body)).toBe(
        '<html lang="ta" dir="ltr">',
      );
      expect(htmlTag((await with_('/?lng=xx', { cookie: 'haat_language=zz' })).body)).toBe(
        '<html lang="en" dir="ltr">',
      );
      expect(htmlTag((await with_('/', { 'accept-language': 'ur-IN,ur;q=0.9' })).body)).toBe(
        '<html lang="en" dir="ltr">',
      );
      expect((await with_('/', {})).headers.vary).toContain('cookie');
    });
  });

  it('answers an unknown category 404 with the default head (the page draws Category Not Found)', async () => {
    const res = await get('/category/no-such-thing/at-all');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Haat — Online Shopping for India</title>');
    expect(res.body).not.toContain('rel="canonical"');
  });

  // Issue 23 item 6: a typed category URL that names a page elsewhere moves there for good.
  it.each([
    ['/category/laptops', '/category/electronics/computers/laptops'],
    ['/category/computers?sort=newest', '/category/electronics/computers?sort=newest'],
    ['/category/headphones', '/category/electronics/audio/headphones'],
    ['/category/audio', '/category/electronics/audio'],
    ['/category/smartphones', '/category/mobile-phones/smartphones'],
    ['/category/deals', '/deals'],
    ['/category/grocery/dairy', '/category/grocery?categories=dairy'],
    ['/category/Android%20Phones', '/category/mobile-phones/smartphones/android-phones'],
  ])('%s answers 301 to %s', async (typed, target) => {
    const res = await get(typed);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(target);
    const landed = await get(target);
    expect(landed.statusCode).toBe(200);
  });

  it('gives the home page a canonical URL and Open Graph tags', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('<title>Haat — Online Shopping for India</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(meta(res.body, 'og:site_name')).toBe('Haat');
  });

  it('does not echo a host header that is not a host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'evil"><x' } });
    expect(res.body).toContain('<link rel="canonical" href="http://localhost/" />');
  });

  it('serves robots.txt: everything but the private pages and the API, with the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /profile',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /login',
        'Disallow: /signup',
        'Disallow: /dev/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });

  /** A well-formedness check for the sitemaps' flat shape: balanced tags, no raw & or <. */
  const expectWellFormed = (xml: string, root: string) => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const body = xml.slice(xml.indexOf('\n') + 1).trim();
    expect(body).toMatch(
      new RegExp(`^<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">[\\s\\S]*</${root}>$`),
    );
    const stack: string[] = [];
    for (const [, closing, name] of body.matchAll(/<(\/?)([a-z]+)[^>]*>/gi)) {
      if (closing) expect(stack.pop()).toBe(name);
      else stack.push(name!);
    }
    expect(stack).toEqual([]);
    const text = body.replace(/<[^>]*>/g, '');
    expect(text).not.toMatch(/<|&(?!(amp|lt|gt|quot|#39);)/);
  };
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  it('serves /sitemap.xml as an index of the category sitemap and the product sitemaps', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expectWellFormed(res.body, 'sitemapindex');
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/sitemaps/categories.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
    ]);
  });

  it('lists every published product with its last change, and no unpublished one', async () => {
    const res = await get('/sitemaps/products-1.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expectWellFormed(res.body, 'urlset');
    const published = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isPublished, true));
    const urls = locs(res.body);
    expect(urls).toHaveLength(published.length);
    expect(new Set(urls)).toEqual(new Set(published.map((p) => `${ORIGIN}/product/${p.id}`)));
    expect(urls).toContain(`${ORIGIN}/product/fx_seo_phone`);
    expect(urls).not.toContain(`${ORIGIN}/product/fx_seo_hidden`);
    expect(res.body).toMatch(
      /<url><loc>[^<]+\/product\/fx_seo_phone<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    );
  });

  it('answers a product sitemap past the last one with 404', async () => {
    expect((await get('/sitemaps/products-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/products-0.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/products-x.xml')).statusCode).toBe(404);
  });

  it('lists the listing pages and every category, subcategory and item page, each with a head', async () => {
    const res = await get('/sitemaps/categories.xml');
    expect(res.statusCode).toBe(200);
    expectWellFormed(res.body, 'urlset');
    const urls = locs(res.body);
    expect(urls).toEqual(
      expect.arrayContaining(
        ['/', '/all-products', '/featured-products', '/trending', '/deals', '/category/electronics'].map(
          (p) => ORIGIN + p,
        ),
      ),
    );
    expect(urls).toContain(`${ORIGIN}/category/mobile-phones/smartphones/5g-phones`);
    expect(new Set(urls).size).toBe(urls.length);
    // Every category URL the sitemap names resolves to its own page head, canonical to itself.
    for (const url of urls.filter((u) => u.includes('/category/'))) {
      const page = await get(url.slice(ORIGIN.length));
      expect(page.body, url).toContain(`<link rel="canonical" href="${url}" />`);
    }
  });
});
