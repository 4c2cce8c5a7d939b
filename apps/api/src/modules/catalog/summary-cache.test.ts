import { describe, expect, it } from 'vitest';
import { TtlCache } from './summary-cache.ts';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('TtlCache', () => {
  it('shares a computation in flight and reuses its value until the TTL', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('after the TTL answers the old value at once and refreshes it once behind', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    await cache.get('k', load);
    now = 1000;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    await settle();
    expect(loads).toBe(2);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('keeps the old value when a refresh fails, and retries on the next request', async () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, 10, () => now);
    await cache.get('k', async () => 'old');
    now = 2000;
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe('old');
    await settle();
    expect(await cache.get('k', async () => 'new')).toBe('old');
    await settle();
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });

  it('forgets a failed first computation, drops the oldest entry when full, never caches with a TTL of 0', async () => {
    const cache = new TtlCache<string>(1000, 2, () => 0);
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await settle();
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
    await cache.get('y', async () => 'y');
    await cache.get('z', async () => 'z');
    expect(await cache.get('x', async () => 'reloaded')).toBe('reloaded');
    const off = new TtlCache<number>(0);
    let n = 0;
    await off.get('k', async () => ++n);
    await off.get('k', async () => ++n);
    expect(n).toBe(2);
  });
});
