// Everything payments adds to the API, registered as one plugin: payment status and verify, the webhook (with its
// own raw-body parser) and the offline gateway's checkout when it is active. Making orders of paid payments (the
// settlement, the reconciler) is the checkout module's; the webhook is handed it as `settle`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import { OfflineGateway } from './offline-gateway.ts';
import { offlineGatewayRoutes } from './offline-gateway.routes.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentRoutes } from './payments.routes.ts';
import { paymentWebhookRoutes, type SettlePaid } from './payments-webhook.routes.ts';

export interface PaymentsModuleDeps {
  db: Db;
  gateway: PaymentGateway;
  mail: MailKicker;
  config: Pick<Config, 'publicUrl'>;
  /** Places the order of a payment the webhook found paid (the checkout module's settlement). */
  settle: SettlePaid;
}

/** What Razorpay's checkout.js needs from our Content-Security-Policy (its script, its frames, its calls home). */
export const RAZORPAY_CSP = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
} as const;

export function paymentsModule({
  db,
  gateway,
  mail,
  config,
  settle,
}: PaymentsModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(paymentRoutes({ db, gateway, mail }));
    await app.register(paymentWebhookRoutes({ db, gateway, mail, siteUrl: config.publicUrl, settle }));
    if (gateway instanceof OfflineGateway) await app.register(offlineGatewayRoutes({ db, gateway }));
  };
}
