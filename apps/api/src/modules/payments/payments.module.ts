// Everything payments adds to the API, registered as one plugin: create-order and verify, the webhook (with its
// own raw-body parser), the offline gateway's checkout when it is active, and the background reconciler.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { PaymentReconciler } from '../checkout/payment-reconciler.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import { OfflineGateway } from './offline-gateway.ts';
import { offlineGatewayRoutes } from './offline-gateway.routes.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentRoutes } from './payments.routes.ts';
import { paymentWebhookRoutes } from './payments-webhook.routes.ts';

export interface PaymentsModuleDeps {
  db: Db;
  gateway: PaymentGateway;
  mail: MailKicker;
  config: Pick<Config, 'paymentReconcileMs' | 'publicUrl'>;
}

/** What Razorpay's checkout.js needs from our Content-Security-Policy (its script, its frames, its calls home). */
export const RAZORPAY_CSP = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
} as const;

export function paymentsModule({ db, gateway, mail, config }: PaymentsModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(paymentRoutes({ db, gateway, mail }));
    await app.register(paymentWebhookRoutes({ db, gateway, mail, siteUrl: config.publicUrl }));
    if (gateway instanceof OfflineGateway) await app.register(offlineGatewayRoutes({ db, gateway }));
    if (config.paymentReconcileMs > 0) {
      const reconciler = new PaymentReconciler(
        db,
        { gateway, mail, log: app.log, siteUrl: config.publicUrl },
        app.log,
        config.paymentReconcileMs,
      );
      // After migrate and seed; stopped before the database closes.
      app.addHook('onReady', async () => reconciler.start());
      app.addHook('onClose', async () => reconciler.stop());
    }
  };
}
