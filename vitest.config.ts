import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is CPU-heavy to start; two workers keep a 2-core machine responsive.
          maxWorkers: 2,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
