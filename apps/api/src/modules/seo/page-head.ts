// A page's head for search engines and link previews (title, description, canonical, Open Graph, JSON-LD),
// rendered into the SPA's index.html in place of its default title and description.
import { escapeMarkup, jsonForScript } from './markup-escape.ts';

export const SITE_NAME = 'Haat';

/** The link-preview picture. Crawlers that fetch it lay the card out at once when the size is given. */
export interface HeadImage {
  /** Absolute URL. */
  url: string;
  width?: number;
  height?: number;
  type?: string;
  alt?: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  ogType: 'website' | 'product';
  image?: HeadImage;
  /** Extra property → content pairs (product:price:amount …). */
  extraOg?: [string, string][];
  /** One <script type="application/ld+json"> each (Product, BreadcrumbList …). */
  jsonLd?: Record<string, unknown>[];
  /**
   * The page's largest picture, preloaded at high priority from the HTML: the SPA only asks for it after its
   * scripts and data arrived, which made the image the last step of the product page's LCP.
   */
  preloadImage?: string;
  /**
   * The same picture as the responsive set the page shows (docs/behaviour/product.md#pictures): preloaded in the
   * format and width the browser will pick from the gallery's <picture>, instead of preloadImage.
   */
  preloadImageSet?: { type: string; srcset: string; sizes: string };
  /**
   * An API read the page makes first (the product), fetched from the HTML alongside the scripts instead of
   * after them; the app's own fetch (same URL, CORS mode, same-origin credentials) takes the preloaded answer.
   */
  preloadFetch?: string;
  /** The lazy route's JavaScript (modules/web/route-chunks), fetched alongside the entry instead of after it. */
  modulePreloads?: string[];
}

/** Meta descriptions past ~160 characters are cut by search engines anyway; cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function imageTags(image: HeadImage | undefined): [string, string][] {
  if (!image) return [];
  const tags: [string, string][] = [['og:image', image.url]];
  if (image.url.startsWith('https:')) tags.push(['og:image:secure_url', image.url]);
  if (image.type) tags.push(['og:image:type', image.type]);
  if (image.width) tags.push(['og:image:width', String(image.width)]);
  if (image.height) tags.push(['og:image:height', String(image.height)]);
  if (image.alt) tags.push(['og:image:alt', image.alt]);
  return tags;
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
    ...imageTags(head.image),
    ...(head.extraOg ?? []),
  ];
  const twitter: [string, string][] = [
    ['twitter:card', head.image ? 'summary_large_image' : 'summary'],
    ...(head.image ? ([['twitter:image', head.image.url]] as [string, string][]) : []),
    ...(head.image?.alt ? ([['twitter:image:alt', head.image.alt]] as [string, string][]) : []),
  ];
  const lines = [
    `<title>${escapeMarkup(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
    `<link rel="canonical" href="${attr(head.canonical)}" />`,
    ...og.map(([property, content]) => `<meta property="${attr(property)}" content="${attr(content)}" />`),
    ...twitter.map(([name, content]) => `<meta name="${attr(name)}" content="${attr(content)}" />`),
  ];
  for (const href of head.modulePreloads ?? [])
    lines.push(`<link rel="modulepreload" href="${attr(href)}" />`);
  for (const block of head.jsonLd ?? [])
    lines.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  return lines.join('\n    ');
}

/**
 * The picture and the API read, ahead of index.html's own scripts and stylesheet: the browser (six connections
 * per origin over HTTP/1.1) then asks for them first instead of after the entry and some thirty route chunks.
 */
export function renderEarlyPreloads(head: PageHead): string {
  const attr = escapeMarkup;
  const lines: string[] = [];
  if (head.preloadImageSet) {
    const set = head.preloadImageSet;
    lines.push(
      `<link rel="preload" as="image" type="${attr(set.type)}" imagesrcset="${attr(set.srcset)}" imagesizes="${attr(set.sizes)}" fetchpriority="high" />`,
    );
  } else if (head.preloadImage)
    lines.push(`<link rel="preload" as="image" href="${attr(head.preloadImage)}" fetchpriority="high" />`);
  if (head.preloadFetch)
    lines.push(`<link rel="preload" as="fetch" href="${attr(head.preloadFetch)}" crossorigin="anonymous" />`);
  return lines.join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** index.html with its own title and description replaced by the page's tags (one set, never two). */
export function injectHead(indexHtml: string, head: PageHead): string {
  const withoutDefaults = indexHtml.replace(TITLE, '').replace(DESCRIPTION, '');
  const early = renderEarlyPreloads(head);
  const at = withoutDefaults.search(/<\/head>/i);
  if (at < 0) {
    // A page without a head still gets one, after the doctype so that the page stays in standards mode.
    const tags = [early, renderHeadTags(head)].filter(Boolean).join('\n    ');
    const doctype = /^\s*<!doctype[^>]*>\s*/i.exec(withoutDefaults)?.[0] ?? '';
    return `${doctype}<head>\n    ${tags}\n  </head>\n${withoutDefaults.slice(doctype.length)}`;
  }
  const headPart = withoutDefaults.slice(0, at);
  // Before the first script or stylesheet of the head (or with the other tags when it has none).
  const firstAsset = headPart.search(/<script\b|<link\b[^>]*\brel=["']?(?:stylesheet|modulepreload)/i);
  const tags =
    firstAsset < 0 ? [early, renderHeadTags(head)].filter(Boolean).join('\n    ') : renderHeadTags(head);
  const withEarly =
    firstAsset < 0 || !early
      ? headPart
      : `${headPart.slice(0, firstAsset)}${early}\n    ${headPart.slice(firstAsset)}`;
  return `${withEarly}  ${tags}\n  ${withoutDefaults.slice(at)}`;
}
