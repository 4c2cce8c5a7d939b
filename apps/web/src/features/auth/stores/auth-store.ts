// Who is signed in, as the shell sees it: signed in when a user_token is stored (spec 1 §4); the user from user_info.
import { create } from 'zustand';
import { onSessionExpired } from '../../../lib/api-client.ts';
import { clearSession, getAccessToken, SESSION_KEYS } from '../../../lib/session-storage.ts';

export interface SessionUser {
  fullName?: string;
  email?: string;
  phone?: string;
  [key: string]: unknown;
}

function readUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(SESSION_KEYS.userInfo);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

function snapshot(): Pick<AuthState, 'isSignedIn' | 'user'> {
  if (typeof window === 'undefined') return { isSignedIn: false, user: null };
  const isSignedIn = Boolean(getAccessToken());
  return { isSignedIn, user: isSignedIn ? readUser() : null };
}

/** The greeting name: the first word of the full name; the caller shows "User" when there is none (spec 1 §2). */
export function firstNameOf(user: SessionUser | null): string | undefined {
  const first = typeof user?.fullName === 'string' ? user.fullName.trim().split(/\s+/)[0] : '';
  return first || undefined;
}

export function fullNameOf(user: SessionUser | null): string | undefined {
  const name = typeof user?.fullName === 'string' ? user.fullName.trim() : '';
  return name || undefined;
}

interface AuthState {
  isSignedIn: boolean;
  user: SessionUser | null;
  /** Re-reads storage after a login, a token refresh failure or another tab's change. */
  refresh: () => void;
  /** Forgets the stored session; emptying the cart and wishlist is the caller's part. */
  signOut: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  ...snapshot(),
  refresh: () => set(snapshot()),
  signOut: () => {
    clearSession();
    set({ isSignedIn: false, user: null });
  },
}));

if (typeof window !== 'undefined') {
  const sessionKeys: string[] = Object.values(SESSION_KEYS);
  window.addEventListener('storage', (event) => {
    if (event.key === null || sessionKeys.includes(event.key)) useAuthStore.getState().refresh();
  });
  onSessionExpired(() => useAuthStore.getState().refresh());
}
