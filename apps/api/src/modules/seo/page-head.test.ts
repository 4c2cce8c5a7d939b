// The head that replaces index.html's defaults: one set of tags, everything escaped, JSON-LD that a
// `</script>` inside a value cannot break out of.
import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkup, jsonForScript } from './markup-escape.ts';
import { injectHead, shortDescription, type PageHead } from './page-head.ts';

const webIndexHtml = fs.readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');

const head: PageHead = {
  title: 'Tee "Classic" <b>',
  description: "It's <great> & cheap",
  canonical: 'https://haat.example/product/p1?x=1&y=2',
  ogType: 'product',
  image: {
    url: 'https://haat.example/api/images/products/p1/og.png',
    width: 1200,
    height: 630,
    type: 'image/png',
    alt: 'Tee "front"',
  },
  preloadImage: '/api/images/products/p1.svg?a=1&b=2',
  jsonLd: [
    { '@type': 'Product', name: 'Evil </script><script>alert(1)</script>' },
    { '@type': 'BreadcrumbList', itemListElement: [] },
  ],
};

describe('injectHead', () => {
  const html = injectHead(webIndexHtml, head);

  it("replaces the web app's own title and description: exactly one of each", () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Online Shopping for India');
    expect(html).toContain('<title>Tee &quot;Classic&quot; &lt;b&gt;</title>');
    expect(html).toContain('content="It&#39;s &lt;great&gt; &amp; cheap"');
    expect(html).toContain('<link rel="canonical" href="https://haat.example/product/p1?x=1&amp;y=2" />');
  });

  it('keeps the rest of index.html and puts the tags inside <head>', () => {
    expect(html).toContain('<meta name="theme-color" content="#1d4ed8" />');
    expect(html).toContain('<div id="root">');
    const headEnd = html.indexOf('</head>');
    expect(html.indexOf('property="og:title"')).toBeLessThan(headEnd);
    expect(html.indexOf('application/ld+json')).toBeLessThan(headEnd);
  });

  it('writes one JSON-LD block per object, whose only </script> is its own', () => {
    expect(html.match(/<\/script>/g)).toHaveLength(3); // two JSON-LD blocks and the app's module script
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks.map((block) => JSON.parse(block[1]!))).toEqual(head.jsonLd);
  });

  it('describes the preview image (size, type, alt) for Open Graph and Twitter, and preloads the main one', () => {
    const url = 'https://haat.example/api/images/products/p1/og.png';
    expect(html).toContain(`<meta property="og:image" content="${url}" />`);
    expect(html).toContain(`<meta property="og:image:secure_url" content="${url}" />`);
    expect(html).toContain('<meta property="og:image:type" content="image/png" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta property="og:image:alt" content="Tee &quot;front&quot;" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="twitter:image" content="${url}" />`);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/images/products/p1.svg?a=1&amp;b=2" fetchpriority="high" />',
    );
  });

  it("asks for the picture and the API read before the built index.html's scripts and stylesheet", () => {
    const built = webIndexHtml.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/vendor-v.js"></script>\n<link rel="stylesheet" href="/assets/app-a.css">\n</head>',
    );
    const page = injectHead(built, {
      ...head,
      preloadFetch: '/api/products/p1',
      modulePreloads: ['/assets/p.js'],
    });
    const at = (needle: string) => page.indexOf(needle);
    expect(at('rel="preload" as="image"')).toBeGreaterThan(-1);
    expect(at('rel="preload" as="image"')).toBeLessThan(at('/assets/vendor-v.js'));
    expect(at('rel="preload" as="fetch" href="/api/products/p1"')).toBeLessThan(at('/assets/vendor-v.js'));
    expect(at('/assets/vendor-v.js')).toBeLessThan(at('rel="modulepreload" href="/assets/p.js"'));
    expect(page.match(/rel="preload"/g)).toHaveLength(2);
  });

  it('a page without an image gets a small card and no image tags', () => {
    const plain = injectHead(webIndexHtml, { ...head, image: undefined, preloadImage: undefined });
    expect(plain).toContain('<meta name="twitter:card" content="summary" />');
    expect(plain).not.toMatch(/og:image|twitter:image|rel="preload" as="image"/);
  });
});

describe('escaping', () => {
  it('jsonForScript is the same JSON and never contains <, > or &', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = jsonForScript(value);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('escapeMarkup leaves no character that could end text or an attribute', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeMarkup(text)).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|#39);)/);
      }),
    );
  });
});

describe('shortDescription', () => {
  it('keeps a short text and cuts a long one at a word, within the limit', () => {
    expect(shortDescription('  A   phone.\n')).toBe('A phone.');
    const long = shortDescription('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });
});

describe('injectHead without a head element', () => {
  it('adds one after the doctype', () => {
    const html = injectHead('<!doctype html><div id="root"></div>', head);
    expect(html.startsWith('<!doctype html><head>\n')).toBe(true);
    expect(html).toMatch(/<\/head>\n<div id="root"><\/div>$/);
  });
});
