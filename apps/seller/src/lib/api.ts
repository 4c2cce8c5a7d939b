// Calls to the API (docs/behaviour/seller-portal.md#calls): the API's origin from the page's meta tag (written by
// the server that serves this build; empty in dev, where Vite proxies /api), JSON both ways, the portal's session
// token as a bearer. A failure throws ApiError with the API's message and code, which pages show through t().
import { getToken, signOut } from './session.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly field: string | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The message of a network failure (no answer), said the same way in every page. */
export const NETWORK_MESSAGE = 'Could not reach Haat. Check your connection and try again.';
const TIMEOUT_MS = 30_000;

/** The API's origin ('' in dev, where Vite proxies /api): API paths the portal shows (pictures) start with it. */
export function apiOrigin(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="haat-api-origin"]');
  return meta?.content.replace(/\/+$/, '') ?? '';
}

export async function api<T>(
  path: string,
  { method = 'GET', body, auth = true }: { method?: string; body?: unknown; auth?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${apiOrigin()}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE, undefined, undefined);
  }
  const json = (await res.json().catch(() => ({}))) as {
    error?: string;
    code?: string;
    field?: string;
  };
  if (!res.ok) {
    // An ended session: back to sign-in, wherever the call came from.
    if (res.status === 401 && token) signOut();
    throw new ApiError(res.status, json.error ?? NETWORK_MESSAGE, json.code, json.field);
  }
  return json as T;
}

/** One photo as multipart/form-data (the upload pipeline's field), with the session's bearer. */
export async function uploadPhoto(path: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('reviewImages', file, file.name);
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${apiOrigin()}/api${path}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE, undefined, undefined);
  }
  if (!res.ok) {
    const json = (await res.json().catch(() => ({}))) as { error?: string; code?: string; field?: string };
    throw new ApiError(res.status, json.error ?? NETWORK_MESSAGE, json.code, json.field);
  }
}

/**
 * A PDF the API makes (a shipping label, an invoice), fetched with the session's bearer and handed to the browser as
 * a file download: a link cannot carry the bearer, and a download opens in the phone's PDF viewer.
 */
export async function downloadPdf(path: string, filename: string): Promise<void> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${apiOrigin()}/api${path}`, {
      headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE, undefined, undefined);
  }
  if (!res.ok) {
    const json = (await res.json().catch(() => ({}))) as { error?: string; code?: string; field?: string };
    if (res.status === 401 && token) signOut();
    throw new ApiError(res.status, json.error ?? NETWORK_MESSAGE, json.code, json.field);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by now; the page keeps no large blob alive.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
