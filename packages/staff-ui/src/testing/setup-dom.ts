// Setup of the staff apps' Vitest projects (seller-dom, operator-dom): jest-dom matchers, English i18n as the apps
// start it, a clean DOM and storage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { startInEnglish } from '../i18n.ts';

beforeAll(async () => {
  await startInEnglish();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
