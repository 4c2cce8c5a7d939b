// The dev outbox answer (GET /api/dev/outbox): what the store would have e-mailed or texted, newest first.
import { z } from 'zod';

export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });

export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
