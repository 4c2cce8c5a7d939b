// The 503 page of the store's pages: its language comes from ?lng= or Accept-Language, its texts are the web app's.
import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_PAGE_TEXTS } from '@haat/domain/http/unavailable-page-texts';
import { LANGUAGE_CODES } from '@haat/domain/shell/languages';
import { MESSAGES } from '@haat/domain/validation/messages';
import { acceptedLanguage, pageLanguage, unavailablePageHtml } from './unavailable-page.ts';

const request = (query: Record<string, string>, acceptLanguage?: string) =>
  ({
    query,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  }) as unknown as FastifyRequest;

describe('the page answered while the database is away', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,ta;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,ta;q=0.5', 'ta'],
    ['bn;q=0.2, mr;q=0.8', 'mr'],
    ['UR-pk', 'ur'],
    ['fr, de', undefined],
    ['hi;q=0, en', 'en'],
    ['', undefined],
  ])('Accept-Language %j → %s', (header, expected) => {
    expect(acceptedLanguage(header)).toBe(expected);
  });

  it('takes ?lng= first, as the web app does, and falls back to English', () => {
    expect(pageLanguage(request({ lng: 'gu' }, 'hi'))).toBe('gu');
    expect(pageLanguage(request({ lng: 'xx' }, 'hi'))).toBe('hi');
    expect(pageLanguage(request({}))).toBe('en');
  });

  it('is a small page in that language and direction, with a link to load the page again', () => {
    const html = unavailablePageHtml('ur');
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain(UNAVAILABLE_PAGE_TEXTS.ur.message);
    expect(html).toContain(`<a href="">${UNAVAILABLE_PAGE_TEXTS.ur.tryAgain}</a>`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('<script');
    expect(unavailablePageHtml('en')).toContain(MESSAGES.serviceUnavailable);
  });

  it("says what the web app says in each of the 14 languages (apps/web's locale files)", () => {
    for (const code of LANGUAGE_CODES) {
      const file = new URL(`../../../../web/src/i18n/locales/${code}.json`, import.meta.url);
      const { translation } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        translation: Record<string, string>;
      };
      expect(UNAVAILABLE_PAGE_TEXTS[code], code).toEqual({
        message: translation[MESSAGES.serviceUnavailable],
        tryAgain: translation['Try again'],
      });
    }
  });
});
