// POST /api/contact: the contact form is stored and mailed to support; the hook keeps the spec's ~1 s "Sending...".
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  CONTACT_SEND_DELAY_MS,
  contactResponseSchema,
  type ContactRequest,
  type ContactResponse,
} from '@haat/domain/contact/contact.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function sendContactMessage(
  body: ContactRequest,
  idempotencyKey?: string,
): Promise<ContactResponse> {
  const data = await apiRequest<unknown>('/contact', {
    method: 'POST',
    body,
    auth: false,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
  return contactResponseSchema.parse(data);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** crypto.randomUUID exists only in secure contexts; getRandomValues everywhere. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Settles after both the request and CONTACT_SEND_DELAY_MS, so the button never flickers
 * (docs/behaviour/static-pages.md#contact). Re-sending the same text after a failure reuses its Idempotency-Key, so a
 * request that did reach the server before the connection dropped is not delivered twice.
 */
export function useSendContactMessage() {
  const pending = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (body: ContactRequest) => {
      const serialised = JSON.stringify(body);
      if (pending.current?.body !== serialised) pending.current = { body: serialised, key: newKey() };
      const request = sendContactMessage(body, pending.current.key);
      await Promise.allSettled([request, wait(CONTACT_SEND_DELAY_MS)]);
      const response = await request;
      pending.current = null;
      return response;
    },
  });
}
