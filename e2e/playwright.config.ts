import { defineConfig } from '@playwright/test';

const viewports = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Playwright's default is half the cores, one worker on the 2-core machines; two workers finish about a third
  // sooner. More do not help there: with two, the machine is already busy (Chromium about two thirds of the CPU,
  // the server and Playwright the rest), and four took as long (5.9 vs 5.7 min). E2E_WORKERS sets it for a larger
  // machine.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  // npm test (scripts/test.mjs) reads the counts for its closing line from a JSON report beside the list.
  reporter: process.env.HAAT_E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.HAAT_E2E_JSON }]]
    : [['list']],
  use: {
    baseURL: process.env.HAAT_E2E_URL,
    // Recording a trace of every test (DOM snapshots and screencast per action) made the run about 30 % longer;
    // CI retries a failure once and traces that retry. Locally: --retries 1, or --trace on for one spec.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: Object.entries(viewports).map(([name, viewport]) => ({
    name,
    use: { viewport, isMobile: name === 'mobile', hasTouch: name === 'mobile' },
  })),
});
