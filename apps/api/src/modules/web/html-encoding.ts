// Compression for the SPA pages the not-found handler writes: @fastify/compress hooks into routes only, and
// the history fallback is not a route.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed page is hardly smaller (the app's compress threshold too). */
const MIN_BYTES = 1024;

/** 'br' or 'gzip' when the client accepts it (q > 0), brotli first; undefined for identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export async function encodeHtml(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const body = Buffer.from(html, 'utf8');
  const encoding = body.length >= MIN_BYTES ? negotiateEncoding(acceptEncoding) : undefined;
  if (encoding === 'br') {
    const params = {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    return { body: await brotli(body, { params }), encoding };
  }
  if (encoding === 'gzip') return { body: await gzip(body), encoding };
  return { body };
}
