import { describe, expect, it } from 'vitest';
import { reloadOnStaleBuild, STALE_RELOAD_INTERVAL_MS } from './stale-build-reload.ts';

function fakePage(onLine = true) {
  const target = new EventTarget();
  let reloads = 0;
  const page = {
    addEventListener: (type: 'vite:preloadError', listener: (event: Event) => void) =>
      target.addEventListener(type, listener),
    location: { reload: () => void reloads++ },
    navigator: { onLine },
  };
  const values = new Map<string, string>();
  const storage = {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  };
  /** Dispatches a failed chunk import; true when the page took it over (the error does not propagate). */
  const failImport = () => !target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  return { page, storage, failImport, reloads: () => reloads };
}

describe('reloadOnStaleBuild', () => {
  it('reloads once on a failed chunk import, then lets the next failure within a minute through', () => {
    let clock = 1_000_000;
    const { page, storage, failImport, reloads } = fakePage();
    reloadOnStaleBuild(page, storage, () => clock);
    expect(failImport()).toBe(true);
    expect(reloads()).toBe(1);
    clock += STALE_RELOAD_INTERVAL_MS - 1;
    expect(failImport()).toBe(false);
    expect(reloads()).toBe(1);
    clock += 1;
    expect(failImport()).toBe(true);
    expect(reloads()).toBe(2);
  });

  it('does not reload offline: the route shows its error and Try Again', () => {
    const { page, storage, failImport, reloads } = fakePage(false);
    reloadOnStaleBuild(page, storage, () => 5);
    expect(failImport()).toBe(false);
    expect(reloads()).toBe(0);
  });
});
