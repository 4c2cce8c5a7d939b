// i18next with English text as the key (docs/architecture.md#every-text-through-i18n): English needs no file; other
// languages load lazily from locales/<code>.json, with their script's font (fonts.ts), when chosen. The choice
// persists, can come from ?lng=, and sets <html lang dir>.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, isLanguageCode, type LanguageCode } from '@haat/domain/shell/languages';
import { builtMessagesProcessor, isolate } from './built-messages.ts';

export const LANGUAGE_STORAGE_KEY = 'haat_language';
/** A year: the choice is kept as long as localStorage keeps it. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

// Each file holds { translation: { <English text>: <translation> } } as i18next-cli writes it (ADR 0009).
const localeLoaders = import.meta.glob<{ default: { translation: Record<string, string> } }>(
  './locales/*.json',
);

function initialLanguage(): LanguageCode {
  const fromUrl = new URLSearchParams(window.location.search).get('lng');
  if (fromUrl && isLanguageCode(fromUrl)) return fromUrl;
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored && isLanguageCode(stored)) return stored;
  } catch {
    // storage blocked: fall through to English
  }
  return 'en';
}

function applyToDocument(code: LanguageCode): void {
  const language = LANGUAGES.find((l) => l.code === code);
  document.documentElement.lang = code;
  document.documentElement.dir = language?.dir ?? 'ltr';
}

async function loadResources(code: LanguageCode): Promise<void> {
  if (code === 'en' || i18next.hasResourceBundle(code, 'translation')) return;
  const loader = localeLoaders[`./locales/${code}.json`];
  const resources = loader ? (await loader()).default.translation : {};
  i18next.addResourceBundle(code, 'translation', resources, true, true);
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  // The font table is a chunk of its own, so English visitors download not even the table; without it (offline)
  // the system's fonts draw the script and the language still applies.
  const font =
    code === 'en'
      ? undefined
      : import('./fonts.ts').then((fonts) => fonts.loadLanguageFont(code)).catch(() => undefined);
  await Promise.all([loadResources(code), font]);
  await i18next.changeLanguage(code);
  applyToDocument(code);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // not persisted; the choice still holds for this visit
  }
  // The same choice where the server reads it, so its first paint of the next page is laid out in this language and
  // direction (apps/api/src/modules/seo/page-language.ts, docs/behaviour/languages.md#the-first-screen).
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${code}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The value as it is, or isolated (FSI…PDI) while the interface reads right to left. */
function isolateInRtl(value: unknown): string {
  const text = String(value);
  return i18next.dir(i18next.resolvedLanguage ?? i18next.language) === 'rtl' ? isolate(text) : text;
}

export async function initI18n(): Promise<typeof i18next> {
  const code = initialLanguage();
  await i18next
    .use(builtMessagesProcessor(i18next))
    .use(initReactI18next)
    .init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: {} } },
      keySeparator: false,
      nsSeparator: false,
      // A value put into a sentence (a brand, a size, a code, an amount with its sign) is isolated in a right-to-left
      // language, so Urdu around it keeps its order and the value its own ("1 TB, Black Titanium", never
      // "TB, Black Titanium 1"); docs/behaviour/languages.md#mixed-direction-text. React escapes HTML itself.
      interpolation: { escapeValue: true, escape: isolateInRtl },
      returnEmptyString: false,
      // The server's sentences with data in them, read back into their templates (built-messages.ts).
      postProcess: ['builtMessages'],
    });
  if (code !== 'en') await changeLanguage(code);
  else applyToDocument('en');
  return i18next;
}
