// The page a visitor (or a crawler) gets instead of a store page while the database is away: one sentence in the
// request's language and a link that loads the page again. Plain HTML with no script: the SPA cannot load its data
// then anyway, and the store's CSP allows no inline script.
import type { FastifyRequest } from 'fastify';
import { UNAVAILABLE_PAGE_TEXTS } from '@haat/domain/http/unavailable-page-texts';
import { isLanguageCode, LANGUAGES, type LanguageCode } from '@haat/domain/shell/languages';
import { SITE_NAME } from '../seo/page-head.ts';
import { escapeMarkup } from '../seo/markup-escape.ts';

/**
 * The language the web app would show: ?lng= as the SPA reads it, else the browser's preference (Accept-Language,
 * by q-value), else English. The choice the SPA keeps in localStorage never reaches the server.
 */
export function pageLanguage(request: FastifyRequest): LanguageCode {
  const fromUrl = (request.query as Record<string, unknown> | undefined)?.lng;
  if (typeof fromUrl === 'string' && isLanguageCode(fromUrl)) return fromUrl;
  return acceptedLanguage(request.headers['accept-language']) ?? 'en';
}

/** The first of the picker's languages in an Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8" → hi). */
export function acceptedLanguage(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((entry) => isLanguageCode(entry.code))?.code as LanguageCode | undefined;
}

/** The link's empty href is the page's own address, whatever path brought the visitor here. */
export function unavailablePageHtml(language: LanguageCode): string {
  const { message, tryAgain } = UNAVAILABLE_PAGE_TEXTS[language];
  const dir = LANGUAGES.find((l) => l.code === language)?.dir ?? 'ltr';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeMarkup(SITE_NAME)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f3f6;color:#212121;font:16px/1.5 system-ui,sans-serif}main{max-width:28rem;margin:1rem;padding:2rem;background:#fff;border-radius:8px;text-align:center}a{color:#2874f0}</style>
</head>
<body>
<main>
<h1>${escapeMarkup(SITE_NAME)}</h1>
<p>${escapeMarkup(message)}</p>
<p><a href="">${escapeMarkup(tryAgain)}</a></p>
</main>
</body>
</html>
`;
}
