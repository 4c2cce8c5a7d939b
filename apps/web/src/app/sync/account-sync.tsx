// Mounted once by the providers: runs the account sync while someone is signed in (docs/behaviour/auth.md#session).
// Signing in (or starting with a stored token) loads and starts it; signing out, or a session that ends, stops it,
// which detaches the stores' remotes and empties the cart and wishlist. Another account means a fresh start.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { SESSION_KEYS } from '../../lib/session-storage.ts';
import type { AccountStoreSync } from './account-store-sync.ts';

// Module state, not component state: a remount (React does one in development) must neither restart the sync
// (a second merge would add the account's lines to themselves) nor stop it (which empties the cart).
let runningFor: string | null = null;
let running: AccountStoreSync | null = null;

/** Who the sync runs for: the stored user id, or a stand-in while storage is blocked; null when signed out. */
function accountKey(isSignedIn: boolean): string | null {
  if (!isSignedIn) return null;
  try {
    return localStorage.getItem(SESSION_KEYS.userId) ?? 'signed-in';
  } catch {
    return 'signed-in';
  }
}

function follow(isSignedIn: boolean, queryClient: QueryClient): void {
  const next = accountKey(isSignedIn);
  if (next === runningFor) return;
  runningFor = next;
  // Synchronous, inside the sign-out itself: the remotes are gone before anyone empties the stores, so the
  // emptying is never pushed to the server as a removal of every line.
  running?.stop();
  running = null;
  if (next === null) return;
  import('./account-sync-engine.ts').then(
    ({ startAccountSync }) => {
      if (runningFor === next && !running) running = startAccountSync(queryClient);
    },
    () => undefined,
  );
}

export function AccountSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    follow(useAuthStore.getState().isSignedIn, queryClient);
    return useAuthStore.subscribe((state) => follow(state.isSignedIn, queryClient));
  }, [queryClient]);
  return null;
}
