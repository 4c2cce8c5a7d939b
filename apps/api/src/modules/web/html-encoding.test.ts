// Which encoding an SPA page is sent in, and that it decodes back to the page.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeHtml, negotiateEncoding } from './html-encoding.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', undefined],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('encodeHtml', () => {
  const page = `<!doctype html><title>₹1,23,456</title>${'<p>haat</p>'.repeat(200)}`;

  it('compresses a page with brotli or gzip, losslessly', async () => {
    const br = await encodeHtml(page, 'gzip, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(page);
    const gz = await encodeHtml(page, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString('utf8')).toBe(page);
    expect(gz.body.length).toBeLessThan(page.length / 5);
  });

  it('sends a small page or a client without compression as it is', async () => {
    expect(await encodeHtml('<p>hi</p>', 'gzip')).toEqual({ body: Buffer.from('<p>hi</p>') });
    expect((await encodeHtml(page, undefined)).encoding).toBeUndefined();
  });
});
