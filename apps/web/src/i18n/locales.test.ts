// The 14 languages stay complete (issue 11): every key the code can ask for has a non-empty translation in
// every language, with the same placeholders, and no JSX text reaches the page without t().
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { runExtractor } from 'i18next-cli';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@haat/domain/shell/languages';
import config from '../../i18next.config';

const localesDir = fileURLToPath(new URL('./locales/', import.meta.url));
const read = (code: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(`${localesDir}${code}.json`, 'utf8')).translation;

const catalogue = read('en');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => new Set(text.match(/{{\s*[\w.]+\s*}}|<\/?\w+>/g) ?? []);

/** The keys a language must have: each plain key, and each plural key in that language's own plural forms. */
function expectedKeys(code: string): string[] {
  const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const plain = Object.keys(catalogue).filter((key) => !PLURAL_SUFFIX.test(key));
  const plurals = new Set(
    Object.keys(catalogue)
      .filter((key) => PLURAL_SUFFIX.test(key))
      .map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  return [...plain, ...[...plurals].flatMap((base) => forms.map((form) => `${base}_${form}`))];
}

describe('translation catalogue', () => {
  it('en.json holds exactly the keys the code uses (run npm run i18n:extract after changing interface text)', async () => {
    const silent = { info() {}, warn() {}, error() {} };
    const changed = await runExtractor({ ...config, locales: ['en'] }, { isDryRun: true }, silent);
    expect(changed, 'apps/web/src/i18n/locales/en.json is out of date').toBe(false);
  }, 60_000);

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s translates every key', (code) => {
    const translations = read(code);
    const missing = expectedKeys(code).filter((key) => !translations[key]?.trim());
    expect(missing.slice(0, 20), `${missing.length} keys missing or empty in ${code}.json`).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s keeps the placeholders of each key', (code) => {
    const translated = Object.entries(read(code)).filter(([, text]) => text.trim() !== '');
    const broken = translated.filter(([key, text]) => {
      const want = placeholders(key.replace(PLURAL_SUFFIX, ''));
      const got = placeholders(text);
      // A singular form may spell out its number ("एक"), so {{count}} may be left out of it.
      if (/_(one|zero)$/.test(key)) want.delete('{{count}}');
      return [...want].some((p) => !got.has(p)) || [...got].some((p) => !placeholders(key).has(p));
    });
    expect(broken.slice(0, 10), `${broken.length} translations in ${code}.json change placeholders`).toEqual(
      [],
    );
  });
});

describe('interface text', () => {
  it('every JSX text node goes through t()', async () => {
    // The lint configuration's own rule and options, run alone: the other rules are `npm run lint`'s job.
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const { default: lintConfig } = (await import(`${root}eslint.config.js`)) as { default: Linter.Config[] };
    const block = lintConfig.find((entry) => entry.rules?.['i18next/no-literal-string']);
    expect(block, 'eslint.config.js enables i18next/no-literal-string').toBeDefined();
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [{ ...block, languageOptions: { parser: tseslint.parser } }],
    });
    const results = await eslint.lintFiles(['apps/web/src/**/*.tsx']);
    const bypasses = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'i18next/no-literal-string')
        .map((message) => `${result.filePath}:${message.line} ${message.message}`),
    );
    expect(bypasses).toEqual([]);
  }, 120_000);
});
