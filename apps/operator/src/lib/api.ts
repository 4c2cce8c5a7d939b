// Calls to the API (docs/behaviour/operator.md#console): the API's origin from the page's meta tag (written by the
// server that serves this build; empty in dev, where Vite proxies /api), JSON both ways, the console's session
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

export const NETWORK_MESSAGE = 'Could not reach Haat. Check your connection and try again.';
const TIMEOUT_MS = 30_000;

export function apiOrigin(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="haat-api-origin"]');
  return meta?.content.replace(/\/+$/, '') ?? '';
}

async function send(
  path: string,
  init: { method?: string; body?: unknown; accept?: string; token?: string },
): Promise<Response> {
  const headers: Record<string, string> = { accept: init.accept ?? 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const token = init.token ?? getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${apiOrigin()}/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE, undefined, undefined);
  }
  if (!res.ok) {
    const json = (await res.json().catch(() => ({}))) as { error?: string; code?: string; field?: string };
    // An ended session (or one without its second factor): back to sign-in, wherever the call came from; the
    // sign-in steps themselves answer 401 for a wrong password or code and stay on their page.
    if (res.status === 401 && token && !path.startsWith('/operator/sign-in')) signOut();
    throw new ApiError(res.status, json.error ?? NETWORK_MESSAGE, json.code, json.field);
  }
  return res;
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const res = await send(path, init);
  return (await res.json()) as T;
}

/** The audit trail as a CSV file download (a link cannot carry the bearer). */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  const res = await send(path, { accept: 'text/csv' });
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
