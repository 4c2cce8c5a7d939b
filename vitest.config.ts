import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The test files under `dir` that replace modules, globals, the environment or the clock. They run isolated (a
 * fresh module graph per file), so nothing they change reaches another file. The other files share one module
 * graph per worker, which spares loading the app's modules again for every file (a third of the API suite's
 * time); what they create (apps, databases) they close themselves.
 */
const MOCKS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;
function testsWithMocks(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => MOCKS.test(fs.readFileSync(file, 'utf8')));
}
const apiMocks = testsWithMocks('apps/api/src');
const webMocks = testsWithMocks('apps/web/src');

const api = {
  // Builds the migrated database once per run; each file starts from a copy (testing/database-templates.ts).
  globalSetup: ['apps/api/src/testing/global-setup.ts'],
  testTimeout: 30_000,
  // A setup hook builds an app on a fresh database (the seeded ones set 180 s themselves): seconds on a quiet machine,
  // but seo.test.ts's took over 60 s on the 2 cores shared with builds and browsers, and a hook that times out fails
  // every test of its file for a reason that is not theirs. So every hook gets what the seeded ones have.
  hookTimeout: 180_000,
};

export default defineConfig({
  test: {
    // PGlite is CPU-heavy to start; two workers match the 2-core machines and keep runs steady.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: apiMocks,
          isolate: false,
          ...api,
        },
      },
      { test: { name: 'api-mocks', include: apiMocks, ...api } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], exclude: webMocks, isolate: false } },
      { test: { name: 'web-mocks', include: webMocks } },
      {
        // Component and hook tests: a DOM (happy-dom), Testing Library, the API answered by MSW from the domain's
        // contracts (apps/web/src/testing/). Each file gets a fresh module graph: stores and caches are module state.
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup-dom.ts'],
        },
      },
      {
        // Seller Central (apps/seller): its forms and pages in happy-dom, fetch answered per test.
        test: {
          name: 'seller-dom',
          include: ['apps/seller/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['packages/staff-ui/src/testing/setup-dom.ts'],
        },
      },
      {
        // The operator console (apps/operator): sign-in, approvals, suspension, the audit trail in happy-dom.
        test: {
          name: 'operator-dom',
          include: ['apps/operator/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['packages/staff-ui/src/testing/setup-dom.ts'],
        },
      },
    ],
  },
});
