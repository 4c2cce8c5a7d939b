// The session rules of docs/behaviour/auth.md#session in the HTTP client: refresh before sending an expired token,
// one retry after a 401, credentials cleared (and listeners told) only when the server refuses the refresh, not when
// it cannot be reached.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiRequestError, onSessionExpired } from './api-client.ts';
import { SESSION_KEYS } from './session-storage.ts';

function jwt(expSecondsFromNow: number | null): string {
  const claims = expSecondsFromNow === null ? {} : { exp: Math.floor(Date.now() / 1000) + expSecondsFromNow };
  return `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
}

const store = new Map<string, string>();
const calls: { url: string; auth: string | undefined; body: unknown }[] = [];
let answer: (url: string, auth: string | undefined) => Response;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  store.clear();
  calls.length = 0;
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({
      url,
      auth: headers.authorization,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return answer(url, headers.authorization);
  });
});
afterEach(() => vi.unstubAllGlobals());

function signIn(token: string) {
  store.set(SESSION_KEYS.token, token);
  store.set(SESSION_KEYS.refreshToken, 'refresh-1');
  store.set(SESSION_KEYS.userInfo, '{"fullName":"Aarav Sharma"}');
  store.set(SESSION_KEYS.userId, 'u1');
}

describe('api client sessions', () => {
  it('refreshes an expired token before sending, and stores the rotated pair', async () => {
    const fresh = jwt(900);
    signIn(jwt(-5));
    answer = (url) =>
      url.endsWith('/auth/refresh-token')
        ? json(200, { success: true, token: fresh, refreshToken: 'refresh-2' })
        : json(200, { ok: true });
    await expect(apiRequest('/users/profile')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh-token', '/api/users/profile']);
    expect(calls[0]!.body).toEqual({ refreshToken: 'refresh-1' });
    expect(calls[1]!.auth).toBe(`Bearer ${fresh}`);
    expect(store.get(SESSION_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('treats a token without expiry as expired', async () => {
    signIn(jwt(null));
    answer = (url) => (url.endsWith('/auth/refresh-token') ? json(200, { token: jwt(900) }) : json(200, {}));
    await apiRequest('/users/profile');
    expect(calls[0]!.url).toBe('/api/auth/refresh-token');
  });

  it('retries once after a 401 with a refreshed token', async () => {
    const fresh = jwt(1800);
    signIn(jwt(900));
    answer = (url, auth) => {
      if (url.endsWith('/auth/refresh-token')) return json(200, { token: fresh, refreshToken: 'refresh-2' });
      return auth === `Bearer ${fresh}`
        ? json(200, { ok: true })
        : json(401, { success: false, error: 'Session expired' });
    };
    await expect(apiRequest('/users/profile')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(3);
  });

  it('clears every credential and tells listeners when the refresh is refused', async () => {
    signIn(jwt(900));
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    answer = () => json(401, { success: false, error: 'Token refresh failed' });
    await expect(apiRequest('/users/profile')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledOnce();
    expect([...store.keys()]).toEqual([]);
    stop();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    signIn(jwt(-5));
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('/users/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(0);
    expect(expired).not.toHaveBeenCalled();
    expect(store.get(SESSION_KEYS.refreshToken)).toBe('refresh-1');
    stop();
  });

  it('sends no bearer and never refreshes for calls made without auth', async () => {
    signIn(jwt(-5));
    answer = () => json(401, { success: false, error: 'Invalid credentials' });
    await expect(apiRequest('/users/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject(
      {
        message: 'Invalid credentials',
      },
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.auth).toBeUndefined();
    expect(store.get(SESSION_KEYS.token)).toBeDefined();
  });

  it('uses the pair another tab rotated while this tab waited for the refresh lock', async () => {
    const fromOtherTab = jwt(900);
    signIn(jwt(-5));
    vi.stubGlobal('navigator', {
      locks: {
        request: async (_name: string, callback: () => Promise<unknown>) => {
          // The other tab held the lock and rotated the tokens first.
          store.set(SESSION_KEYS.token, fromOtherTab);
          store.set(SESSION_KEYS.refreshToken, 'refresh-2');
          return callback();
        },
      },
    });
    answer = () => json(200, { ok: true });
    await expect(apiRequest('/users/profile')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/users/profile']);
    expect(calls[0]!.auth).toBe(`Bearer ${fromOtherTab}`);
  });
});
