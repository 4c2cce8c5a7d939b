// The console's session token, kept in this origin's localStorage (docs/decisions/0019-operator-console.md):
// the storefront's and Seller Central's origins cannot read it, and their tokens never reach here.
import { useSyncExternalStore } from 'react';

const KEY = 'operator_token';
const listeners = new Set<() => void>();

export function getToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function emit(): void {
  for (const l of listeners) l();
}

export function signIn(token: string): void {
  localStorage.setItem(KEY, token);
  emit();
}

export function signOut(): void {
  localStorage.removeItem(KEY);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The token, re-rendering on sign-in and sign-out (in this tab and others). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
