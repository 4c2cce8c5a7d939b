// Who is signed in, as the shell sees it: signed in when a user_token is stored (docs/behaviour/auth.md#sign-up); the
// user from user_info. Sign-in and sign-out go through this store, so the header and every page change at once; other
// tabs follow through the storage event, and a failed token refresh through the API client.
import { create } from 'zustand';
import { firstName } from '@haat/domain/auth/auth-rules';
import { onSessionExpired } from '../../../lib/api-client.ts';
import {
  clearSession,
  getAccessToken,
  getUserInfo,
  saveSession,
  SESSION_KEYS,
  type StoredSession,
} from '../../../lib/session-storage.ts';

export interface SessionUser {
  fullName?: string;
  email?: string;
  phone?: string;
  [key: string]: unknown;
}

function snapshot(): Pick<AuthState, 'isSignedIn' | 'user'> {
  if (typeof window === 'undefined') return { isSignedIn: false, user: null };
  const isSignedIn = Boolean(getAccessToken());
  return { isSignedIn, user: isSignedIn ? (getUserInfo() as SessionUser | null) : null };
}

export function fullNameOf(user: SessionUser | null): string | undefined {
  const name = typeof user?.fullName === 'string' ? user.fullName.trim() : '';
  return name || undefined;
}

/**
 * The greeting name: the first word of the full name; the caller shows "User" when there is none
 * (docs/behaviour/auth.md#login).
 */
export function firstNameOf(user: SessionUser | null): string | undefined {
  const name = fullNameOf(user);
  return name ? firstName(name) : undefined;
}

interface AuthState {
  isSignedIn: boolean;
  user: SessionUser | null;
  /** Stores a fresh sign-in (tokens, user_info, user_id) and shows it everywhere. */
  signIn: (session: StoredSession & { user: SessionUser }) => void;
  /** Re-reads storage after a token refresh failure or another tab's change. */
  refresh: () => void;
  /** Forgets the stored session; telling the server and emptying the cart and wishlist is the caller's part. */
  signOut: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  ...snapshot(),
  signIn: (session) => {
    saveSession(session);
    // From the answer, not storage: with storage blocked the session still lasts for this page.
    set({ isSignedIn: true, user: session.user });
  },
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
