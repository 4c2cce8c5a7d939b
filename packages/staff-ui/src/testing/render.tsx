// Renders a page of a staff app inside its providers, at a path, with the API answered by `answer`.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export type Answer = (path: string, init: RequestInit) => { status: number; body: unknown };

/** fetch replaced by `answer`; the calls are recorded with their parsed bodies. */
export function stubApi(answer: Answer) {
  const calls: Array<{ path: string; method: string; body: unknown; authorization: string | undefined }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^.*\/api/, '');
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        path,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        authorization: headers.authorization,
      });
      const { status, body } = answer(path, init);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export function renderAt(path: string, element: ReactNode, others: Record<string, ReactNode> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path, element }, ...Object.entries(others).map(([p, e]) => ({ path: p, element: e }))],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
