// The default log has no line for a quick request, one line for a slow one, and debug one line for every request.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog, SLOW_REQUEST_MS } from './request-log.ts';

async function logLinesOf(level: 'info' | 'debug', delayMs = 0): Promise<{ msg: string }[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The same controller as app.ts.
  const app = Fastify({ logger: { level, stream }, logController: new OneLineRequestLog() });
  app.get('/api/thing', async () => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { ok: true };
  });
  await app.inject({ url: '/api/thing?q=1' });
  await app.close();
  return lines.map((line) => JSON.parse(line) as { msg: string });
}

describe('request log', () => {
  it('writes nothing at info for a quick request', async () => {
    expect(await logLinesOf('info')).toEqual([]);
  });

  it('writes one line at info for a slow request', async () => {
    const lines = await logLinesOf('info', SLOW_REQUEST_MS + 50);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toMatch(/^GET \/api\/thing\?q=1 200 \d+ ms \(slow\)$/);
  });

  it('writes exactly one line per request at debug', async () => {
    const lines = await logLinesOf('debug');
    expect(lines.map((l) => l.msg)).toEqual([expect.stringMatching(/^GET \/api\/thing\?q=1 200 \d+ ms$/)]);
  });
});
