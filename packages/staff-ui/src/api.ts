// Calls from a staff app to the API (docs/behaviour/seller-portal.md#calls, docs/behaviour/operator.md#console): the
// API's origin from the page's meta tag (written by the server that serves the build; empty in dev, where Vite
// proxies /api), JSON both ways, the app's session token as a bearer. A failure throws ApiError with the API's
// message and code, which pages show through t().
import type { StaffSession } from './session.ts';

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

/** The API's origin ('' in dev, where Vite proxies /api): API paths the app shows (pictures) start with it. */
export function apiOrigin(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="haat-api-origin"]');
  return meta?.content.replace(/\/+$/, '') ?? '';
}

/** Hands a file the page holds to the browser as a download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by now; the page keeps no large blob alive.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface ApiInit {
  method?: string;
  /** JSON, or a FormData sent as multipart/form-data. */
  body?: unknown;
  /** false: no bearer (a public call). */
  auth?: boolean;
  /** This bearer instead of the session's (a sign-in step that holds half a session). */
  token?: string;
}

export interface ApiClient {
  api<T>(path: string, init?: ApiInit): Promise<T>;
  /** A file the API makes (a CSV, a PDF) saved under `filename`: a link cannot carry the bearer. */
  download(path: string, filename: string, accept: string): Promise<void>;
}

export function createApiClient(
  session: Pick<StaffSession, 'getToken' | 'signOut'>,
  {
    signInPath,
  }: {
    /** Calls under this path answer 401 for a wrong password or code: the page says so, the session stays. */
    signInPath?: string;
  } = {},
): ApiClient {
  async function send(path: string, init: ApiInit & { accept?: string }): Promise<Response> {
    const form = init.body instanceof FormData ? init.body : undefined;
    const headers: Record<string, string> = { accept: init.accept ?? 'application/json' };
    if (init.body !== undefined && !form) headers['content-type'] = 'application/json';
    const token = init.token ?? (init.auth === false ? null : session.getToken());
    if (token) headers.authorization = `Bearer ${token}`;
    let res: Response;
    try {
      res = await fetch(`${apiOrigin()}/api${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ApiError(0, NETWORK_MESSAGE, undefined, undefined);
    }
    if (!res.ok) {
      const json = (await res.json().catch(() => ({}))) as { error?: string; code?: string; field?: string };
      // An ended session: back to sign-in, wherever the call came from.
      if (res.status === 401 && token && !(signInPath && path.startsWith(signInPath))) session.signOut();
      throw new ApiError(res.status, json.error ?? NETWORK_MESSAGE, json.code, json.field);
    }
    return res;
  }

  return {
    async api<T>(path: string, init: ApiInit = {}): Promise<T> {
      const res = await send(path, init);
      // An answer without a body (an upload's) reads as {}.
      return (await res.json().catch(() => ({}))) as T;
    },
    async download(path, filename, accept) {
      const res = await send(path, { accept });
      saveFile(await res.blob(), filename);
    },
  };
}
