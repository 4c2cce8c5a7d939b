// POST /api/contact: the contact form is stored and mailed to support; the hook keeps the spec's ~1 s "Sending...".
import { useMutation } from '@tanstack/react-query';
import {
  CONTACT_SEND_DELAY_MS,
  contactResponseSchema,
  type ContactRequest,
  type ContactResponse,
} from '@haat/domain/contact/contact.schema';
import { apiRequest } from '../../../lib/api-client.ts';

export async function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  const data = await apiRequest<unknown>('/contact', { method: 'POST', body, auth: false });
  return contactResponseSchema.parse(data);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles after both the request and CONTACT_SEND_DELAY_MS, so the button never flickers (spec 3 §9). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (body: ContactRequest) => {
      const request = sendContactMessage(body);
      await Promise.allSettled([request, wait(CONTACT_SEND_DELAY_MS)]);
      return request;
    },
  });
}
