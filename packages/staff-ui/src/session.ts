// A staff app's session token, kept in its own origin's localStorage under its own key: Seller Central's and the
// operator console's origins cannot read each other's, nor the storefront's (docs/decisions/0015-seller-portal-origin-and-sessions.md,
// docs/decisions/0019-operator-console.md).
import { useSyncExternalStore } from 'react';

export interface StaffSession {
  getToken(): string | null;
  signIn(token: string): void;
  signOut(): void;
  /** The token, re-rendering on sign-in and sign-out (in this tab and others). */
  useToken(): string | null;
}

/** The session stored under `key`; the functions stand alone, so they can be destructured. */
export function createSession(key: string): StaffSession {
  const listeners = new Set<() => void>();

  function getToken(): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function emit(): void {
    for (const l of listeners) l();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return {
    getToken,
    signIn(token) {
      localStorage.setItem(key, token);
      emit();
    },
    signOut() {
      localStorage.removeItem(key);
      emit();
    },
    useToken() {
      return useSyncExternalStore(subscribe, getToken, () => null);
    },
  };
}
