// The one HTTP client: base /api, bearer token from user_token, 30 s timeout, the spec's connection-failure
// message, and one retry after a token refresh on 401 (docs/behaviour/auth.md#session,
// docs/behaviour/api-conventions.md#requests, #connection-failures).
import { API_TIMEOUT_MS } from '@haat/domain/shell/store-info';
import { MESSAGES } from '@haat/domain/validation/messages';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  isTokenExpired,
  saveTokens,
} from './session-storage.ts';

export const API_BASE = '/api';

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly field?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except FormData, which is sent as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Review listing and voting send no auth header (docs/behaviour/reviews.md#who-may-review). */
  auth?: boolean;
  timeoutMs?: number;
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** The app subscribes once to send the user to /login when a refresh fails. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

let refreshInFlight: Promise<string | null> | null = null;

/**
 * One refresh at a time, shared by every request that needs it. Resolves to the new access token, or null when
 * the server turned the refresh token down (or there is none): the session is over. A refresh that could not
 * reach the server, or met a server fault, rejects instead: the shopper stays signed in and may try again.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= acrossTabs(async (seenRefreshToken) => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return null;
    // Another tab rotated while we waited for the lock: its fresh token is ours too. Presenting the old refresh
    // token would count as reuse and end the session on every tab.
    const current = getAccessToken();
    if (refreshToken !== seenRefreshToken && current && !isTokenExpired(current)) return current;
    const res = await fetchWithTimeout(`${API_BASE}/auth/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    if (res.status >= 500) throw await toError(res);
    if (!res.ok) return null;
    const data = (await res.json().catch(() => null)) as { token?: unknown; refreshToken?: unknown } | null;
    if (typeof data?.token !== 'string' || !data.token) return null;
    saveTokens(data.token, typeof data.refreshToken === 'string' ? data.refreshToken : null);
    return data.token;
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Runs a refresh under a lock shared by every tab of this origin (Web Locks), so two tabs never present the same
 * refresh token; without Web Locks it runs as is. The callback gets the refresh token seen before waiting.
 */
function acrossTabs<T>(refresh: (seenRefreshToken: string | null) => Promise<T>): Promise<T> {
  const seen = getRefreshToken();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('haat-token-refresh', () => refresh(seen)) as Promise<T>) : refresh(seen);
}

function endSession(): void {
  clearSession();
  for (const listener of sessionExpiredListeners) listener();
}

async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs = API_TIMEOUT_MS,
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    return await fetch(url, { ...init, signal });
  } catch (err) {
    if (init.signal?.aborted) throw err;
    throw new ApiRequestError(MESSAGES.connectionFailure, 0, 'NETWORK_ERROR');
  }
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** The token to send: an expired one (or one without expiry) is refreshed first (docs/behaviour/auth.md#session). */
async function tokenForRequest(): Promise<string | null> {
  const token = getAccessToken();
  if (!token || !isTokenExpired(token)) return token;
  const fresh = await refreshAccessToken();
  if (fresh) return fresh;
  // Refused: the session is over; the request still goes, as a guest's would.
  endSession();
  return null;
}

async function toError(res: Response): Promise<ApiRequestError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const b = (body ?? {}) as { error?: unknown; message?: unknown; code?: unknown; field?: unknown };
  const message =
    (typeof b.error === 'string' && b.error) ||
    (typeof b.message === 'string' && b.message) ||
    `Request failed (${res.status})`;
  return new ApiRequestError(
    message,
    res.status,
    typeof b.code === 'string' ? b.code : undefined,
    typeof b.field === 'string' ? b.field : undefined,
    body,
  );
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, headers = {}, signal, auth = true, timeoutMs } = options;
  const send = async (token: string | null) => {
    const h: Record<string, string> = { accept: 'application/json', ...headers };
    // A FormData body goes as multipart: the browser writes its content-type with the boundary.
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) h['content-type'] = 'application/json';
    if (auth && token) h.authorization = `Bearer ${token}`;
    const payload = body === undefined ? undefined : multipart ? body : JSON.stringify(body);
    return fetchWithTimeout(buildUrl(path, query), { method, headers: h, body: payload, signal }, timeoutMs);
  };

  const token = auth ? await tokenForRequest() : null;
  let res = await send(token);
  if (res.status === 401 && auth && token) {
    // Another request may have refreshed while this one was out: use its token rather than rotate again.
    const stored = getAccessToken();
    const fresh = stored && stored !== token && !isTokenExpired(stored) ? stored : await refreshAccessToken();
    if (!fresh) {
      endSession();
      throw await toError(res);
    }
    res = await send(fresh);
  }
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}
