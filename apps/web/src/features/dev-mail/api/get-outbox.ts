// GET /api/dev/outbox?to=: the dev outbox, polled every 5 s; a 404 means dev routes are closed (production).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxResponseSchema, type OutboxResponse } from '@haat/domain/mail/outbox.schema';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';

export const OUTBOX_REFRESH_MS = 5000;

export async function getOutbox(to: string, signal?: AbortSignal): Promise<OutboxResponse> {
  const data = await apiRequest<unknown>('/dev/outbox', { query: { to: to.trim() }, signal, auth: false });
  return outboxResponseSchema.parse(data);
}

export const isOutboxClosed = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 404;

export function outboxQueryOptions(to: string) {
  return queryOptions({
    queryKey: ['dev-outbox', to.trim()],
    queryFn: ({ signal }) => getOutbox(to, signal),
    staleTime: 0,
    // Keep showing the last list while a new filter loads, instead of flashing skeletons per keystroke.
    placeholderData: (previous) => previous,
    // Production answers 404 for good; stop polling then.
    refetchInterval: (query) => (isOutboxClosed(query.state.error) ? false : OUTBOX_REFRESH_MS),
  });
}

export function useOutbox(to: string) {
  return useQuery(outboxQueryOptions(to));
}
