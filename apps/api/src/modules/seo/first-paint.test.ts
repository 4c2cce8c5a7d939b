// The server's first paint of a product page: the picture, brand, name and price, escaped, placed first in the
// body and outside #root (React replaces #root's content; the web app removes this cover itself).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID, injectFirstPaint, productFirstPaint } from './first-paint.ts';
import type { ProductHeadRow } from './seo.repository.ts';

const webIndexHtml = fs.readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');

const row: ProductHeadRow = {
  id: 'p1',
  name: 'Tee "Classic" <b>',
  description: 'A tee.',
  brand: 'Rock & Roll',
  category: 'fashion',
  subcategory: 'men',
  subSubcategory: null,
  sku: 'TEE-1',
  images: [{ url: '/api/images/products/p1.svg?a=1&b=2', alt: 'front <view>' }],
  sellingPricePaise: 12_629_900,
  stock: 3,
  ratingsAverage: '4.2',
  ratingsCount: 10,
  condition: 'new',
};

describe('productFirstPaint', () => {
  const markup = productFirstPaint(row);

  it('draws the first picture at the gallery size with high priority, and brand, name and price, escaped', () => {
    expect(markup).toContain(
      '<img src="/api/images/products/p1.svg?a=1&amp;b=2" alt="front &lt;view&gt;" width="600" height="600" fetchpriority="high"',
    );
    expect(markup).toContain('>Rock &amp; Roll<');
    expect(markup).toContain('>Tee &quot;Classic&quot; &lt;b&gt;<');
    expect(markup).toContain('>₹1,26,299<');
    expect(markup).not.toContain('<b>');
  });

  it('has no words of its own: the bars are shapes, the text is the brand, name and price, each isolated', () => {
    const text = markup
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(text).toBe('Rock &amp; Roll Tee &quot;Classic&quot; &lt;b&gt; ₹1,26,299');
    expect(markup).toContain('<p class="fp-name"><bdi>Tee &quot;Classic&quot; &lt;b&gt;</bdi></p>');
    expect(markup).toContain('<bdi>₹1,26,299</bdi>');
  });

  it('is hidden from assistive technology (the page React draws is the one to read)', () => {
    expect(markup).toMatch(new RegExp(`^<div id="${FIRST_PAINT_ID}" aria-hidden="true">`));
  });

  it('draws no image element for a product without pictures', () => {
    expect(productFirstPaint({ ...row, images: [] })).not.toContain('<img');
  });
});

describe('injectFirstPaint', () => {
  it('puts the cover first in <body>, before #root, and keeps the rest of index.html', () => {
    const html = injectFirstPaint(webIndexHtml, productFirstPaint(row));
    const body = html.indexOf('<body');
    expect(html.indexOf(`<div id="${FIRST_PAINT_ID}"`)).toBeGreaterThan(body);
    expect(html.indexOf(`<div id="${FIRST_PAINT_ID}"`)).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html.replace(`\n    ${productFirstPaint(row)}`, '')).toBe(webIndexHtml);
  });

  it('moves the stylesheets from <head> to just after the cover, so the cover paints before they load', () => {
    const built = webIndexHtml.replace(
      '</head>',
      '  <link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n  </head>',
    );
    const html = injectFirstPaint(built, productFirstPaint(row));
    const link = html.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(link).toBeGreaterThan(html.indexOf(`<div id="${FIRST_PAINT_ID}"`));
    expect(link).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html.slice(0, html.indexOf('<body'))).not.toContain('stylesheet');
  });

  it('needs none of the app stylesheet: every class it uses is its own', () => {
    const classes = [...productFirstPaint(row).matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(' '));
    expect(classes.every((name) => name.startsWith('fp-'))).toBe(true);
  });

  it('leaves a document without a body tag as it is', () => {
    expect(injectFirstPaint('<div id="root"></div>', '<div id="first-paint"></div>')).toBe(
      '<div id="root"></div>',
    );
  });
});
