// Lint rules, including the import boundaries of docs/architecture.md#layout-and-layering: web → domain, api →
// domain, domain → zod only, web features never import each other (routes compose them), web components/ and lib/
// never import features/ or app/, Drizzle only in the API's repository and SQL files, and no import cycles.
import path from 'node:path';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import haat from './eslint-rules/no-module-cycle.js';

const noAppsFromDomain = {
  group: ['**/apps/**', '@haat/api*', '@haat/web*', 'react', 'react-*', 'fastify*', 'drizzle-orm*', 'node:*'],
  message: '@haat/domain is pure: it may import zod and itself only.',
};

const apiNotWeb = {
  group: ['**/apps/web/**', '../../web/**', '@haat/web*', 'react', 'react-dom'],
  message: 'The API may import @haat/domain, never the web app.',
};

const drizzleInRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/**'],
  message:
    "Drizzle stays in *.repository.ts, *.sql.ts and db/ (docs/architecture.md#layout-and-layering): add a function to the module's repository and call it.",
};

/**
 * Where the API may import drizzle-orm besides *.repository.ts, *.sql.ts and db/. Tests arrange and inspect stored
 * rows directly. The others were written before the rule; each says why it holds queries, and the split of the
 * modules (a later issue) moves what it can into repositories.
 */
const DRIZZLE_ALLOWED = [
  'apps/api/src/**/*.repository.ts',
  'apps/api/src/**/*.sql.ts',
  'apps/api/src/db/**',
  // Test code: the tests, their support and fixture files and the shared test harness.
  'apps/api/src/**/*.test.ts',
  'apps/api/src/**/*-support.ts',
  'apps/api/src/**/*.fixtures.ts',
  'apps/api/src/testing/**',
  // The Idempotency-Key store: an HTTP plugin whose state is the idempotency_keys table, claimed with one
  // conditional INSERT … ON CONFLICT per request; it belongs to no module that could hold a repository.
  'apps/api/src/http/idempotency.ts',
  // Hand-written SQL in all but name (facet counts as CTEs over jsonb, index-ordered scans): *.sql.ts files to be.
  'apps/api/src/modules/catalog/catalog.facets.ts',
  'apps/api/src/modules/catalog/sql-rows.ts',
  // Jobs and loaders that are one set-based statement each (recompute popularity, rebuild the search vocabulary,
  // upsert the daily stats inside the order transaction, bulk-load the pincode directory at start-up), like db/seed.
  'apps/api/src/modules/catalog/popularity.job.ts',
  'apps/api/src/modules/catalog/product-stats.ts',
  'apps/api/src/modules/catalog/search/search-vocabulary.job.ts',
  'apps/api/src/modules/geo/pincode-directory.loader.ts',
  // The cancellation use case, whose reads and conditional writes (stock back, refund rows) run in the caller's
  // transaction next to the rules.
  'apps/api/src/modules/orders/cancel-order.ts',
  'apps/api/src/modules/orders/order-mails.ts',
  // Exactly-once refund payouts: claim and settle rows with conditional updates around the gateway call.
  'apps/api/src/modules/payments/refund-payouts.ts',
  // Stand-ins whose table is their whole job: the offline gateway keeps the side Razorpay's servers would keep
  // (offline_gateway_payments), and the default object storage is the stored_objects table (ADR 0007).
  'apps/api/src/modules/payments/offline-gateway.ts',
  'apps/api/src/modules/uploads/database-object-storage.ts',
];

const webNotApi = {
  group: ['**/api/src/**', '@haat/api*', 'fastify*', 'drizzle-orm*', 'pg', '@electric-sql/*'],
  message: 'The web app may import @haat/domain, never the API.',
};

const staffUiNotApps = {
  group: ['**/apps/**', '@haat/api*', '@haat/web*', '@haat/seller*', '@haat/operator*'],
  message:
    '@haat/staff-ui serves Seller Central and the operator console and imports neither: take what differs as arguments or props.',
};

const webLowerLayers = {
  group: ['**/features', '**/features/**', '**/app', '**/app/**'],
  message:
    'components/ and lib/ sit below features/ and app/ (docs/architecture.md#layout-and-layering): pass what they need as props or arguments.',
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
    rules: { 'no-restricted-imports': ['error', { patterns: [apiNotWeb, drizzleInRepositories] }] },
  },
  {
    files: DRIZZLE_ALLOWED,
    rules: { 'no-restricted-imports': ['error', { patterns: [apiNotWeb] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/seller/**/*.{ts,tsx}', 'packages/staff-ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webNotApi] }],
    },
  },
  {
    files: ['packages/staff-ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webNotApi, staffUiNotApps] }] },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webNotApi, webLowerLayers] }] },
  },
  {
    // A feature may not reach into another feature; app/routes compose them.
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    plugins: { haat: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'haat/feature-boundaries': 'error',
      'no-restricted-imports': ['error', { patterns: [webNotApi] }],
    },
  },
  {
    // Issue 11: text a shopper reads goes through t(), so every language can translate it. Text without a letter
    // (₹, numbers, punctuation) and the brand mark read the same in every language.
    files: ['apps/web/src/**/*.tsx', 'apps/seller/src/**/*.tsx', 'packages/staff-ui/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-text-only', words: { exclude: ['[^A-Za-z]*', 'haat'] } },
      ],
    },
  },
  {
    // An afterAll closes what its beforeAll made, and runs even when that beforeAll threw or timed out: `t.close()`
    // then fails on undefined and its error covers the real one. Close with `?.` (t?.close(), drop?.()).
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='afterAll'] CallExpression[optional=false] > MemberExpression.callee[optional=false][object.type='Identifier'][property.name=/^(close|drop|stop)$/]",
          message:
            'afterAll runs even when beforeAll failed: close with ?. (t?.close()) so its error does not hide the real one.',
        },
        {
          selector:
            "CallExpression[callee.name='afterAll'] CallExpression[optional=false][callee.type='Identifier'][callee.name=/^(close|drop|stop)$/]",
          message:
            'afterAll runs even when beforeAll failed: call it with ?. (drop?.()) so its error does not hide the real one.',
        },
      ],
    },
  },
  {
    // No import cycles (type-only imports are erased and do not count). About 8 s of the ~45 s of CPU a full lint
    // takes on the 2-core machines (measured with TIMING=1; madge or dpdm as a separate script would save part of it
    // at the cost of a second tool). The imports name their files (.ts/.tsx), so Node's resolution finds them.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // No import cycle between the API's modules either (the folders of apps/api/src/modules), which no file cycle
    // shows: orders' routes called payments' settlement while payments' settlement called orders' placement, until
    // the checkout module took placement and settlement (issue 27). Test code is not a module's dependency.
    files: ['apps/api/src/modules/**/*.ts'],
    plugins: { haat },
    rules: {
      'haat/no-module-cycle': [
        'error',
        {
          modulesDir: path.join(import.meta.dirname, 'apps/api/src/modules'),
        },
      ],
    },
  },
);
