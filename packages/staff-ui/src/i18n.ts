// i18next with English text as the key (docs/decisions/0009-interface-languages.md): English needs no file, Hindi
// loads from the app's locales/hi.json. The staff apps have English and Hindi
// (docs/behaviour/seller-portal.md#languages, docs/behaviour/operator.md#languages).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const STAFF_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number]['code'];

export const isStaffLanguage = (v: string | null): v is StaffLanguage => v === 'en' || v === 'hi';

/** i18next in English, the language of the keys: where every start begins, and all the component tests need. */
export async function startInEnglish(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    resources: { en: { translation: {} } },
  });
  document.documentElement.lang = 'en';
}

export interface StaffI18n {
  /** Starts in the language of `?lng=`, else the one chosen last time, else English. */
  initI18n(language?: StaffLanguage): Promise<void>;
  changeLanguage(code: StaffLanguage): Promise<void>;
}

export function createStaffI18n({
  storageKey,
  loadHindi,
}: {
  /** Where the app remembers the chosen language. */
  storageKey: string;
  /** The app's Hindi catalogue, imported on demand so English pages never download it. */
  loadHindi: () => Promise<{ default: { translation: Record<string, string> } }>;
}): StaffI18n {
  function initialLanguage(): StaffLanguage {
    const fromUrl = new URLSearchParams(window.location.search).get('lng');
    if (isStaffLanguage(fromUrl)) return fromUrl;
    try {
      const stored = localStorage.getItem(storageKey);
      if (isStaffLanguage(stored)) return stored;
    } catch {
      // storage blocked: English
    }
    return 'en';
  }

  async function load(code: StaffLanguage): Promise<void> {
    if (code === 'en' || i18next.hasResourceBundle(code, 'translation')) return;
    // The script's font with the words; offline, the system's font draws what it can and Hindi still applies.
    const [{ default: file }] = await Promise.all([
      loadHindi(),
      import('./devanagari.css').catch(() => undefined),
    ]);
    i18next.addResourceBundle(code, 'translation', file.translation, true, true);
  }

  async function changeLanguage(code: StaffLanguage): Promise<void> {
    await load(code);
    await i18next.changeLanguage(code);
    document.documentElement.lang = code;
    try {
      localStorage.setItem(storageKey, code);
    } catch {
      // not remembered: still applied
    }
  }

  return {
    async initI18n(language = initialLanguage()) {
      await startInEnglish();
      if (language !== 'en') await changeLanguage(language);
    },
    changeLanguage,
  };
}
