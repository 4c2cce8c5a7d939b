// POST /api/contact: the contact page's form. Stricter per-IP limit (an open form is a spam target) and an
// optional Idempotency-Key, so a double click sends one message.
import { contactRequestSchema, contactResponseSchema } from '@haat/domain/contact/contact.schema';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { MESSAGES } from '@haat/domain/validation/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { withIdempotency } from '../../http/idempotency.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import { sendContactMessage } from './contact.service.ts';

export interface ContactRouteDeps {
  db: Db;
  config: Config;
  mail: MailKicker;
}

/** Four fields of at most 5,354 characters (UTF-8 up to 4 bytes each) fit well below this. */
const CONTACT_BODY_LIMIT = 32 * 1024;

export function contactRoutes({ db, config, mail }: ContactRouteDeps): FastifyPluginAsyncZod {
  const idempotency = withIdempotency(db, 'POST /api/contact');
  return async (app) => {
    app.post(
      '/contact',
      {
        bodyLimit: CONTACT_BODY_LIMIT,
        config: { rateLimit: { max: config.formRateLimit.max, timeWindow: config.formRateLimit.windowMs } },
        preHandler: idempotency.preHandler,
        onSend: idempotency.onSend,
        schema: {
          tags: ['support'],
          summary: 'Send a message to customer support (accepts Idempotency-Key)',
          body: contactRequestSchema,
          response: {
            201: contactResponseSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            422: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { id } = await sendContactMessage(
          { db, supportEmail: config.supportEmail, mail },
          request.body,
        );
        return reply.status(201).send({ success: true as const, message: MESSAGES.contact.sent, id });
      },
    );
  };
}
