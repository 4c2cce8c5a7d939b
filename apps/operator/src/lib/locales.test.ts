// Hindi covers every text of the console (docs/behaviour/operator.md#console): each t('…') key in the source, and
// the messages of the domain's forms and the network the console shows.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMISSION_MESSAGES } from '@haat/domain/settlements/commission-rates';
import hi from '../locales/hi.json';
import { NETWORK_MESSAGE } from './api.ts';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceKeys(): string[] {
  const keys = new Set<string>();
  for (const file of fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.') || file.startsWith('testing')) continue;
    const text = fs.readFileSync(path.join(SRC, file), 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g))
      keys.add((m[1] as string).replace(/\\'/g, "'"));
  }
  return [...keys];
}

describe('Hindi', () => {
  const translation: Record<string, string> = hi.translation;
  it('translates every text of the console', () => {
    const keys = sourceKeys();
    expect(keys.length).toBeGreaterThan(60);
    expect(keys.filter((k) => !translation[k])).toEqual([]);
  });

  it('translates the messages of the forms and the network', () => {
    const messages = [
      ...Object.values(COMMISSION_MESSAGES).filter((m) => typeof m === 'string'),
      NETWORK_MESSAGE,
    ];
    expect(messages.filter((m) => !translation[m])).toEqual([]);
  });

  it('keeps every placeholder of the English text', () => {
    for (const [en, text] of Object.entries(translation)) {
      const placeholders = (s: string) => [...s.matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort();
      expect(placeholders(text), en).toEqual(placeholders(en));
    }
  });
});
