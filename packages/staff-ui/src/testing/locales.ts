// The Hindi checks every staff app runs on its catalogue (docs/behaviour/seller-portal.md#languages,
// docs/behaviour/operator.md#languages): each t('…') key in its source and in this package's, each message from
// elsewhere that it shows, and the placeholders of every translation.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** This package's source: its components' texts are the apps' texts too. */
const STAFF_UI_SRC = path.resolve(import.meta.dirname, '..');

/** The keys of the t('…') calls (and setNotice('…'), which passes its key to t()) in the source files under `dir`. */
function sourceKeys(dir: string): string[] {
  const keys = new Set<string>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.') || file.startsWith('testing')) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g))
      keys.add((m[1] as string).replace(/\\'/g, "'"));
    for (const m of text.matchAll(/setNotice\('([^']*)'\)/g)) keys.add(m[1] as string);
  }
  return [...keys];
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort();

export function describeHindi({
  appName,
  src,
  translation,
  messages,
}: {
  appName: string;
  /** The app's source folder. */
  src: string;
  translation: Record<string, string>;
  /** Texts the app shows through t() that its source does not spell: the API's and the domain's messages. */
  messages: readonly string[];
}): void {
  describe('Hindi', () => {
    it(`translates every text of ${appName}`, () => {
      const own = sourceKeys(src);
      expect(own.length).toBeGreaterThan(60);
      const keys = [...own, ...sourceKeys(STAFF_UI_SRC)];
      expect(keys.filter((k) => !translation[k])).toEqual([]);
    });

    it('translates every message the API and the forms answer', () => {
      expect(messages.filter((m) => !translation[m])).toEqual([]);
    });

    it('keeps every placeholder of the English text', () => {
      for (const [en, text] of Object.entries(translation)) {
        expect(placeholders(text), en).toEqual(placeholders(en));
      }
    });
  });
}
