// POST /api/returns/create (docs/behaviour/returns.md#calls): one Idempotency-Key per submission of the form, kept
// while the same request is sent again after a failure, so a request that reached the server before the answer
// was lost is never made twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  createReturnResponseSchema,
  type CreateReturnRequest,
  type ReturnRequest,
} from '@haat/domain/returns/return.schema';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { RETURNS_KEY } from './return-keys.ts';

export async function createReturn(
  body: CreateReturnRequest,
  idempotencyKey: string,
): Promise<ReturnRequest[]> {
  const data = await apiRequest<unknown>('/returns/create', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return createReturnResponseSchema.parse(data).data.returnRequests;
}

/** crypto.randomUUID exists only in secure contexts; getRandomValues everywhere. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 409
  );
}

export function useCreateReturn() {
  const queryClient = useQueryClient();
  const pending = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (body: CreateReturnRequest) => {
      const serialised = JSON.stringify(body);
      if (pending.current?.body !== serialised) pending.current = { body: serialised, key: newKey() };
      try {
        const created = await createReturn(body, pending.current.key);
        pending.current = null;
        return created;
      } catch (error) {
        // A refusal is an answer: the next try is a new submission. A lost answer, a 409 (still running) or a
        // server fault keeps the key, so sending again cannot make a second request.
        if (isRefusal(error)) pending.current = null;
        throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
  });
}
