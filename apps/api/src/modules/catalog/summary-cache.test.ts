import { describe, expect, it } from 'vitest';
import { TtlCache } from './summary-cache.ts';

describe('TtlCache', () => {
  it('reuses a value until it expires and shares a computation in flight', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets failures, drops the oldest entry when full, and never caches with a TTL of 0', async () => {
    const cache = new TtlCache<string>(1000, 2, () => 0);
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await Promise.resolve();
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
