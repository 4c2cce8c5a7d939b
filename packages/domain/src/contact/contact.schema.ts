// Contact form contract (docs/behaviour/static-pages.md#contact): all four fields required; the API stores it and
// mails support.
import { z } from 'zod';
import { EMAIL_PATTERN, MESSAGES } from '../validation/messages.ts';

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

export const contactRequestSchema = z.object({
  name: required(MESSAGES.contact.nameRequired, 100),
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .max(254, { error: MESSAGES.emailInvalid })
    .regex(EMAIL_PATTERN, { error: MESSAGES.emailInvalid }),
  subject: required(MESSAGES.contact.subjectRequired, 200),
  message: required(MESSAGES.contact.messageRequired, 5000),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.string(),
});

export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** The client's timings: the button says Sending... for about 1 s, the success banner stays 5 s. */
export const CONTACT_SEND_DELAY_MS = 1000;
export const CONTACT_BANNER_MS = 5000;
