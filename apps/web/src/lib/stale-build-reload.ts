// After a deploy, a page still running the previous build asks for chunks that no longer exist (their names carry
// the old build's hashes), and the route it opens fails. Vite announces such a failed import as
// `vite:preloadError`; the page then reloads once and the shopper continues on the new build. At most once a
// minute, and never offline, so a chunk that fails for another reason shows the route's error page instead of a
// reload loop.

const LAST_RELOAD_KEY = 'haat:stale-build-reload';
export const STALE_RELOAD_INTERVAL_MS = 60_000;

interface PageContext {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  location: { reload(): void };
  navigator: { onLine: boolean };
}

export function reloadOnStaleBuild(
  page: PageContext = window,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  now: () => number = Date.now,
): void {
  page.addEventListener('vite:preloadError', (event) => {
    if (!page.navigator.onLine) return;
    const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (now() - last < STALE_RELOAD_INTERVAL_MS) return;
    storage.setItem(LAST_RELOAD_KEY, String(now()));
    event.preventDefault();
    page.location.reload();
  });
}
