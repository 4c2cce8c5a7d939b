// Sitemap protocol documents (sitemaps.org 0.9): an index of sitemaps and URL sets, every URL XML-escaped.
import { escapeMarkup } from './markup-escape.ts';

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeMarkup(loc)}</loc>${modified}</${tag}>`;
}

export function sitemapIndexXml(sitemaps: SitemapEntry[]): string {
  const body = sitemaps.map((s) => entry('sitemap', s)).join('\n');
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${body}\n</sitemapindex>\n`;
}

export function urlSetXml(urls: SitemapEntry[]): string {
  const body = urls.map((u) => entry('url', u)).join('\n');
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${body}\n</urlset>\n`;
}
