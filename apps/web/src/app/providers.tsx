// App-wide providers: server state (TanStack Query), the account's cart and wishlist sync, and toasts (bottom
// centre, 2 s, at most 3; docs/behaviour/shell.md#toasts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@haat/domain/shell/store-info';
import { LazyToaster } from '../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../lib/api-client.ts';
import { AccountSync } from './sync/account-sync.tsx';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Client errors will not change by retrying; network failures may.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountSync />
      {children}
      {/* Mounted once sonner has loaded (idle after load, or the first toast): not part of the first download. */}
      <LazyToaster
        position="bottom-center"
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_MAX_VISIBLE}
        closeButton={false}
        richColors
        // Toasts close by themselves only: no close button, no click or swipe dismissal.
        swipeDirections={[]}
      />
    </QueryClientProvider>
  );
}
