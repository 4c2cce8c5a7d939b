// The session lives in localStorage under the spec's keys (docs/behaviour/auth.md#session): user_token,
// refresh_token, user_info, user_id.
export const SESSION_KEYS = {
  token: 'user_token',
  refreshToken: 'refresh_token',
  userInfo: 'user_info',
  userId: 'user_id',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be full or blocked (private mode); the session then lasts for this page only.
  }
}

export const sessionStorageKeys = SESSION_KEYS;

export function getAccessToken(): string | null {
  return read(SESSION_KEYS.token);
}

export function getRefreshToken(): string | null {
  return read(SESSION_KEYS.refreshToken);
}

export function saveTokens(token: string, refreshToken?: string | null): void {
  write(SESSION_KEYS.token, token);
  if (refreshToken) write(SESSION_KEYS.refreshToken, refreshToken);
}

/** What a sign-in stores (docs/behaviour/auth.md#sign-up): both tokens, the user as user_info and the user id. */
export interface StoredSession {
  token: string;
  refreshToken?: string | null;
  user: object;
  userId: string;
}

export function saveSession({ token, refreshToken, user, userId }: StoredSession): void {
  // A new sign-in replaces everything, so no refresh token of an earlier account can survive it.
  clearSession();
  saveTokens(token, refreshToken);
  write(SESSION_KEYS.userInfo, JSON.stringify(user));
  write(SESSION_KEYS.userId, userId);
}

/** The stored user_info object, or null when missing or unreadable. */
export function getUserInfo(): Record<string, unknown> | null {
  const raw = read(SESSION_KEYS.userInfo);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) write(key, null);
}

/**
 * A token counts as expired when its exp has passed, or when it carries no exp at all
 * (docs/behaviour/auth.md#session).
 */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return true;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp !== 'number' || json.exp * 1000 <= now;
  } catch {
    return true;
  }
}
