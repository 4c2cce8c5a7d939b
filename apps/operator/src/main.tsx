// Boot: translations first, so the first paint is in the chosen language; then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { initI18n } from './lib/i18n.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
await initI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
