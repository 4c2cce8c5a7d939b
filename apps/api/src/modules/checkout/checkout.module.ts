// Everything checkout adds to the API, registered as one plugin: create-order and placing the order (HTTP in
// checkout.routes.ts) and the background payment reconciler, which makes the orders of payments whose browser never
// came back. The webhook's settlement is handed to the payments module by app.ts (settlePaid below).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import type { PaymentDeps } from '../payments/payment-capture.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { PaymentReconciler } from './payment-reconciler.ts';
import { settlePaymentOrder } from './payment-settlement.ts';

export interface CheckoutModuleDeps {
  db: Db;
  gateway: PaymentGateway;
  mail: MailKicker;
  config: Pick<Config, 'paymentReconcileMs' | 'publicUrl'>;
}

/** The settlement the payments module's webhook calls when a payment is captured. */
export function settlePaid(db: Db, deps: PaymentDeps) {
  return (paymentOrderId: string, now: Date) => settlePaymentOrder(db, deps, paymentOrderId, now);
}

export function checkoutModule({ db, gateway, mail, config }: CheckoutModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      checkoutRoutes({
        db,
        mail,
        payments: { gateway, mail, log: app.log, siteUrl: config.publicUrl },
        siteUrl: config.publicUrl,
      }),
    );
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
