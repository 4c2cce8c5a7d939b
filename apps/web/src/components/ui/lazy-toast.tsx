// Toasts without sonner in the first download (docs/architecture.md#budgets): the Toaster mounts once sonner has
// arrived, when the browser is idle after load or at the first toast. Sonner replays toasts raised before its Toaster
// subscribed, so a toast from a route chunk that imports sonner directly is never lost either.
import { useEffect } from 'react';
import type { ToasterProps } from 'sonner';
import { intentLoader, useLoaded, whenIdle } from './lazy-on-intent.tsx';

const sonner = intentLoader(() => import('sonner'));

function show(kind: 'success' | 'error', message: string) {
  sonner.load().then(
    ({ toast }) => toast[kind](message),
    (error: unknown) => console.error('Could not show a message', message, error),
  );
}

/** `toast.success` / `toast.error` for code in the first download; route chunks may use sonner's `toast`. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

export function LazyToaster(props: ToasterProps) {
  const module = useLoaded(sonner);
  useEffect(
    () =>
      whenIdle(() => {
        sonner.load().catch((error: unknown) => console.error('Could not load toasts', error));
      }),
    [],
  );
  return module ? <module.Toaster {...props} /> : null;
}
