// Boot: translations first (so the first paint is in the chosen language), then the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import { Providers } from './app/providers.tsx';
import { initI18n } from './i18n/i18n.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

await initI18n();
createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
