// Lint rules, including the import boundaries of ARCHITECTURE §2: web → domain, api → domain, domain → zod only,
// and web features never import each other (routes compose them).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noAppsFromDomain = {
  group: ['**/apps/**', '@haat/api*', '@haat/web*', 'react', 'react-*', 'fastify*', 'drizzle-orm*', 'node:*'],
  message: '@haat/domain is pure: it may import zod and itself only.',
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*/**', '!../../../**', '@haat/api*'],
              message: 'Features do not import each other: compose them in app/routes.',
            },
          ],
        },
      ],
    },
  },
);
