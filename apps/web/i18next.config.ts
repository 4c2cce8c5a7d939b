// Key extraction for the web app's 14 languages (ADR 0009). English text is the key, so en.json is the
// catalogue of every key the code can ask for; each other language's file must carry a translation of each.
// `npm run i18n:extract` syncs the files after a change to the interface text.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'i18next-cli';
import { LANGUAGE_CODES } from '@haat/domain/shell/languages';
import { dynamicKeysPlugin } from './src/i18n/dynamic-keys-plugin';

// I18N_LOCALES=hi,mr limits a sync to those files (the catalogue is always kept), so two people can work on
// two languages at once without one sync rewriting the other's file mid-edit.
const only = process.env.I18N_LOCALES?.split(',').filter(Boolean);
const locales = only
  ? ['en', ...LANGUAGE_CODES.filter((c) => c !== 'en' && only.includes(c))]
  : LANGUAGE_CODES;

// Absolute paths, so the suite's completeness check can run the same extraction from the repository root.
const web = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  locales,
  extract: {
    input: [web('src/**/*.{ts,tsx}')],
    ignore: [web('src/**/*.test.{ts,tsx}')],
    output: web('src/i18n/locales/{{language}}.json'),
    mergeNamespaces: true,
    defaultNS: 'translation',
    keySeparator: false,
    nsSeparator: false,
    // tk('…') marks a text in a data table that is translated where it is shown (src/i18n/translation-key.ts).
    functions: ['t', '*.t', 'tk'],
    primaryLanguage: 'en',
    defaultValue: '',
    removeUnusedKeys: true,
    sort: true,
    indentation: 2,
  },
  plugins: [dynamicKeysPlugin()],
});
