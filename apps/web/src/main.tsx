// Boot: translations first (so the first paint is in the chosen language), then the router.
//
// The boot is cut into tasks, so that no single one holds the main thread for long on a slow phone (Total
// Blocking Time): this module and the libraries it names (React, React DOM, the router, i18next) evaluate in the
// first; the app's own modules — routes, layouts, stores, the query client — are a chunk of their own ('shell' in
// vite.config.ts, named in index.html as a modulepreload so it downloads alongside this one) and evaluate in the
// second; creating the root and the sliced first render follow in the next.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './i18n/i18n.ts';
import { reloadOnStaleBuild } from './lib/stale-build-reload.ts';
import './index.css';

/** Ends the current task so the browser can paint and answer input: scheduler.yield where there is one. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

reloadOnStaleBuild();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const rootElement: HTMLElement = container;

// A function, not top-level await: the shell imports modules of this chunk (i18n), and a chunk whose evaluation
// awaited the shell would wait on itself.
async function boot(): Promise<void> {
  await initI18n();
  await yieldToMain();
  const [{ router }, { Providers }] = await Promise.all([
    import('./app/router.tsx'),
    import('./app/providers.tsx'),
  ]);
  await yieldToMain();
  const root = createRoot(rootElement);
  // The first render as a transition: React renders the tree in slices of a few milliseconds and lets the browser
  // paint and answer input between them, instead of one long task (the largest part of the page's Total Blocking
  // Time on a mid-range phone). Until it commits, #root keeps the brand bar index.html painted.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

void boot();
