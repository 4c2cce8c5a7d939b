// Setup of the web-dom Vitest project (component and hook tests under happy-dom): jest-dom matchers, English
// i18n as the app starts it (English text is the key), the MSW server with no unhandled request allowed, and the
// console.error guard. After each test: unmount, forget handlers added by the test, clear storage.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { checkConsoleGuard, startConsoleGuard } from './console-guard.ts';
import { server } from './msw-server.ts';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n();
});

beforeEach(() => {
  startConsoleGuard();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  checkConsoleGuard();
});

afterAll(() => {
  server.close();
});
