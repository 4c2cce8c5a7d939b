// A staff app's boot: translations first, so the first paint is in the chosen language; then the app.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export async function mountStaffApp(app: ReactNode, initI18n: () => Promise<void>): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  await initI18n();
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
