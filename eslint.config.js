// Lint rules, including the import boundaries of ARCHITECTURE §2: web → domain, api → domain, domain → zod only,
// and web features never import each other (routes compose them).
import path from 'node:path';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noAppsFromDomain = {
  group: ['**/apps/**', '@haat/api*', '@haat/web*', 'react', 'react-*', 'fastify*', 'drizzle-orm*', 'node:*'],
  message: '@haat/domain is pure: it may import zod and itself only.',
};

const FEATURES_DIR = path.join('apps', 'web', 'src', 'features') + path.sep;

/** The feature folder a file lies in ('cart' for …/features/cart/components/x.tsx), or undefined. */
function featureOf(file) {
  const at = file.indexOf(FEATURES_DIR);
  return at === -1 ? undefined : file.slice(at + FEATURES_DIR.length).split(path.sep)[0];
}

/** A feature may import its own files at any depth, never another feature's: app/routes compose them. */
const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const own = featureOf(context.filename);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (!own || typeof source !== 'string' || !source.startsWith('.')) return;
        const target = featureOf(path.resolve(path.dirname(context.filename), source));
        if (target && target !== own)
          context.report({
            node: node.source,
            message: `Features do not import each other ('${own}' imports '${target}'): compose them in app/routes.`,
          });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAppsFromDomain] }] },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '../../web/**', '@haat/web*', 'react', 'react-dom'],
              message: 'The API may import @haat/domain, never the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/src/**', '@haat/api*', 'fastify*', 'drizzle-orm*', 'pg', '@electric-sql/*'],
              message: 'The web app may import @haat/domain, never the API.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature may not reach into another feature; app/routes compose them.
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    plugins: { haat: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'haat/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@haat/api*'], message: 'The web app may import @haat/domain, never the API.' },
          ],
        },
      ],
    },
  },
  {
    // Issue 11: text a shopper reads goes through t(), so every language can translate it. Text without a letter
    // (₹, numbers, punctuation) and the brand mark read the same in every language.
    files: ['apps/web/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-text-only', words: { exclude: ['[^A-Za-z]*', 'haat'] } },
      ],
    },
  },
);
