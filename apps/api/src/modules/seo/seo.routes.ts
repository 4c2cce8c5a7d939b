// /robots.txt, /sitemap.xml (an index), /sitemaps/categories.xml and /sitemaps/products-{n}.xml: what a
// crawler reads to find every page. Outside /api because crawlers look for them at the site's root.
import { CATEGORIES } from '@haat/domain/catalog/category-tree';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requestOrigin } from './request-origin.ts';
import { countPublishedProducts, listPublishedProductStamps } from './seo.repository.ts';
import { SITEMAP_MAX_URLS, sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

/** Crawlers re-read these now and then; an hour keeps a CDN useful without hiding new products for long. */
const CRAWLER_CACHE_CONTROL = 'public, max-age=3600';
const XML_TYPE = 'application/xml; charset=utf-8';

/** Pages a visitor's session or a form owns, which have nothing to index; the API, apart from its images. */
const DISALLOWED = [
  '/api/',
  '/profile',
  '/cart',
  '/checkout',
  '/login',
  '/signup',
  '/forgot-password',
  '/dev/',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Product images live under /api: search engines need them for image results and product snippets.
    'Allow: /api/images/',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The listing pages and every category, subcategory and item page of the tree. Pseudo-categories (all,
 * trending, featured) are left out: /all-products, /trending and /featured-products show the same lists.
 */
export function catalogPagePaths(): string[] {
  const paths = ['/', '/all-products', '/featured-products', '/trending', '/deals', '/category'];
  for (const category of CATEGORIES) {
    if (category.pseudo) continue;
    paths.push(`/category/${category.id}`);
    for (const sub of category.subcategories) {
      paths.push(`/category/${category.id}/${sub.id}`);
      for (const item of sub.items) paths.push(`/category/${category.id}/${sub.id}/${item.id}`);
    }
  }
  return paths;
}

const sendXml = (reply: FastifyReply, xml: string) =>
  reply.header('cache-control', CRAWLER_CACHE_CONTROL).type(XML_TYPE).send(xml);

export function seoRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('cache-control', CRAWLER_CACHE_CONTROL)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(requestOrigin(request))),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const origin = requestOrigin(request);
      const files = Math.max(1, Math.ceil((await countPublishedProducts(db)) / SITEMAP_MAX_URLS));
      const sitemaps = [
        { loc: `${origin}/sitemaps/categories.xml` },
        ...Array.from({ length: files }, (_, i) => ({ loc: `${origin}/sitemaps/products-${i + 1}.xml` })),
      ];
      return sendXml(reply, sitemapIndexXml(sitemaps));
    });

    app.get('/sitemaps/categories.xml', { schema: { hide: true } }, async (request, reply) => {
      const origin = requestOrigin(request);
      return sendXml(reply, urlSetXml(catalogPagePaths().map((path) => ({ loc: origin + path }))));
    });

    app.get<{ Params: { n: string } }>(
      '/sitemaps/products-:n.xml',
      { schema: { hide: true } },
      async (request, reply) => {
        const n = /^[1-9]\d{0,5}$/.test(request.params.n) ? Number(request.params.n) : 0;
        const rows =
          n > 0
            ? await listPublishedProductStamps(db, {
                offset: (n - 1) * SITEMAP_MAX_URLS,
                limit: SITEMAP_MAX_URLS,
              })
            : [];
        // The first file exists even for an empty catalogue, since the index always names it.
        if (rows.length === 0 && n !== 1) {
          return reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap');
        }
        const origin = requestOrigin(request);
        const urls = rows.map((row) => ({
          loc: `${origin}/product/${encodeURIComponent(row.id)}`,
          lastmod: row.updatedAt,
        }));
        return sendXml(reply, urlSetXml(urls));
      },
    );
  };
}
