// The language a page's HTML is written for, resolved as the storefront resolves it
// (docs/behaviour/languages.md#the-first-screen): ?lng= first, then the choice the storefront keeps (its
// localStorage, mirrored in the haat_language cookie the server can read), else English. Accept-Language is not
// read: the storefront does not read it either, and a first paint in one language under a page drawn in another
// would be worse than none.
import { LANGUAGES, isLanguageCode, type LanguageCode } from '@haat/domain/shell/languages';

/** The cookie apps/web/src/i18n/i18n.ts writes beside localStorage whenever the language changes. */
export const LANGUAGE_COOKIE = 'haat_language';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export function pageLanguage(url: string, cookieHeader: string | undefined): LanguageCode {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const fromUrl = new URLSearchParams(query).get('lng');
  if (fromUrl && isLanguageCode(fromUrl)) return fromUrl;
  const stored = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  if (stored && isLanguageCode(stored)) return stored;
  return 'en';
}

export function languageDir(code: LanguageCode): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/**
 * index.html's <html> tag with the page's lang and dir, so the wordless first paint is laid out in the page's
 * direction (Urdu's search box and icons mirrored) and the browser picks the script's fonts before the boot does.
 */
export function injectLanguage(html: string, code: LanguageCode): string {
  return html.replace(/<html\b[^>]*>/i, `<html lang="${code}" dir="${languageDir(code)}">`);
}
