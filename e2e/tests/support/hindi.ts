// The Hindi of the interface's English keys, read from the app's own hi.json, so a test in Hindi follows the
// translation instead of copying it.
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

const hindi = (
  JSON.parse(
    readFileSync(new URL('../../../apps/web/src/i18n/locales/hi.json', import.meta.url), 'utf8'),
  ) as {
    translation: Record<string, string>;
  }
).translation;

/** The Hindi of an English key; a missing or empty one fails here rather than as a confusing locator miss. */
export function hi(key: string, values: Record<string, string | number> = {}): string {
  const text = hindi[key];
  expect(text, `hi.json has no translation for '${key}'`).toBeTruthy();
  return text!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}
