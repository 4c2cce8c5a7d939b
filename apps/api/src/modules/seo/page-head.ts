// A page's head for search engines and link previews (title, description, canonical, Open Graph, JSON-LD),
// rendered into the SPA's index.html in place of its default title and description.
import { escapeMarkup, jsonForScript } from './markup-escape.ts';

export const SITE_NAME = 'Haat';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  ogType: 'website' | 'product';
  /** Absolute URL. */
  image?: string;
  /** Extra property → content pairs (product:price:amount …). */
  extraOg?: [string, string][];
  jsonLd?: Record<string, unknown>;
}

/** Meta descriptions past ~160 characters are cut by search engines anyway; cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function renderHeadTags(head: PageHead): string {
  const attr = escapeMarkup;
  const og: [string, string][] = [
    ['og:site_name', SITE_NAME],
    ['og:locale', 'en_IN'],
    ['og:type', head.ogType],
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:url', head.canonical],
    ...(head.image ? ([['og:image', head.image]] as [string, string][]) : []),
    ...(head.extraOg ?? []),
  ];
  const lines = [
    `<title>${escapeMarkup(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
    `<link rel="canonical" href="${attr(head.canonical)}" />`,
    ...og.map(([property, content]) => `<meta property="${attr(property)}" content="${attr(content)}" />`),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (head.jsonLd) lines.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return lines.join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** index.html with its own title and description replaced by the page's tags (one set, never two). */
export function injectHead(indexHtml: string, head: PageHead): string {
  const withoutDefaults = indexHtml.replace(TITLE, '').replace(DESCRIPTION, '');
  const tags = renderHeadTags(head);
  const at = withoutDefaults.search(/<\/head>/i);
  if (at < 0) {
    // A page without a head still gets one, after the doctype so that the page stays in standards mode.
    const doctype = /^\s*<!doctype[^>]*>\s*/i.exec(withoutDefaults)?.[0] ?? '';
    return `${doctype}<head>\n    ${tags}\n  </head>\n${withoutDefaults.slice(doctype.length)}`;
  }
  return `${withoutDefaults.slice(0, at)}  ${tags}\n  ${withoutDefaults.slice(at)}`;
}
