// Boot: translations first (so the first paint is in the chosen language), then the router.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import { Providers } from './app/providers.tsx';
import { initI18n } from './i18n/i18n.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

await initI18n();
const root = createRoot(container);
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
