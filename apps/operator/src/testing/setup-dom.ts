// Setup of the operator-dom Vitest project: jest-dom matchers, English i18n as the console starts it, a clean DOM and
// storage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../lib/i18n.ts';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
