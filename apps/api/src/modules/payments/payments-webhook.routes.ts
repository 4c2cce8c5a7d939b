// POST /api/payment/webhook: the gateway's server-to-server events. The signature is checked over the raw body
// (so this plugin alone keeps JSON bodies as strings), each event id is applied once, and states only move forward.
import { createHash } from 'node:crypto';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { PAYMENT_MESSAGES } from '@haat/domain/payments/payment.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { recordPayment, type PaymentDeps } from './payment-capture.ts';
import {
  findPaymentOrder,
  forgetWebhookEvent,
  markFailed,
  recordWebhookEvent,
} from './payments.repository.ts';

export interface WebhookRouteDeps {
  db: Db;
  gateway: PaymentGateway;
  mail?: MailKicker;
  now?: () => Date;
  /** The store's public address for the links in order mails (config.publicUrl). */
  siteUrl?: string;
  /**
   * Makes the order of a payment order the webhook found paid (the checkout module's settlement); payments only
   * knows that the money is in.
   */
  settle: SettlePaid;
}

/** Places the order of a paid payment order, once; an AppError below 500 means it was refunded instead. */
export type SettlePaid = (paymentOrderId: string, now: Date) => Promise<unknown>;

/** Razorpay's events are a few kilobytes; anything far larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const paymentEntitySchema = z.looseObject({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});

/** The part of Razorpay's event envelope we act on; everything else in it is ignored. */
const webhookEventSchema = z.looseObject({
  event: z.string(),
  payload: z.looseObject({
    payment: z.looseObject({ entity: paymentEntitySchema }).optional(),
    order: z.looseObject({ entity: z.looseObject({ id: z.string() }) }).optional(),
  }),
});
type WebhookEvent = z.infer<typeof webhookEventSchema>;

const webhookResponseSchema = z.object({ success: z.literal(true), duplicate: z.boolean() });

export function paymentWebhookRoutes({
  db,
  gateway,
  mail,
  now = () => new Date(),
  siteUrl,
  settle,
}: WebhookRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const deps: PaymentDeps = {
      gateway,
      log: app.log,
      ...(mail ? { mail } : {}),
      ...(siteUrl ? { siteUrl } : {}),
    };
    // Encapsulated: only this plugin's routes get the body as the exact bytes the gateway signed.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );

    app.post(
      '/payment/webhook',
      {
        // Signed by the gateway and sent from its few addresses; a per-IP limit would drop real events.
        config: { rateLimit: false },
        schema: {
          tags: ['payments'],
          summary:
            'Gateway events (x-razorpay-signature over the raw body, deduplicated by x-razorpay-event-id): payment.captured and order.paid settle, payment.failed marks an unpaid order failed',
          response: { 200: webhookResponseSchema, 400: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['x-razorpay-signature'];
        if (typeof signature !== 'string' || !gateway.verifyWebhookSignature(raw, signature)) {
          throw AppError.badRequest({
            message: PAYMENT_MESSAGES.webhookSignatureInvalid,
            code: 'WEBHOOK_SIGNATURE_INVALID',
          });
        }
        const parsed = webhookEventSchema.safeParse(parseJson(raw));
        if (!parsed.success)
          throw AppError.badRequest({
            message: 'The webhook body is not a gateway event',
            code: 'WEBHOOK_INVALID',
          });
        const event = parsed.data;
        const header = request.headers['x-razorpay-event-id'];
        // Razorpay always names its events; without a name an exact replay of the same body is still caught.
        const eventId =
          typeof header === 'string' && header.trim() !== ''
            ? header.trim()
            : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
        const at = now();
        const isNew = await recordWebhookEvent(db, {
          eventId,
          eventType: event.event,
          paymentOrderId: paymentOrderIdOf(event),
          now: at,
        });
        if (!isNew) return { success: true as const, duplicate: true };
        try {
          await applyEvent(db, deps, settle, event, at);
        } catch (err) {
          // Not applied: forget it, so that the gateway's retry of this delivery is.
          await forgetWebhookEvent(db, eventId);
          throw err;
        }
        return { success: true as const, duplicate: false };
      },
    );
  };
}

function paymentOrderIdOf(event: WebhookEvent): string | null {
  return event.payload.payment?.entity.order_id ?? event.payload.order?.entity.id ?? null;
}

async function applyEvent(
  db: Db,
  deps: PaymentDeps,
  settle: SettlePaid,
  event: WebhookEvent,
  now: Date,
): Promise<void> {
  const orderId = paymentOrderIdOf(event);
  const payment = event.payload.payment?.entity;
  if (!orderId || !payment) return;
  const row = await findPaymentOrder(db, orderId);
  // Orders of another integration on the same Razorpay account, or long gone: nothing of ours.
  if (!row) return;

  if (event.event === 'payment.captured' || event.event === 'order.paid') {
    if (
      payment.status !== 'captured' ||
      payment.amount !== row.amountPaise ||
      payment.currency !== row.currency
    ) {
      deps.log?.warn(
        { orderId, paymentId: payment.id },
        'payments: webhook payment does not match its order',
      );
      return;
    }
    const outcome = await recordPayment(db, deps, row.id, payment.id, now);
    if (outcome.kind === 'paid') await settleQuietly(deps, settle, row.id, now);
    return;
  }
  if (event.event === 'payment.failed') await markFailed(db, row.id, now);
}

/** A checkout that can no longer be placed was refunded by the settlement; the gateway needs no error for it. */
async function settleQuietly(
  deps: PaymentDeps,
  settle: SettlePaid,
  paymentOrderId: string,
  now: Date,
): Promise<void> {
  try {
    await settle(paymentOrderId, now);
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) {
      deps.log?.warn({ err, paymentOrderId }, 'payments: paid checkout could not become an order');
      return;
    }
    throw err;
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
