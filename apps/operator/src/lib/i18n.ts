// i18next with English text as the key (docs/decisions/0009-interface-languages.md): English needs no file, Hindi
// loads from locales/hi.json. The operator console has English and Hindi (docs/behaviour/operator.md#languages).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const OPERATOR_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
] as const;
export type OperatorLanguage = (typeof OPERATOR_LANGUAGES)[number]['code'];
const STORAGE_KEY = 'haat_operator_language';

const isLanguage = (v: string | null): v is OperatorLanguage => v === 'en' || v === 'hi';

function initialLanguage(): OperatorLanguage {
  const fromUrl = new URLSearchParams(window.location.search).get('lng');
  if (isLanguage(fromUrl)) return fromUrl;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage blocked: English
  }
  return 'en';
}

async function load(code: OperatorLanguage): Promise<void> {
  if (code === 'en' || i18next.hasResourceBundle(code, 'translation')) return;
  // The script's font with the words; offline, the system's font draws what it can and Hindi still applies.
  const [{ default: file }] = await Promise.all([
    import('../locales/hi.json'),
    import('./devanagari.css').catch(() => undefined),
  ]);
  i18next.addResourceBundle(code, 'translation', file.translation, true, true);
}

export async function changeLanguage(code: OperatorLanguage): Promise<void> {
  await load(code);
  await i18next.changeLanguage(code);
  document.documentElement.lang = code;
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // not remembered: still applied
  }
}

export async function initI18n(language: OperatorLanguage = initialLanguage()): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    resources: { en: { translation: {} } },
  });
  if (language !== 'en') await changeLanguage(language);
  document.documentElement.lang = language;
}
