import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite is CPU-heavy to start; two workers match the 2-core machines and keep runs steady.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
